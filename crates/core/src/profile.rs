//! Rule profiles as data. A profile is one description ([`Rules`]): the game and its
//! counting, komi, colour draw, time control and lateness policy, warnings, forfeit scores
//! and the default tie-breaks, each with the article it comes from. The rest of Taikai reads
//! these values; nothing else matches on a profile's name. A tournament overrides a value
//! in its settings, and the settings screen shows whether a value is the article's or the
//! event's own regulation. Adding a profile is one more arm of [`Profile::rules`] (and its
//! title); KataGo's `rules.h` keeps Go rules the same way.
//!
//! This module sits at the bottom of the crate: it names the types a description holds
//! (pairing system, lateness policy, tie-breaks) and depends on no module that reads it.

use crate::clock::TimeControl;
use crate::results::OthelloScoring;
use serde::{Deserialize, Serialize};
use taikai_catalogue::{Article, SettingArticle, Text};
use ts_rs::TS;

/// The rule profile of a tournament (domain.md §1). What it decides is in [`Rules`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
pub enum Profile {
    /// Go, Japanese Rules 2011: territory counting, komi 6.5.
    GoJapanese,
    /// Go, Chinese Rules 2002: area counting, komi 3¾ stones.
    GoChinese,
    /// Othello, Japan Othello Association competition rules.
    OthelloJoa,
}

kebab_names!(
    Profile,
    "rule profile",
    GoJapanese = "go-japanese",
    GoChinese = "go-chinese",
    OthelloJoa = "othello-joa"
);

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
pub enum PairingSystem {
    Mcmahon,
    Swiss,
    RoundRobin,
    Knockout,
}

kebab_names!(
    PairingSystem,
    "pairing system",
    Mcmahon = "mcmahon",
    Swiss = "swiss",
    RoundRobin = "round-robin",
    Knockout = "knockout"
);

/// The game a profile plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
#[ts(export)]
pub enum GameKind {
    Go,
    Othello,
}

/// How a finished game is counted, and so what a margin is measured in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
#[ts(export)]
pub enum Counting {
    /// Territory and prisoners, margins in points 目 (half points with komi).
    Territory,
    /// Area, margins in stones 子 (quarter stones with 3¾ komi).
    Area,
    /// Discs on the board, margins as the disc difference 石差.
    Discs,
}

/// How the colours of an even game are drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
#[ts(export)]
pub enum ColourDraw {
    /// Nigiri 握り (Go).
    Nigiri,
    /// The hidden stone 伏せ石 (JOA rules).
    HiddenStone,
}

/// The rule applied to a late player. Every limit is editable per tournament.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "kind", rename_all = "kebab-case")]
#[ts(export)]
pub enum LatenessPolicy {
    /// Chinese rules §21.1–2: late by `loss_after_min` or more loses (both: both lose);
    /// less, and the late player's clock is charged double the lateness.
    ChargeDouble { loss_after_min: u32 },
    /// JOA rules §11–12: the late player's clock runs from the start time and the game is
    /// played with what is left; on arrival they may choose to forfeit. `loss_after_min`
    /// (Japanese-rules events, where the seeds give no rule) makes a long lateness a loss.
    ClockRuns { loss_after_min: Option<u32> },
}

impl LatenessPolicy {
    /// The limit from which lateness loses, in minutes (`None`: the clock alone decides).
    pub fn loss_after_min(self) -> Option<u32> {
        match self {
            LatenessPolicy::ChargeDouble { loss_after_min } => Some(loss_after_min),
            LatenessPolicy::ClockRuns { loss_after_min } => loss_after_min,
        }
    }

    fn same_kind(self, other: LatenessPolicy) -> bool {
        std::mem::discriminant(&self) == std::mem::discriminant(&other)
    }
}

