//! Lateness: what a player's late arrival costs under the tournament's profile
//! (domain.md §3). Times are seconds after the round's official start.

pub use crate::profile::LatenessPolicy;
use crate::profile::Profile;
use crate::result_text::{self, ResultEntry};
use crate::results::Colour;
use serde::{Deserialize, Serialize};
pub use taikai_catalogue::Effect;
use taikai_catalogue::{Article, RoundRefusal};
use ts_rs::TS;

/// When a player came to the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "kind", rename_all = "kebab-case")]
#[ts(export)]
pub enum Arrival {
    /// Arrived this many seconds after the official start (0: on time).
    Arrived { late_s: u32 },
    /// Never came.
    Absent,
    /// Arrived late and chose to forfeit rather than play on (JOA rules §12).
    ChoseForfeit { late_s: u32 },
}

/// An arrival as the TD records it, with the venue's clock time (`10:07` or `10:07:30`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "kind", rename_all = "kebab-case")]
#[ts(export)]
pub enum ArrivalRecord {
    Arrived { at: String },
    Absent,
    ChoseForfeit { at: String },
}

impl ArrivalRecord {
    /// The arrival measured against the round's official start time.
    pub fn against(&self, started_at: &str) -> Result<Arrival, RoundRefusal> {
        let late = |at: &str| -> Result<u32, RoundRefusal> {
            Ok(clock_time(at)?.saturating_sub(clock_time(started_at)?))
        };
        Ok(match self {
            ArrivalRecord::Arrived { at } => Arrival::Arrived { late_s: late(at)? },
            ArrivalRecord::Absent => Arrival::Absent,
            ArrivalRecord::ChoseForfeit { at } => Arrival::ChoseForfeit { late_s: late(at)? },
        })
    }
}

/// Seconds since midnight of a venue clock time `HH:MM` or `HH:MM:SS`.
pub fn clock_time(text: &str) -> Result<u32, RoundRefusal> {
    let parts: Vec<&str> = text.trim().split(':').collect();
    let numbers: Option<Vec<u32>> = parts.iter().map(|p| p.parse().ok()).collect();
    match numbers.as_deref() {
        Some([h, m]) if *h < 24 && *m < 60 => Ok(h * 3600 + m * 60),
        Some([h, m, s]) if *h < 24 && *m < 60 && *s < 60 => Ok(h * 3600 + m * 60 + s),
        _ => Err(RoundRefusal::BadTime {
            text: text.to_string(),
        }),
    }
}

/// What lateness did to one side of a board.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct Penalty {
    pub colour: Colour,
    /// The article applied, e.g. Chinese rules §21.1.
    pub article: Article,
    pub effect: Effect,
}

/// Lateness on one board: time to charge each side, and the result if lateness decides
/// the game.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct LatenessRuling {
    pub charged_black_s: u32,
    pub charged_white_s: u32,
    pub result: Option<ResultEntry>,
    pub penalties: Vec<Penalty>,
}

