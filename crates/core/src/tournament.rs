//! A tournament's settings: its name, date, rule profile and pairing system.

pub use crate::profile::{PairingSystem, Profile};

use serde::{Deserialize, Serialize};
use taikai_catalogue::SettingRefusal;
use ts_rs::TS;

/// Which rating federation the event reports to. A rated event shows the players'
/// federation fields (country, EGF PIN, AGA id, rating) in the window; a club event keeps
/// its form without them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
#[ts(export)]
pub enum Rated {
    #[default]
    None,
    /// European Go Database (results as h9).
    Egd,
    /// American Go Association.
    Aga,
}

/// The EGD tournament class the event applies for (A–D; D is played on the Internet).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[ts(export)]
pub enum EgdClass {
    A,
    B,
    #[default]
    C,
    D,
}

/// Whether the event is rated, and by whom.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(default)]
#[ts(export)]
pub struct RatingSettings {
    pub rated: Rated,
    pub egd_class: EgdClass,
}

kebab_names!(
    Rated,
    "rating federation",
    None = "none",
    Egd = "egd",
    Aga = "aga"
);
kebab_names!(
    EgdClass,
    "EGD tournament class",
    A = "A",
    B = "B",
    C = "C",
    D = "D"
);

/// The settings a TD gives when creating a tournament.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct TournamentSettings {
    pub name: String,
    /// ISO date, e.g. 2026-11-23.
    pub date: String,
    pub venue: String,
    pub profile: Profile,
    pub rounds: u32,
    pub system: PairingSystem,
}

impl TournamentSettings {
    pub const MAX_ROUNDS: u32 = 20;

    /// Checks the settings; the refusal says which field is wrong and what to do.
    pub fn validate(&self) -> Result<(), SettingRefusal> {
        if self.name.trim().is_empty() {
            return Err(SettingRefusal::NoName);
        }
        if !(1..=Self::MAX_ROUNDS).contains(&self.rounds) {
            return Err(SettingRefusal::RoundCount {
                rounds: self.rounds,
                most: Self::MAX_ROUNDS,
            });
        }
        if !self.date.is_empty() && !is_iso_date(&self.date) {
            return Err(SettingRefusal::BadDate {
                text: self.date.clone(),
            });
        }
        Ok(())
    }
}

fn is_iso_date(s: &str) -> bool {
    let parts: Vec<&str> = s.split('-').collect();
    let num = |p: &str, len: usize, range: std::ops::RangeInclusive<u32>| {
        p.len() == len && p.parse::<u32>().is_ok_and(|n| range.contains(&n))
    };
    parts.len() == 3
        && num(parts[0], 4, 1900..=2999)
        && num(parts[1], 2, 1..=12)
        && num(parts[2], 2, 1..=31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn system_names_read_back() {
        assert_eq!(
            "round-robin".parse::<PairingSystem>().unwrap(),
            PairingSystem::RoundRobin
        );
    }

    #[test]
    fn settings_name_the_field_that_is_wrong() {
        let ok = TournamentSettings {
            name: "秋季大会".into(),
            date: "2026-11-23".into(),
            venue: String::new(),
            profile: Profile::GoJapanese,
            rounds: 5,
            system: PairingSystem::Mcmahon,
        };
        assert!(ok.validate().is_ok());
        let no_name = TournamentSettings {
            name: " ".into(),
            ..ok.clone()
        };
        assert!(no_name.validate().unwrap_err().to_string().contains("name"));
        let zero = TournamentSettings {
            rounds: 0,
            ..ok.clone()
        };
        assert!(zero
            .validate()
            .unwrap_err()
            .to_string()
            .contains("between 1 and 20"));
        let bad_date = TournamentSettings {
            date: "23/11/2026".into(),
            ..ok
        };
        assert!(bad_date
            .validate()
            .unwrap_err()
            .to_string()
            .contains("YYYY-MM-DD"));
    }
}
