//! Ranks (段級位): amateur kyu 30k–1k, amateur dan 1d–9d, professional 1p–9p.
//!
//! A TD types ranks the way the club writes them: `5k`, `5級`, `3d`, `3段`, `初段`,
//! kanji numerals (`五段`, `十級`, `二十五級`), full-width digits (`５級`), `1p`, `1プロ`.
//! They are stored and shown normalised: `5k`, `3d`, `1p`.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;
use taikai_catalogue::{PlayerRefusal, RankProblem};

/// A player's rank. Ordered from weakest (30k) to strongest (9p).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Rank {
    /// Amateur kyu (級), 30 (weakest) to 1.
    Kyu(u8),
    /// Amateur dan (段), 1 to 9.
    Dan(u8),
    /// Professional dan (プロ), 1 to 9.
    Pro(u8),
    /// Not known (不明, typed `?`): seeded below 30k, never given a handicap, and for a
    /// colour draw treated as the rules treat an unknown rank. Also how a stored rank that
    /// cannot be read is shown, so the player can still be listed and edited.
    Unknown,
}

impl Rank {
    pub const WEAKEST_KYU: u8 = 30;
    pub const STRONGEST_DAN: u8 = 9;

    /// A number that grows with strength: 30k = -29 … 1k = 0, 1d = 1 … 9d = 9, 1p = 10 … 9p = 18.
    /// Used for sorting and, later, for McMahon bars and handicaps.
    pub fn strength(self) -> i32 {
        match self {
            Rank::Kyu(n) => 1 - i32::from(n),
            Rank::Dan(n) => i32::from(n),
            Rank::Pro(n) => 9 + i32::from(n),
            Rank::Unknown => -i32::from(Self::WEAKEST_KYU),
        }
    }

    /// Whether the rank is known (not `?`).
    pub fn is_known(self) -> bool {
        self != Rank::Unknown
    }

    /// The rank as Japanese clubs write it: `5級`, `初段`, `3段`, `1段プロ`.
    pub fn japanese(self) -> String {
        match self {
            Rank::Kyu(n) => format!("{n}級"),
            Rank::Dan(1) => "初段".to_string(),
            Rank::Dan(n) => format!("{n}段"),
            Rank::Pro(n) => format!("{n}段プロ"),
            Rank::Unknown => "不明".to_string(),
        }
    }
}

impl Ord for Rank {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.strength().cmp(&other.strength())
    }
}

impl PartialOrd for Rank {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rank::Kyu(n) => write!(f, "{n}k"),
            Rank::Dan(n) => write!(f, "{n}d"),
            Rank::Pro(n) => write!(f, "{n}p"),
            Rank::Unknown => f.write_str("?"),
        }
    }
}

/// Why a rank could not be read: the text and the catalogue's reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RankError {
    pub input: String,
    pub problem: RankProblem,
}

impl RankError {
    pub fn refusal(&self) -> PlayerRefusal {
        PlayerRefusal::BadRank {
            text: self.input.clone(),
            problem: self.problem,
        }
    }
}

impl fmt::Display for RankError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.refusal().text().en)
    }
}

impl std::error::Error for RankError {}

impl FromStr for Rank {
    type Err = RankError;

    fn from_str(input: &str) -> Result<Self, Self::Err> {
        let err = |problem: RankProblem| RankError {
            input: input.to_string(),
            problem,
        };
        let text: String = input
            .chars()
            .map(fold_width)
            .filter(|c| !c.is_whitespace())
            .collect::<String>()
            .to_lowercase();
        if text.is_empty() {
            return Err(err(RankProblem::Empty));
        }
        if text == "初段" {
            return Ok(Rank::Dan(1));
        }
        if matches!(text.as_str(), "?" | "不明" | "unknown") {
            return Ok(Rank::Unknown);
        }
        let digits_end = text
            .char_indices()
            .find(|(_, c)| !c.is_ascii_digit() && kanji_digit(*c).is_none())
            .map_or(text.len(), |(i, _)| i);
        let (number, unit) = text.split_at(digits_end);
        if number.is_empty() {
            return Err(err(RankProblem::NoNumber));
        }
        let n = parse_number(number).ok_or_else(|| err(RankProblem::NotANumber))?;
        let rank = match unit {
            "k" | "kyu" | "級" => Rank::Kyu(n),
            "d" | "dan" | "段" => Rank::Dan(n),
            "p" | "pro" | "プロ" | "段プロ" => Rank::Pro(n),
            "" => return Err(err(RankProblem::NoKind)),
            _ => return Err(err(RankProblem::UnknownKind)),
        };
        match rank {
            Rank::Kyu(n) if !(1..=Rank::WEAKEST_KYU).contains(&n) => {
                Err(err(RankProblem::KyuRange))
            }
            Rank::Dan(n) | Rank::Pro(n) if !(1..=Rank::STRONGEST_DAN).contains(&n) => {
                Err(err(RankProblem::DanRange))
            }
            rank => Ok(rank),
        }
    }
}