/// Applies `policy` to a board's arrivals (`None`: not recorded, taken as on time).
pub fn rule(
    policy: LatenessPolicy,
    profile: Profile,
    black: Option<Arrival>,
    white: Option<Arrival>,
) -> LatenessRuling {
    let article = profile.rules().lateness_article_for(policy);
    let loses = |a: Option<Arrival>| match a {
        Some(Arrival::Absent) => Some(Effect::LossByAbsence),
        Some(Arrival::ChoseForfeit { .. }) => Some(Effect::ChoseForfeit),
        Some(Arrival::Arrived { late_s }) => policy
            .loss_after_min()
            .map(|m| m * 60)
            .filter(|limit| late_s >= *limit)
            .map(|_| Effect::LossByLateness { late_s }),
        None => None,
    };
    let mut ruling = LatenessRuling::default();
    let penalty = |colour, effect| Penalty {
        colour,
        article: article.clone(),
        effect,
    };
    match (loses(black), loses(white)) {
        // Neither came to play: both lose by forfeit (JOA rules §18: 0-64 each). Otherwise
        // both lost by lateness: both lose (Chinese rules §21.2).
        (Some(b), Some(w)) => {
            let absent = |e: Effect| matches!(e, Effect::LossByAbsence | Effect::ChoseForfeit);
            ruling.result = Some(if absent(b) && absent(w) {
                result_text::both_forfeit()
            } else {
                result_text::both_lose()
            });
            ruling.penalties = vec![penalty(Colour::Black, b), penalty(Colour::White, w)];
        }
        (Some(b), None) => {
            ruling.result = Some(result_text::forfeit(Colour::White, profile));
            ruling.penalties.push(penalty(Colour::Black, b));
        }
        (None, Some(w)) => {
            ruling.result = Some(result_text::forfeit(Colour::Black, profile));
            ruling.penalties.push(penalty(Colour::White, w));
        }
        (None, None) => {
            let late = |a: Option<Arrival>| match a {
                Some(Arrival::Arrived { late_s }) => late_s,
                _ => 0,
            };
            // JOA rules §11: the first to arrive starts the late player's clock, so when both
            // are late no clock runs before the first arrival.
            let first = late(black).min(late(white));
            for (colour, arrival) in [(Colour::Black, black), (Colour::White, white)] {
                let late_s = late(arrival);
                if late_s == 0 {
                    continue;
                }
                let charged_s = match policy {
                    LatenessPolicy::ChargeDouble { .. } => late_s.saturating_mul(2),
                    LatenessPolicy::ClockRuns { .. } => late_s - first,
                };
                match colour {
                    Colour::Black => ruling.charged_black_s = charged_s,
                    Colour::White => ruling.charged_white_s = charged_s,
                }
                ruling
                    .penalties
                    .push(penalty(colour, Effect::TimeCharged { late_s, charged_s }));
            }
        }
    }
    ruling
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::results::GameResult;

    const CHINESE: LatenessPolicy = LatenessPolicy::ChargeDouble { loss_after_min: 60 };
    fn late(min: u32, s: u32) -> Option<Arrival> {
        Some(Arrival::Arrived {
            late_s: min * 60 + s,
        })
    }

    #[test]
    fn chinese_late_59_59_is_charged_double() {
        let r = rule(CHINESE, Profile::GoChinese, late(59, 59), late(0, 0));
        assert_eq!(r.result, None);
        assert_eq!(r.charged_black_s, 2 * (59 * 60 + 59));
        assert_eq!(r.charged_white_s, 0);
        assert_eq!(r.penalties.len(), 1);
        assert_eq!(r.penalties[0].article.to_string(), "Chinese rules §21.1");
        assert_eq!(
            r.penalties[0].effect.describe(),
            "late 59:59: charged double, 119:58 off the clock"
        );
    }

    #[test]
    fn chinese_late_60_00_loses() {
        let r = rule(CHINESE, Profile::GoChinese, None, late(60, 0));
        let result = r.result.unwrap();
        assert_eq!(result.result, GameResult::BlackWinsByForfeit);
        assert_eq!(result.text, "B+F");
        assert_eq!(
            r.penalties[0].effect,
            Effect::LossByLateness { late_s: 3600 }
        );
        assert_eq!(r.charged_white_s, 0, "a lost game charges no time");
    }

    #[test]
    fn chinese_both_an_hour_late_both_lose() {
        let r = rule(CHINESE, Profile::GoChinese, late(60, 0), late(75, 0));
        assert_eq!(r.result.unwrap().result, GameResult::BothLose);
        assert_eq!(r.penalties.len(), 2, "each side's lateness is shown");
        // Only one of them that late: the other is charged double and the game goes on.
        let r = rule(CHINESE, Profile::GoChinese, late(59, 0), late(10, 0));
        assert_eq!(r.result, None);
        assert_eq!((r.charged_black_s, r.charged_white_s), (7080, 1200));
    }

    #[test]
    fn absent_player_loses_by_forfeit_and_othello_scores_it_40_24() {
        let policy = Profile::OthelloJoa.rules().lateness;
        let r = rule(policy, Profile::OthelloJoa, Some(Arrival::Absent), None);
        let result = r.result.unwrap();
        assert_eq!(result.result, GameResult::WhiteWinsByForfeit);
        let d = result.discs.unwrap();
        assert_eq!((d.black, d.white), (24, 40));
    }

    #[test]
    fn othello_clock_runs_for_the_late_player_and_they_may_forfeit() {
        let policy = Profile::OthelloJoa.rules().lateness;
        let r = rule(policy, Profile::OthelloJoa, None, late(95, 0));
        assert_eq!(r.result, None, "JOA: no lateness limit, only the clock");
        assert_eq!(r.charged_white_s, 95 * 60, "charged once, not double");
        assert_eq!(r.penalties[0].article.to_string(), "JOA rules §11–12");
        let r = rule(
            policy,
            Profile::OthelloJoa,
            Some(Arrival::ChoseForfeit { late_s: 600 }),
            None,
        );
        let result = r.result.unwrap();
        assert_eq!(result.text, "W+F");
        assert_eq!(r.penalties[0].effect, Effect::ChoseForfeit);
    }

    #[test]
    fn othello_both_late_the_clock_runs_from_the_first_arrival_jo_11() {
        // JOA rules §11: the first to arrive (先着者) presses their button so the late
        // player's time runs; before anyone is there, no clock runs.
        let policy = Profile::OthelloJoa.rules().lateness;
        let r = rule(policy, Profile::OthelloJoa, late(10, 0), late(15, 30));
        assert_eq!(r.result, None);
        assert_eq!((r.charged_black_s, r.charged_white_s), (0, 5 * 60 + 30));
        let words: Vec<String> = r.penalties.iter().map(|p| p.effect.describe()).collect();
        assert_eq!(
            words,
            [
                "late 10:00: nothing off the clock, the opponent came later",
                "late 15:30: 5:30 off the clock, from the opponent's arrival"
            ]
        );
        // Both at the same minute: nobody's clock ran.
        let r = rule(policy, Profile::OthelloJoa, late(7, 0), late(7, 0));
        assert_eq!((r.charged_black_s, r.charged_white_s), (0, 0));
    }

    #[test]
    fn othello_both_absent_is_a_forfeit_loss_for_each_joa_18() {
        // JOA rules §18: a forfeit loss is 0-64; neither came, so each has one.
        let policy = Profile::OthelloJoa.rules().lateness;
        let r = rule(
            policy,
            Profile::OthelloJoa,
            Some(Arrival::Absent),
            Some(Arrival::ChoseForfeit { late_s: 1200 }),
        );
        let result = r.result.unwrap();
        assert_eq!(result.result, GameResult::BothLoseByForfeit);
        assert_eq!(
            result.discs, None,
            "no disc count: each is scored 0-64 by §18"
        );
        assert_eq!(r.penalties.len(), 2);
    }

    #[test]
    fn japanese_lateness_loses_only_under_the_events_own_limit() {
        // No seed gives a lateness rule for the Japanese rules: the clock runs, no loss.
        let policy = Profile::GoJapanese.rules().lateness;
        let r = rule(policy, Profile::GoJapanese, late(90, 0), None);
        assert_eq!((r.result, r.charged_black_s), (None, 90 * 60));
        // The event's own limit of 30 minutes.
        let policy = LatenessPolicy::ClockRuns {
            loss_after_min: Some(30),
        };
        let r = rule(policy, Profile::GoJapanese, late(29, 59), None);
        assert_eq!((r.result, r.charged_black_s), (None, 29 * 60 + 59));
        let r = rule(policy, Profile::GoJapanese, late(30, 0), None);
        assert_eq!(r.result.unwrap().text, "W+F");
        assert_eq!(
            Profile::GoJapanese
                .rules()
                .lateness_article_for(policy)
                .to_string(),
            "tournament rule (lateness)"
        );
    }

    #[test]
    fn arrivals_are_measured_from_the_official_start() {
        let came = ArrivalRecord::Arrived {
            at: "10:59:59".into(),
        };
        assert_eq!(came.against("10:00"), Ok(Arrival::Arrived { late_s: 3599 }));
        let early = ArrivalRecord::Arrived { at: "09:55".into() };
        assert_eq!(early.against("10:00"), Ok(Arrival::Arrived { late_s: 0 }));
        assert!(clock_time("25:00")
            .unwrap_err()
            .text()
            .en
            .contains("24-hour"));
        assert!(clock_time("10h").is_err());
    }

    #[test]
    fn an_edited_limit_is_applied() {
        let policy = LatenessPolicy::ChargeDouble { loss_after_min: 30 };
        let r = rule(policy, Profile::GoChinese, late(30, 0), None);
        assert_eq!(r.result.unwrap().text, "W+F");
    }
}
