//! The tournament file: SQLite via rusqlite, schema migrations, the append-only history of
//! changes, the recent-files list. The only crate that touches the disk.

pub mod backup;
pub mod error;
pub mod file;
pub mod game_day;
mod layout;
pub mod output;
pub mod recent;
pub mod rounds;
pub mod schema;
pub mod tx;
pub mod venue;

pub use error::{Result, StoreError};
pub use file::{HistoryEntry, TournamentFile, UnreadableValue};
pub use game_day::ResultEntryBy;
pub use recent::RecentFiles;
pub use rounds::{RoundStatus, StoredArrival, StoredBoard, StoredDraw, StoredRound, StoredWarning};
pub use venue::{StoredReport, VenueRecord};
