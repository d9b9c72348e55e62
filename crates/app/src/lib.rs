//! Use cases shared by both front doors, the window (`src-tauri`) and the command line
//! (`crates/cli`). Each use case opens nothing itself: it gets an open tournament file,
//! runs one change in one transaction, and returns a plain serialisable view. Errors are
//! typed and explain themselves to a person.

pub mod about;
pub mod arbitration;
pub mod backups;
pub mod clocks;
pub mod error;
pub mod game_day;
pub mod lineup;
pub mod players;
pub mod printing;
pub mod rounds;
pub mod session;
mod session_rounds;
pub mod settings;
pub mod tournament;

pub use error::{AppError, ErrorKind, ErrorView, Result};
pub use players::{PlayerRef, PlayersView};
pub use session::Session;
pub use tournament::TournamentView;

pub use taikai_core as core;
pub use taikai_rules as rules;
pub use taikai_store as store;

/// The wall clock, read in one place. The domain below takes time as an argument.
pub(crate) fn now() -> chrono::DateTime<chrono::Utc> {
    chrono::Utc::now()
}
