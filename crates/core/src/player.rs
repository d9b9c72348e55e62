//! Players: registration, check-in on the day, withdrawal.

use crate::rank::Rank;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use taikai_catalogue::PlayerRefusal;
use ts_rs::TS;

/// Where a player stands on the day.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
pub enum PlayerStatus {
    /// Entered, not yet arrived at the venue.
    Registered,
    /// Arrived and confirmed at the desk: will be paired.
    CheckedIn,
    /// Left the tournament: not paired any more, results so far stand.
    Withdrawn,
}

impl PlayerStatus {
    pub fn name(self) -> &'static str {
        match self {
            PlayerStatus::Registered => "registered",
            PlayerStatus::CheckedIn => "checked-in",
            PlayerStatus::Withdrawn => "withdrawn",
        }
    }
}

impl fmt::Display for PlayerStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for PlayerStatus {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        [
            PlayerStatus::Registered,
            PlayerStatus::CheckedIn,
            PlayerStatus::Withdrawn,
        ]
        .into_iter()
        .find(|st| st.name() == s)
        .ok_or_else(|| format!("unknown player status \"{s}\""))
    }
}

/// A registered player as stored in the tournament file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct Player {
    #[ts(type = "number")]
    pub id: i64,
    /// Name as written, usually kanji: 山田 太郎.
    pub name: String,
    /// Reading in kana: やまだ たろう. Used for 五十音 order and search.
    pub reading: String,
    #[ts(type = "string")]
    pub rank: Rank,
    pub club: String,
    pub birth_year: Option<i32>,
    pub notes: String,
    pub status: PlayerStatus,
    /// Family, school or other group whose members are kept apart like a club
    /// (`田中家`; several separated by commas).
    #[serde(default)]
    pub group: String,
    /// What rating federations know the player by (country, EGF PIN, AGA id, rating):
    /// empty for a club event, filled when the event is rated.
    #[serde(default)]
    pub ids: FederationIds,
}

/// What the rating federations know a player by. Every field is optional (empty / none);
/// the window shows them only when the event is marked as rated.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(default)]
#[ts(export)]
pub struct FederationIds {
    /// ISO 3166 two-letter country code, upper case (`JP`, `FR`), or empty.
    pub country: String,
    /// European Go Database PIN (digits), or empty.
    pub egf_pin: String,
    /// French federation licence, or empty.
    pub ffg_licence: String,
    /// American Go Association member id (digits), or empty.
    pub aga_id: String,
    /// A rating on the EGF scale (GoR, 100 points a rank: 2100 is 1d), if known.
    pub rating: Option<i32>,
}

impl FederationIds {
    pub fn is_empty(&self) -> bool {
        *self == FederationIds::default()
    }
}

/// The lowest and highest rating accepted (OpenGotha's bounds on the EGF scale).
pub const RATING_RANGE: std::ops::RangeInclusive<i32> = -900..=2949;

impl Player {
    /// The groups of [`Player::group`], each tidied.
    pub fn groups(&self) -> Vec<String> {
        group_list(&self.group)
    }
}

/// The groups of a group field: `田中家, 〇〇小学校` → two groups.
pub fn group_list(text: &str) -> Vec<String> {
    text.split([',', '、', '，', ';'])
        .map(tidy)
        .filter(|g| !g.is_empty())
        .collect()
}

/// A player's details as the TD enters them, already checked.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PlayerDetails {
    pub name: String,
    pub reading: String,
    pub rank: Rank,
    pub club: String,
    pub birth_year: Option<i32>,
    pub notes: String,
    #[serde(default)]
    pub group: String,
    #[serde(default)]
    pub ids: FederationIds,
}

/// A player's details as typed in a form or a CSV row: nothing checked yet.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[serde(default)]
#[ts(export)]
pub struct PlayerForm {
    pub name: String,
    pub reading: String,
    pub rank: String,
    pub club: String,
    /// As typed: empty, or a year such as 1987.
    pub birth_year: String,
    pub notes: String,
    /// Family or group, kept apart like a club.
    pub group: String,
    /// Two letters, or empty.
    pub country: String,
    pub egf_pin: String,
    pub ffg_licence: String,
    pub aga_id: String,
    /// As typed: empty, or a whole number such as 2150.
    pub rating: String,
}

pub const EARLIEST_BIRTH_YEAR: i32 = 1900;
pub const LATEST_BIRTH_YEAR: i32 = 2100;

