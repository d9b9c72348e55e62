//! What lateness and warnings do to a board, and the article each penalty cites: typed
//! values the window, the CLI and the printed documents render from here, in Japanese and
//! English.

use crate::{t, Text};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// The rule a penalty applies: an article of the profile's rules, or the event's own
/// regulation where no rule gives one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "rules", rename_all = "kebab-case")]
#[ts(export)]
pub enum Article {
    /// The Chinese rules (2002), by section: `21.1`, `19`, `22.2`.
    Chinese { section: String },
    /// The Japan Othello Association's competition rules, by section: `11–12`, `18`.
    Joa { section: String },
    /// No rule gives it: the event's own lateness regulation (`double`: charged twice).
    EventLateness { double: bool },
}

impl Article {
    pub fn text(&self) -> Text {
        match self {
            Article::Chinese { section } => t(
                format!("Chinese rules §{section}"),
                format!("中国囲碁規則 {}", japanese_section(section)),
            ),
            Article::Joa { section } => t(
                format!("JOA rules §{section}"),
                format!("日本オセロ連盟競技ルール {}", japanese_section(section)),
            ),
            Article::EventLateness { double: true } => t(
                "tournament rule (lateness charged double)".into(),
                "大会規定（遅刻時間の2倍を消費）".into(),
            ),
            Article::EventLateness { double: false } => t(
                "tournament rule (lateness)".into(),
                "大会規定（遅刻）".into(),
            ),
        }
    }
}

impl std::fmt::Display for Article {
    /// English, for logs and tests.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text().en)
    }
}

/// `21.1` → `第21条1`, `11–12` → `第11–12条`.
fn japanese_section(section: &str) -> String {
    match section.split_once('.') {
        Some((article, item)) => format!("第{article}条{item}"),
        None => format!("第{section}条"),
    }
}

/// The effect of a penalty.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "kind", rename_all = "kebab-case")]
#[ts(export)]
pub enum Effect {
    /// Seconds taken off the player's clock.
    TimeCharged { late_s: u32, charged_s: u32 },
    /// The player loses the game without playing.
    LossByLateness { late_s: u32 },
    /// The player never came.
    LossByAbsence,
    /// The player came late and chose to forfeit (JOA rules §12).
    ChoseForfeit,
    /// A warning; `count` is the player's warnings so far in the game.
    Warning { count: u32 },
    /// One stone moves from the offender's count to the opponent's (Chinese rules §22.1).
    StoneDeducted,
    /// Second warning: loss (Chinese rules §22.2).
    LossByWarnings,
}

impl Effect {
    pub fn text(self) -> Text {
        let mmss = |s: u32| format!("{}:{:02}", s / 60, s % 60);
        let ja_time = |s: u32| {
            if s.is_multiple_of(60) {
                format!("{}分", s / 60)
            } else {
                format!("{}分{}秒", s / 60, s % 60)
            }
        };
        match self {
            Effect::TimeCharged { late_s, charged_s } if charged_s == late_s => t(
                format!("late {}: {} off the clock", mmss(late_s), mmss(charged_s)),
                format!(
                    "{}の遅刻：持ち時間から{}減",
                    ja_time(late_s),
                    ja_time(charged_s)
                ),
            ),
            Effect::TimeCharged {
                late_s,
                charged_s: 0,
            } => t(
                format!(
                    "late {}: nothing off the clock, the opponent came later",
                    mmss(late_s)
                ),
                format!("{}の遅刻：相手がさらに遅れたため減算なし", ja_time(late_s)),
            ),
            Effect::TimeCharged { late_s, charged_s } if charged_s < late_s => t(
                format!(
                    "late {}: {} off the clock, from the opponent's arrival",
                    mmss(late_s),
                    mmss(charged_s)
                ),
                format!(
                    "{}の遅刻：相手の到着から{}減",
                    ja_time(late_s),
                    ja_time(charged_s)
                ),
            ),
            Effect::TimeCharged { late_s, charged_s } => t(
                format!(
                    "late {}: charged double, {} off the clock",
                    mmss(late_s),
                    mmss(charged_s)
                ),
                format!(
                    "{}の遅刻：2倍の{}を消費",
                    ja_time(late_s),
                    ja_time(charged_s)
                ),
            ),
            Effect::LossByLateness { late_s } => t(
                format!("late {}: loses the game", mmss(late_s)),
                format!("{}の遅刻：負け", ja_time(late_s)),
            ),
            Effect::LossByAbsence => t(
                "did not come: loses by forfeit".into(),
                "欠席：不戦敗".into(),
            ),
            Effect::ChoseForfeit => t(
                "came late and chose to forfeit".into(),
                "遅刻して不戦敗を選択".into(),
            ),
            Effect::Warning { count } => t(format!("warning {count}"), format!("警告{count}回目")),
            Effect::StoneDeducted => t(
                "one stone moves to the opponent's count".into(),
                "1子を相手の領有へ".into(),
            ),
            Effect::LossByWarnings => t(
                "second warning: loses the game".into(),
                "警告2回：負け".into(),
            ),
        }
    }

    /// In English, for the command line's JSON status and the tests.
    pub fn describe(self) -> String {
        self.text().en
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn articles_and_effects_read_in_both_languages() {
        let a = Article::Chinese {
            section: "21.1".into(),
        };
        assert_eq!(a.text().en, "Chinese rules §21.1");
        assert_eq!(a.text().ja, "中国囲碁規則 第21条1");
        let j = Article::Joa {
            section: "11–12".into(),
        };
        assert_eq!(j.text().ja, "日本オセロ連盟競技ルール 第11–12条");
        let e = Effect::TimeCharged {
            late_s: 3599,
            charged_s: 7198,
        };
        assert_eq!(
            e.text().en,
            "late 59:59: charged double, 119:58 off the clock"
        );
        assert_eq!(e.text().ja, "59分59秒の遅刻：2倍の119分58秒を消費");
    }
}
