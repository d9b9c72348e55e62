//! Warnings under the Chinese rules [003 §17–22]: the articles an arbiter warns for, and
//! what the warnings do to the result (§22).

use crate::lateness::{Effect, Penalty};
use crate::profile::Profile;
use crate::result_text::{self, Decision, ResultEntry};
use crate::results::Colour;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// The offences that earn a warning.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
#[ts(export)]
pub enum WarningArticle {
    /// §17.2: a second move without the opponent passing (the move is void).
    SecondMove,
    /// §18.1: removed live stones (they are put back).
    RemovedLiveStones,
    /// §18.2: did not remove captured stones.
    CapturedNotRemoved,
    /// §18.3: broke the repetition ban (the move is void).
    Repetition,
    /// §19: an illegal move such as suicide (the move is void).
    IllegalMove,
    /// §21.6: pressed the clock before removing the captured stones.
    ClockBeforeRemoving,
}

impl WarningArticle {
    pub const ALL: [WarningArticle; 6] = [
        WarningArticle::SecondMove,
        WarningArticle::RemovedLiveStones,
        WarningArticle::CapturedNotRemoved,
        WarningArticle::Repetition,
        WarningArticle::IllegalMove,
        WarningArticle::ClockBeforeRemoving,
    ];

    /// The article number in the Chinese rules, e.g. "17.2".
    pub fn section(self) -> &'static str {
        match self {
            WarningArticle::SecondMove => "17.2",
            WarningArticle::RemovedLiveStones => "18.1",
            WarningArticle::CapturedNotRemoved => "18.2",
            WarningArticle::Repetition => "18.3",
            WarningArticle::IllegalMove => "19",
            WarningArticle::ClockBeforeRemoving => "21.6",
        }
    }

    /// The kebab-case name, as in the file and the JSON.
    pub fn name(self) -> &'static str {
        match self {
            WarningArticle::SecondMove => "second-move",
            WarningArticle::RemovedLiveStones => "removed-live-stones",
            WarningArticle::CapturedNotRemoved => "captured-not-removed",
            WarningArticle::Repetition => "repetition",
            WarningArticle::IllegalMove => "illegal-move",
            WarningArticle::ClockBeforeRemoving => "clock-before-removing",
        }
    }

    pub fn describe(self) -> &'static str {
        match self {
            WarningArticle::SecondMove => "second move without the opponent passing",
            WarningArticle::RemovedLiveStones => "removed live stones",
            WarningArticle::CapturedNotRemoved => "did not remove captured stones",
            WarningArticle::Repetition => "broke the repetition ban",
            WarningArticle::IllegalMove => "illegal move",
            WarningArticle::ClockBeforeRemoving => "pressed the clock before removing stones",
        }
    }

    /// Reads `19`, `§17.2`, `17.2` or the kebab-case name.
    pub fn parse(text: &str) -> Result<WarningArticle, taikai_catalogue::RoundRefusal> {
        let t = text.trim().trim_start_matches('§');
        WarningArticle::ALL
            .into_iter()
            .find(|a| a.section() == t || a.name() == t)
            .ok_or_else(|| taikai_catalogue::RoundRefusal::BadArticle {
                text: text.to_string(),
            })
    }
}

/// The result after the warnings: the counted result with one stone moved per warning
/// (§22.1), or a loss for a player with two (§22.2). Returns the penalties to show.
pub fn apply(
    counted: Option<&ResultEntry>,
    black_warnings: u32,
    white_warnings: u32,
    profile: Profile,
) -> (Option<ResultEntry>, Vec<Penalty>) {
    let article = |n: &str| taikai_catalogue::Article::Chinese {
        section: format!("22.{n}"),
    };
    let mut penalties = Vec::new();
    let mut losers = Vec::new();
    for (colour, count) in [
        (Colour::Black, black_warnings),
        (Colour::White, white_warnings),
    ] {
        match count {
            0 => {}
            1 => penalties.push(Penalty {
                colour,
                article: article("1"),
                effect: Effect::StoneDeducted,
            }),
            _ => {
                losers.push(colour);
                penalties.push(Penalty {
                    colour,
                    article: article("2"),
                    effect: Effect::LossByWarnings,
                });
            }
        }
    }
    let result = match losers.as_slice() {
        [_, _] => Some(result_text::both_lose()),
        [loser] => Some(result_text::violation(*loser, profile)),
        _ => counted.map(|c| shift_count(c, black_warnings, white_warnings)),
    };
    (result, penalties)
}