/// One criterion of the standings order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
#[ts(export)]
pub enum TieBreak {
    /// McMahon score (McMahon) or wins (other systems).
    Score,
    /// Wins, a draw counting half.
    Wins,
    /// Sum of opponents' scores.
    Sos,
    /// Sum of opponents' SOS.
    Sosos,
    /// Sum of the scores of opponents beaten (half for a draw).
    Sodos,
    /// Total stone difference 石差合計 (Othello).
    StoneDiff,
    /// Results among the players still tied.
    HeadToHead,
    /// Drawn by lot from the settings' seed.
    Lot,
}

/// Everything a profile decides, with the article each value comes from. An absent article
/// means the seeds are silent and the value is the event's own regulation.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct Rules {
    pub profile: Profile,
    /// The profile's name as headings and menus show it.
    pub title: Text,
    pub game: GameKind,
    pub counting: Counting,
    /// The komi of an even game, in points (`None`: Othello).
    pub komi: Option<f64>,
    pub komi_article: Option<SettingArticle>,
    /// A margin is a multiple of `1 / margin_steps`: half points, quarter stones.
    pub margin_steps: u32,
    pub colour_draw: ColourDraw,
    pub default_system: PairingSystem,
    /// The time control of the software clocks and the result card, as clubs play it.
    pub time_control: TimeControl,
    pub lateness: LatenessPolicy,
    /// The article the lateness policy applies, shown with every lateness effect.
    pub lateness_article: Option<Article>,
    /// How the settings screen cites that article.
    pub lateness_source: Option<SettingArticle>,
    /// A late player may choose to forfeit on arrival (JOA rules §12).
    pub forfeit_on_arrival: bool,
    /// Warnings are counted, the second losing the game (Chinese rules §22).
    pub warnings: bool,
    /// Disc differences of games not played out (JOA rules §16, §18).
    pub othello: Option<OthelloScoring>,
    pub tie_breaks: Vec<TieBreak>,
}

impl Profile {
    /// The profile's description.
    pub fn rules(self) -> Rules {
        let go_clock = TimeControl::ByoYomi {
            main_s: 40 * 60,
            periods: 3,
            period_s: 30,
        };
        let go_order = vec![
            TieBreak::Score,
            TieBreak::Sos,
            TieBreak::Sosos,
            TieBreak::Sodos,
        ];
        let text = |en: &str, ja: &str| Text::new(en.to_string(), ja.to_string());
        match self {
            Profile::GoJapanese => Rules {
                profile: self,
                title: text(
                    "Go — Japanese rules (komi 6.5)",
                    "囲碁・日本ルール（コミ6目半）",
                ),
                game: GameKind::Go,
                counting: Counting::Territory,
                komi: Some(6.5),
                komi_article: Some(SettingArticle::Seed001Komi),
                margin_steps: 2,
                colour_draw: ColourDraw::Nigiri,
                default_system: PairingSystem::Mcmahon,
                time_control: go_clock,
                // No seed gives a lateness rule: the clock runs, a limit is the event's own.
                lateness: LatenessPolicy::ClockRuns {
                    loss_after_min: None,
                },
                lateness_article: None,
                lateness_source: None,
                forfeit_on_arrival: false,
                warnings: false,
                othello: None,
                tie_breaks: go_order,
            },
            Profile::GoChinese => Rules {
                profile: self,
                title: text(
                    "Go — Chinese rules (komi 3¾ stones)",
                    "囲碁・中国ルール（コミ3子¾）",
                ),
                game: GameKind::Go,
                counting: Counting::Area,
                komi: Some(7.5),
                komi_article: Some(SettingArticle::Chinese11),
                margin_steps: 4,
                colour_draw: ColourDraw::Nigiri,
                default_system: PairingSystem::Mcmahon,
                time_control: go_clock,
                lateness: LatenessPolicy::ChargeDouble { loss_after_min: 60 },
                lateness_article: Some(Article::Chinese {
                    section: "21.1".into(),
                }),
                lateness_source: Some(SettingArticle::Chinese21),
                forfeit_on_arrival: false,
                warnings: true,
                othello: None,
                tie_breaks: go_order,
            },
            Profile::OthelloJoa => Rules {
                profile: self,
                title: text(
                    "Othello — JOA competition rules",
                    "オセロ・日本オセロ連盟競技ルール",
                ),
                game: GameKind::Othello,
                counting: Counting::Discs,
                komi: None,
                komi_article: None,
                margin_steps: 1,
                colour_draw: ColourDraw::HiddenStone,
                default_system: PairingSystem::Swiss,
                time_control: TimeControl::Absolute { main_s: 20 * 60 },
                lateness: LatenessPolicy::ClockRuns {
                    loss_after_min: None,
                },
                lateness_article: Some(Article::Joa {
                    section: "11–12".into(),
                }),
                lateness_source: Some(SettingArticle::Joa11To12),
                forfeit_on_arrival: true,
                warnings: false,
                othello: Some(OthelloScoring::default()),
                tie_breaks: vec![
                    TieBreak::Wins,
                    TieBreak::StoneDiff,
                    TieBreak::HeadToHead,
                    TieBreak::Lot,
                ],
            },
        }
    }

