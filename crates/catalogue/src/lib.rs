//! The catalogue: every refusal a user can meet, as a typed value with a stable code and
//! its data, rendered in Japanese and English from one place. The window, the command line
//! and JSON all render from here; no layer sends an English sentence for another to parse.
//!
//! A refusal says what was wrong, where (line 12 of the CSV, move 143, round 2 board 3),
//! and what to do. Each area has its own enum and file; [`Refusal`] gathers them.
//! `every_refusal_reads_in_both_languages` walks every variant.
//!
//! Pairing reasons (why two players meet) are typed and rendered here too: [`PairingReason`];
//! so is what an arbiter's verdict rests on ([`judge`]).

mod draw_step;
mod exchange;
mod file;
pub mod judge;
mod penalty;
mod player;
mod reason;
mod record;
mod round;
mod setting;
mod usage;
mod venue;

pub use draw_step::{DrawSide, DrawStep};
pub use exchange::{ExchangeNote, ExchangeRefusal};
pub use file::FileRefusal;
pub use penalty::{Article, Effect};
pub use player::{CsvProblem, PlayerRefusal, RankProblem, Standing};
pub use reason::{Criterion, GivenUp, PairingNote, PairingReason, ScoreName, StoneColour};
pub use record::{IllegalWhy, RecordRefusal, SetupProblem};
pub use round::{ClockProblem, DrawProblem, DrawWay, ResultProblem, RoundRefusal};
pub use setting::{SettingArticle, SettingRefusal};
pub use usage::UsageRefusal;
pub use venue::VenueRefusal;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// The language a message is rendered in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, TS)]
#[serde(rename_all = "lowercase")]
#[ts(export)]
pub enum Lang {
    #[default]
    En,
    Ja,
}

impl Lang {
    /// The user's language from the environment, as the C library reads it: `LC_ALL`, then
    /// `LC_MESSAGES`, then `LANG` (`ja_JP.UTF-8` → Japanese); English otherwise.
    pub fn from_env() -> Lang {
        let var = |name: &str| std::env::var(name).ok().filter(|v| !v.is_empty());
        let locale = var("LC_ALL")
            .or_else(|| var("LC_MESSAGES"))
            .or_else(|| var("LANG"));
        match locale {
            Some(l) if l.starts_with("ja") => Lang::Ja,
            _ => Lang::En,
        }
    }
}

impl std::str::FromStr for Lang {
    type Err = String;
    fn from_str(s: &str) -> Result<Lang, String> {
        match s.trim() {
            "ja" | "日本語" => Ok(Lang::Ja),
            "en" => Ok(Lang::En),
            other => Err(format!("\"{other}\" is not a language: give ja or en")),
        }
    }
}

/// A message in both languages.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct Text {
    pub en: String,
    pub ja: String,
}

impl Text {
    pub fn new(en: String, ja: String) -> Text {
        Text { en, ja }
    }

    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.en,
            Lang::Ja => &self.ja,
        }
    }
}

/// Every refusal, by area.
#[derive(Debug, Clone, PartialEq)]
pub enum Refusal {
    File(FileRefusal),
    Player(PlayerRefusal),
    Round(RoundRefusal),
    Setting(SettingRefusal),
    Record(RecordRefusal),
    Usage(UsageRefusal),
    Exchange(ExchangeRefusal),
    Venue(VenueRefusal),
}

impl Refusal {
    /// The stable code: `area.kebab-name`, e.g. `player.not-found`.
    pub fn code(&self) -> String {
        let (area, name): (&str, &'static str) = match self {
            Refusal::File(r) => ("file", r.into()),
            Refusal::Player(r) => ("player", r.into()),
            Refusal::Round(r) => ("round", r.into()),
            Refusal::Setting(r) => ("setting", r.into()),
            Refusal::Record(r) => ("record", r.into()),
            Refusal::Usage(r) => ("usage", r.into()),
            Refusal::Exchange(r) => ("exchange", r.into()),
            Refusal::Venue(r) => ("venue", r.into()),
        };
        format!("{area}.{name}")
    }

    /// The message in both languages.
    pub fn text(&self) -> Text {
        match self {
            Refusal::File(r) => r.text(),
            Refusal::Player(r) => r.text(),
            Refusal::Round(r) => r.text(),
            Refusal::Setting(r) => r.text(),
            Refusal::Record(r) => r.text(),
            Refusal::Usage(r) => r.text(),
            Refusal::Exchange(r) => r.text(),
            Refusal::Venue(r) => r.text(),
        }
    }

    pub fn message(&self, lang: Lang) -> String {
        self.text().get(lang).to_string()
    }