/// Full-width ASCII (as typed with a Japanese IME) to half-width.
fn fold_width(c: char) -> char {
    match c {
        '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
        '\u{3000}' => ' ',
        _ => c,
    }
}

fn kanji_digit(c: char) -> Option<u32> {
    "〇一二三四五六七八九十"
        .chars()
        .position(|k| k == c)
        .map(|p| p as u32)
}

/// `12`, `五`, `十`, `十二`, `二十`, `二十五`, `三十`.
fn parse_number(text: &str) -> Option<u8> {
    if text.chars().all(|c| c.is_ascii_digit()) {
        return text.parse().ok();
    }
    let digits: Vec<u32> = text.chars().map(kanji_digit).collect::<Option<_>>()?;
    let value = match digits.as_slice() {
        [d] => *d,
        [10, ones] if *ones < 10 => 10 + ones,
        [tens, 10] if *tens < 10 => tens * 10,
        [tens, 10, ones] if *tens < 10 && *ones < 10 => tens * 10 + ones,
        _ => return None,
    };
    u8::try_from(value).ok()
}

impl Serialize for Rank {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Rank {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rank(s: &str) -> String {
        s.parse::<Rank>().unwrap().to_string()
    }

    #[test]
    fn every_spelling_a_club_uses_is_normalised() {
        for (input, shown) in [
            ("5k", "5k"),
            ("5K", "5k"),
            ("5 kyu", "5k"),
            ("5級", "5k"),
            ("５級", "5k"),
            ("3d", "3d"),
            ("3D", "3d"),
            ("3dan", "3d"),
            ("3段", "3d"),
            ("３段", "3d"),
            ("初段", "1d"),
            ("五段", "5d"),
            ("九段", "9d"),
            ("十級", "10k"),
            ("十二級", "12k"),
            ("二十級", "20k"),
            ("二十五級", "25k"),
            ("三十級", "30k"),
            ("30k", "30k"),
            ("1p", "1p"),
            ("1プロ", "1p"),
            ("九段プロ", "9p"),
            (" 2d ", "2d"),
        ] {
            assert_eq!(rank(input), shown, "input {input:?}");
        }
    }

    #[test]
    fn impossible_ranks_are_refused_with_the_reason() {
        for (input, says) in [
            ("", "empty"),
            ("31k", "30k to 1k"),
            ("0k", "30k to 1k"),
            ("10d", "1 to 9"),
            ("5", "kyu or dan"),
            ("dan", "number"),
            ("5x", "not kyu, dan or pro"),
            ("四十級", "30k to 1k"),
            ("十十級", "number cannot be read"),
        ] {
            let e = input.parse::<Rank>().unwrap_err().to_string();
            assert!(e.contains(says), "{input:?} gave {e:?}");
        }
    }

    #[test]
    fn ranks_order_from_weakest_kyu_to_professional() {
        let order = ["30k", "10k", "1k", "1d", "5d", "9d", "1p", "9p"];
        let ranks: Vec<Rank> = order.iter().map(|s| s.parse().unwrap()).collect();
        assert!(ranks.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn japanese_form_uses_shodan() {
        assert_eq!(Rank::Dan(1).japanese(), "初段");
        assert_eq!(Rank::Kyu(5).japanese(), "5級");
    }

    proptest::proptest! {
        #[test]
        fn shown_rank_reads_back_as_itself(kind in 0u8..3, n in 1u8..=9, k in 1u8..=30) {
            let r = match kind { 0 => Rank::Kyu(k), 1 => Rank::Dan(n), _ => Rank::Pro(n) };
            proptest::prop_assert_eq!(r.to_string().parse::<Rank>().unwrap(), r);
            proptest::prop_assert_eq!(r.japanese().parse::<Rank>().unwrap(), r);
        }
    }
}
