//! The tournament domain: players, ranks, rule profiles, and (later) rounds, pairing,
//! clocks and standings. Pure functions over plain data: no disk, no clock, no randomness
//! of its own — the current time and random seeds come in as arguments.

pub mod clock;
pub mod draw;
pub mod game_day;
pub mod handicap;
pub mod import;
pub mod lateness;
pub mod pairing;
pub mod player;
pub mod rank;
pub mod result_text;
pub mod results;
pub mod search;
pub mod standings;
pub mod tournament;
pub mod warnings;

pub use player::{FederationIds, Player, PlayerDetails, PlayerForm, PlayerStatus, StatusCounts};
pub use rank::Rank;
pub use tournament::{EgdClass, PairingSystem, Profile, Rated, RatingSettings, TournamentSettings};