    pub fn is_go(self) -> bool {
        self.rules().game == GameKind::Go
    }

    /// The komi of an even game under this profile, in points (domain.md §1).
    pub fn default_komi(self) -> Option<f64> {
        self.rules().komi
    }

    /// The pairing system a club would expect by default.
    pub fn default_system(self) -> PairingSystem {
        self.rules().default_system
    }
}

impl Rules {
    /// The article a lateness policy applies, as shown to the players: the profile's own
    /// when the policy is of its kind, otherwise the event's regulation.
    pub fn lateness_article_for(&self, policy: LatenessPolicy) -> Article {
        match &self.lateness_article {
            Some(article) if policy.same_kind(self.lateness) => article.clone(),
            _ => Article::EventLateness {
                double: matches!(policy, LatenessPolicy::ChargeDouble { .. }),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_profile_reads_back_from_its_name() {
        for p in Profile::ALL {
            assert_eq!(p.name().parse::<Profile>().unwrap(), *p);
            assert_eq!(p.rules().profile, *p);
        }
        let e = "go-korean".parse::<Profile>().unwrap_err();
        assert!(e.contains("go-japanese, go-chinese, othello-joa"), "{e}");
    }

    #[test]
    fn each_profile_says_what_the_rules_give() {
        assert_eq!(Profile::GoJapanese.default_komi(), Some(6.5));
        assert_eq!(Profile::GoChinese.default_komi(), Some(7.5));
        assert_eq!(Profile::OthelloJoa.default_komi(), None);
        assert_eq!(Profile::GoChinese.rules().margin_steps, 4, "quarter stones");
        assert!(Profile::GoChinese.rules().warnings);
        assert!(Profile::OthelloJoa.rules().forfeit_on_arrival);
        assert_eq!(
            Profile::OthelloJoa.rules().colour_draw,
            ColourDraw::HiddenStone
        );
    }

    #[test]
    fn a_changed_lateness_policy_is_the_events_regulation() {
        let chinese = Profile::GoChinese.rules();
        let own = chinese.lateness_article_for(LatenessPolicy::ChargeDouble { loss_after_min: 30 });
        assert_eq!(
            own,
            chinese.lateness_article.clone().unwrap(),
            "same kind, same article"
        );
        let event = chinese.lateness_article_for(LatenessPolicy::ClockRuns {
            loss_after_min: None,
        });
        assert_eq!(event, Article::EventLateness { double: false });
        let japanese = Profile::GoJapanese.rules();
        assert_eq!(
            japanese.lateness_article_for(japanese.lateness),
            Article::EventLateness { double: false },
            "no seed gives Japanese-rules Go a lateness rule"
        );
    }
}