/// Moves one stone per warning from the offender's count to the opponent's; only a result
/// by count has a count to move it in.
fn shift_count(counted: &ResultEntry, black_warnings: u32, white_warnings: u32) -> ResultEntry {
    let shift = f64::from(white_warnings) - f64::from(black_warnings);
    match result_text::black_margin(&counted.text) {
        Some(m) if shift != 0.0 && Decision::of(&counted.text) == Decision::Count => {
            result_text::from_black_margin(m + shift)
        }
        _ => counted.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::results::GameResult;
    const CHINESE: Profile = Profile::GoChinese;

    fn counted(text: &str) -> ResultEntry {
        result_text::parse(text, CHINESE).unwrap()
    }

    #[test]
    fn articles_read_by_number_or_name() {
        assert_eq!(
            WarningArticle::parse("19").unwrap(),
            WarningArticle::IllegalMove
        );
        assert_eq!(
            WarningArticle::parse("§17.2").unwrap(),
            WarningArticle::SecondMove
        );
        assert_eq!(
            WarningArticle::parse("clock-before-removing").unwrap(),
            WarningArticle::ClockBeforeRemoving
        );
        assert!(WarningArticle::parse("20")
            .unwrap_err()
            .to_string()
            .contains("21.6"));
    }

    #[test]
    fn one_warning_moves_one_stone_to_the_opponent() {
        let (r, p) = apply(Some(&counted("B+2.75")), 1, 0, CHINESE);
        assert_eq!(r.unwrap().text, "B+1.75");
        assert_eq!(p[0].effect, Effect::StoneDeducted);
        assert_eq!(p[0].article.to_string(), "Chinese rules §22.1");
        // The stone can turn the game: black won by ¾ of a stone before the warning.
        let (r, _) = apply(Some(&counted("B+0.75")), 1, 0, CHINESE);
        assert_eq!(r.unwrap().text, "W+0.25");
        let (r, _) = apply(Some(&counted("B+0.75")), 0, 1, CHINESE);
        assert_eq!(r.unwrap().text, "B+1.75");
    }

    #[test]
    fn one_warning_each_cancels_out() {
        let (r, p) = apply(Some(&counted("W+3.25")), 1, 1, CHINESE);
        assert_eq!(r.unwrap().text, "W+3.25");
        assert_eq!(p.len(), 2);
    }

    #[test]
    fn a_game_not_won_by_count_keeps_its_result_after_one_warning() {
        let (r, _) = apply(Some(&counted("B+R")), 1, 0, CHINESE);
        assert_eq!(r.unwrap().text, "B+R");
    }

    #[test]
    fn two_warnings_lose_whatever_the_count() {
        let (r, p) = apply(Some(&counted("B+10.75")), 2, 0, CHINESE);
        let r = r.unwrap();
        assert_eq!((r.result, r.text.as_str()), (GameResult::WhiteWins, "W+V"));
        assert_eq!(p[0].effect, Effect::LossByWarnings);
        // Even before a result is entered.
        let (r, _) = apply(None, 0, 2, CHINESE);
        assert_eq!(r.unwrap().text, "B+V");
        let (r, _) = apply(None, 2, 2, CHINESE);
        assert_eq!(r.unwrap().result, GameResult::BothLose);
    }

    #[test]
    fn no_warning_no_change() {
        let (r, p) = apply(Some(&counted("B+0.25")), 0, 0, CHINESE);
        assert_eq!(r.unwrap().text, "B+0.25");
        assert!(p.is_empty());
        assert_eq!(apply(None, 0, 0, CHINESE).0, None);
    }
}
