//! The tournament file: SQLite via rusqlite, schema migrations, the append-only history of
//! changes, the recent-files list. The only crate that touches the disk.

pub mod error;
pub mod file;
pub mod recent;
pub mod rounds;
pub mod schema;

pub use error::{Result, StoreError};
pub use file::{HistoryEntry, TournamentFile};
pub use recent::RecentFiles;
pub use rounds::{RoundStatus, StoredBoard, StoredDraw, StoredRound};