    /// One of each variant, with empty data: for the test that walks the catalogue.
    pub fn every() -> Vec<Refusal> {
        use strum::IntoEnumIterator;
        let mut all: Vec<Refusal> = FileRefusal::iter().map(Refusal::File).collect();
        all.extend(PlayerRefusal::iter().map(Refusal::Player));
        all.extend(RoundRefusal::iter().map(Refusal::Round));
        all.extend(SettingRefusal::iter().map(Refusal::Setting));
        all.extend(RecordRefusal::iter().map(Refusal::Record));
        all.extend(UsageRefusal::iter().map(Refusal::Usage));
        all.extend(ExchangeRefusal::iter().map(Refusal::Exchange));
        all.extend(VenueRefusal::iter().map(Refusal::Venue));
        all
    }
}

impl std::fmt::Display for Refusal {
    /// English, for logs and errors that reach no person (the window and the CLI choose).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text().en)
    }
}

macro_rules! from_area {
    ($($area:ident($ty:ty)),*) => {$(
        impl From<$ty> for Refusal {
            fn from(r: $ty) -> Refusal {
                Refusal::$area(r)
            }
        }

        impl std::fmt::Display for $ty {
            /// English, for logs and tests; people get [`Refusal::message`] in their language.
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(&self.text().en)
            }
        }
    )*};
}
from_area!(
    File(FileRefusal),
    Player(PlayerRefusal),
    Round(RoundRefusal),
    Setting(SettingRefusal),
    Record(RecordRefusal),
    Usage(UsageRefusal),
    Exchange(ExchangeRefusal),
    Venue(VenueRefusal)
);

/// Both languages of one message.
pub(crate) fn t(en: String, ja: String) -> Text {
    Text::new(en, ja)
}

/// `1, 2 and 5` / `1、2、5`.
pub(crate) fn list_en(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

pub(crate) fn list_ja(items: &[String]) -> String {
    items.join("、")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    fn has_japanese(s: &str) -> bool {
        s.chars()
            .any(|c| matches!(c, '\u{3040}'..='\u{30ff}' | '\u{4e00}'..='\u{9fff}'))
    }

    #[test]
    fn every_setting_article_reads_in_both_languages_and_its_code_round_trips() {
        use strum::IntoEnumIterator;
        for a in SettingArticle::iter() {
            let text = a.text();
            assert!(has_japanese(&text.ja) && !has_japanese(&text.en), "{a:?}");
            let json = serde_json::to_string(&a).unwrap();
            assert_eq!(json, format!("\"{}\"", a.code()));
        }
    }

    #[test]
    fn every_refusal_reads_in_both_languages() {
        let all = Refusal::every();
        assert!(all.len() > 50, "{} refusals", all.len());
        let mut codes = HashSet::new();
        for r in &all {
            let code = r.code();
            assert!(codes.insert(code.clone()), "{code} twice");
            let text = r.text();
            let letters = text.en.chars().filter(char::is_ascii_alphabetic).count();
            assert!(letters >= 4, "{code}: no English text");
            assert!(
                has_japanese(&text.ja),
                "{code}: no Japanese text: {}",
                text.ja
            );
            assert_ne!(text.en, text.ja, "{code}");
        }
    }

    #[test]
    fn every_exchange_note_reads_in_both_languages() {
        let all = ExchangeNote::every();
        assert!(all.len() >= 20, "{} notes", all.len());
        let mut codes = HashSet::new();
        for n in &all {
            assert!(codes.insert(n.code()), "{} twice", n.code());
            let text = n.text();
            assert!(text.en.chars().filter(char::is_ascii_alphabetic).count() >= 4);
            assert!(has_japanese(&text.ja), "{}: {}", n.code(), text.ja);
            assert_ne!(text.en, text.ja);
        }
    }

    #[test]
    fn a_missing_board_names_the_round_s_boards_only_when_they_are_known() {
        let known = RoundRefusal::NoSuchBoard {
            round: 2,
            board: 9,
            boards: Some((1, 6)),
        };
        assert!(known.text().en.contains("its boards are 1 to 6"));
        let unknown = RoundRefusal::NoSuchBoard {
            round: 2,
            board: 9,
            boards: None,
        };
        assert!(!unknown.text().en.contains(" to "), "{}", unknown.text().en);
        assert!(unknown.text().ja.contains("組合せ表"));
    }

    #[test]
    fn the_language_comes_from_the_environment_as_the_c_library_reads_it() {
        assert_eq!("ja".parse::<Lang>(), Ok(Lang::Ja));
        assert!("fr".parse::<Lang>().is_err());
    }
}
