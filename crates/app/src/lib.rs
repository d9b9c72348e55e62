//! Use cases shared by every front door, the window (`src-tauri`), the command line
//! (`crates/cli`) and the venue server: each is a function of its module, given an open
//! tournament file; it runs one change in one transaction and returns a plain serialisable
//! view. A [`Desk`] only holds what a front door keeps open. Refusals are typed values of
//! the catalogue (`taikai_catalogue`), rendered in Japanese and English.

pub mod about;
pub mod arbitration;
pub mod backups;
pub(crate) mod board;
pub mod clocks;
pub mod desk;
pub mod error;
pub mod exchange;
pub mod files;
pub mod game_day;
pub mod lineup;
pub mod players;
pub mod printing;
pub mod rounds;
pub mod settings;
pub mod tournament;
pub mod venue;

pub use desk::Desk;
pub use error::{AppError, ErrorKind, ErrorView, Result};
pub use players::{PlayerRef, PlayersView};
pub use tournament::TournamentView;

pub use taikai_catalogue as catalogue;
pub use taikai_core as core;
pub use taikai_exchange as formats;
pub use taikai_rules as rules;
pub use taikai_store as store;

/// The wall clock, read in one place. The domain below takes time as an argument.
pub(crate) fn now() -> chrono::DateTime<chrono::Utc> {
    chrono::Utc::now()
}