impl PlayerForm {
    /// Checks the form. Every problem is listed, each naming its field, so a TD can fix
    /// them all at once.
    pub fn check(&self) -> Result<PlayerDetails, Vec<PlayerRefusal>> {
        let mut problems = Vec::new();
        let name = tidy(&self.name);
        if name.is_empty() {
            problems.push(PlayerRefusal::EmptyName);
        }
        let rank = match self.rank.parse::<Rank>() {
            Ok(rank) => Some(rank),
            Err(e) => {
                problems.push(e.refusal());
                None
            }
        };
        let birth_year = match tidy(&self.birth_year).as_str() {
            "" => None,
            text => match text.parse::<i32>() {
                Ok(y) if (EARLIEST_BIRTH_YEAR..=LATEST_BIRTH_YEAR).contains(&y) => Some(y),
                _ => {
                    problems.push(PlayerRefusal::BadBirthYear {
                        text: text.to_string(),
                    });
                    None
                }
            },
        };
        let ids = self.check_ids(&mut problems);
        match rank {
            Some(rank) if problems.is_empty() => Ok(PlayerDetails {
                name,
                reading: tidy(&self.reading),
                rank,
                club: tidy(&self.club),
                birth_year,
                notes: self.notes.trim().to_string(),
                group: group_list(&self.group).join(", "),
                ids,
            }),
            _ => Err(problems),
        }
    }

    /// The federation fields, checked: a country of two letters, ids of digits (an FFG
    /// licence of letters and digits), a rating in OpenGotha's range.
    fn check_ids(&self, problems: &mut Vec<PlayerRefusal>) -> FederationIds {
        let country = tidy(&self.country).to_uppercase();
        if !(country.is_empty()
            || (country.chars().count() == 2 && country.chars().all(|c| c.is_ascii_alphabetic())))
        {
            problems.push(PlayerRefusal::BadCountry {
                text: country.clone(),
            });
        }
        let mut id = |field: &'static str, text: &str, ok: fn(char) -> bool| {
            let text = tidy(text);
            if !text.chars().all(ok) || text.chars().count() > 16 {
                problems.push(PlayerRefusal::BadFederationId {
                    field: field.to_string(),
                    text: text.clone(),
                });
            }
            text
        };
        let egf_pin = id("EGF PIN", &self.egf_pin, |c| c.is_ascii_digit());
        let ffg_licence = id("FFG licence", &self.ffg_licence, |c| {
            c.is_ascii_alphanumeric()
        });
        let aga_id = id("AGA id", &self.aga_id, |c| c.is_ascii_digit());
        let rating = match tidy(&self.rating).as_str() {
            "" => None,
            text => match text.parse::<i32>() {
                Ok(r) if RATING_RANGE.contains(&r) => Some(r),
                _ => {
                    problems.push(PlayerRefusal::BadRating {
                        text: text.to_string(),
                        lowest: *RATING_RANGE.start(),
                        highest: *RATING_RANGE.end(),
                    });
                    None
                }
            },
        };
        FederationIds {
            country,
            egf_pin,
            ffg_licence,
            aga_id,
            rating,
        }
    }
}

/// Trims and folds runs of spaces (ASCII or the ideographic space U+3000) into one space,
/// so `山田　太郎` and `山田 太郎` are the same name.
pub fn tidy(text: &str) -> String {
    text.split(|c: char| c.is_whitespace())
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

impl PlayerDetails {
    /// Two entries are the same person when name and reading match (after tidying).
    /// Two different people with the same name need a different reading or a note to tell
    /// them apart on the pairing list anyway.
    pub fn same_person(&self, other: &PlayerDetails) -> bool {
        self.name == other.name && self.reading == other.reading
    }

    pub fn same_person_as(&self, player: &Player) -> bool {
        self.name == player.name && self.reading == player.reading
    }
}

/// Counts shown above the player list.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct StatusCounts {
    pub registered: u32,
    pub checked_in: u32,
    pub withdrawn: u32,
    pub total: u32,
}

impl StatusCounts {
    pub fn of<'a>(players: impl IntoIterator<Item = &'a Player>) -> Self {
        let mut counts = StatusCounts::default();
        for p in players {
            counts.total += 1;
            match p.status {
                PlayerStatus::Registered => counts.registered += 1,
                PlayerStatus::CheckedIn => counts.checked_in += 1,
                PlayerStatus::Withdrawn => counts.withdrawn += 1,
            }
        }
        counts
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(name: &str, rank: &str, year: &str) -> PlayerForm {
        PlayerForm {
            name: name.into(),
            reading: "やまだ　たろう".into(),
            rank: rank.into(),
            birth_year: year.into(),
            ..Default::default()
        }
    }

    #[test]
    fn a_good_form_is_tidied_and_the_rank_normalised() {
        let d = form(" 山田　 太郎 ", "初段", "1987").check().unwrap();
        assert_eq!(d.name, "山田 太郎");
        assert_eq!(d.reading, "やまだ たろう");
        assert_eq!(d.rank.to_string(), "1d");
        assert_eq!(d.birth_year, Some(1987));
    }

    #[test]
    fn every_problem_of_a_form_is_listed() {
        let problems: Vec<String> = form("", "11d", "87")
            .check()
            .unwrap_err()
            .iter()
            .map(|p| p.text().en)
            .collect();
        assert_eq!(problems.len(), 3, "{problems:?}");
        assert!(problems[0].contains("name is empty"));
        assert!(problems[1].contains("rank"));
        assert!(problems[2].contains("birth year \"87\""));
    }
}
