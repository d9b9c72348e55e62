//! The tournament domain: players, ranks, rule profiles, and (later) rounds, pairing,
//! clocks and standings. Pure functions over plain data: no disk, no clock, no randomness
//! of its own — the current time and random seeds come in as arguments.

/// Reads and writes the kebab-case names used in files, the command line and JSON.
macro_rules! kebab_names {
    ($ty:ident, $what:literal, $($variant:ident = $name:literal),+) => {
        impl $ty {
            pub const ALL: &'static [$ty] = &[$($ty::$variant),+];
            pub fn name(self) -> &'static str {
                match self { $($ty::$variant => $name),+ }
            }
        }
        impl std::fmt::Display for $ty {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.name())
            }
        }
        impl std::str::FromStr for $ty {
            type Err = String;
            fn from_str(s: &str) -> Result<Self, String> {
                $ty::ALL.iter().copied().find(|v| v.name() == s).ok_or_else(|| {
                    let names: Vec<&str> = $ty::ALL.iter().map(|v| v.name()).collect();
                    format!("\"{s}\" is not a {}; use one of: {}", $what, names.join(", "))
                })
            }
        }
    };
}

pub mod clock;
pub mod draw;
pub mod game_day;
pub mod handicap;
pub mod import;
pub mod lateness;
pub mod pairing;
pub mod player;
pub mod profile;
pub mod rank;
pub mod result_text;
pub mod results;
pub mod search;
pub mod standings;
pub mod tournament;
pub mod warnings;

pub use player::{FederationIds, Player, PlayerDetails, PlayerForm, PlayerStatus, StatusCounts};
pub use profile::{PairingSystem, Profile, Rules};
pub use rank::Rank;
pub use tournament::{EgdClass, Rated, RatingSettings, TournamentSettings};
