//! The tournament and its settings: creating it, the event's own values.

use crate::{t, Text};
use strum::{EnumIter, IntoStaticStr};

#[derive(Debug, Clone, PartialEq, Eq, EnumIter, IntoStaticStr)]
#[strum(serialize_all = "kebab-case")]
pub enum SettingRefusal {
    NoName,
    RoundCount {
        rounds: u32,
        most: u32,
    },
    BadDate {
        text: String,
    },
    ProfileMismatch {
        given: String,
        profile: String,
    },
    BarBelowFloor {
        bar: String,
        floor: String,
    },
    GoOnly {
        what: String,
        profile: String,
    },
    OthelloOnly {
        what: String,
        profile: String,
    },
    HandicapCap {
        stones: u32,
    },
    Reduction {
        stones: u32,
    },
    RanksPerStone {
        ranks: u32,
    },
    Komi {
        what: String,
        text: String,
    },
    UnknownRank {
        what: String,
    },
    RoundHasDraws {
        round: u32,
    },
    MethodForRound {
        round: u32,
    },
    NotAMethod {
        text: String,
    },
    Discs {
        what: String,
        value: i32,
        low: i32,
        high: i32,
    },
    TieBreakFirst,
    TieBreakTwice {
        name: String,
    },
    NotATieBreak {
        text: String,
    },
    ConfirmAfterResults,
    BadValue {
        flag: String,
        text: String,
        expected: String,
    },
    UnknownLanguage {
        text: String,
    },
}

impl SettingRefusal {
    pub fn text(&self) -> Text {
        use SettingRefusal::*;
        match self {
            NoName => t("the tournament needs a name".into(), "大会名が必要です".into()),
            RoundCount { rounds, most } => t(
                format!("{rounds} rounds is not possible: choose between 1 and {most}"),
                format!("{rounds}回戦にはできません。1から{most}の間で選んでください"),
            ),
            BadDate { text } => t(
                format!("the date \"{text}\" is not a date: write it as YYYY-MM-DD, e.g. 2026-11-23"),
                format!("日付「{text}」は日付ではありません。2026-11-23 のように書いてください"),
            ),
            ProfileMismatch { given, profile } => t(
                format!("these pairing settings are for {given}, but the tournament plays {profile}: keep the tournament's rule profile"),
                format!("この組合せ設定は {given} 用ですが、大会は {profile} です。大会のルールのままにしてください"),
            ),
            BarBelowFloor { bar, floor } => t(
                format!("the McMahon bar ({bar}) is below the floor ({floor}): raise the bar or lower the floor"),
                format!("マクマホンの上限（{bar}）が下限（{floor}）より下です。上限を上げるか下限を下げてください"),
            ),
            GoOnly { what, profile } => t(
                format!("the setting {what} is for Go, and this tournament plays {profile}"),
                format!("設定「{what}」は囲碁用で、この大会は {profile} です"),
            ),
            OthelloOnly { what, profile } => t(
                format!("the setting {what} is for Othello, and this tournament plays {profile}"),
                format!("設定「{what}」はオセロ用で、この大会は {profile} です"),
            ),
            HandicapCap { stones } => t(
                format!("a handicap is at most 9 stones, not {stones}: give 0–9 (0: every game even)"),
                format!("置石は最大9子で、{stones}子にはできません。0〜9で指定してください（0：すべて互先）"),
            ),
            Reduction { stones } => t(
                format!("a handicap reduction of {stones} stones would make every game even: give 0–9"),
                format!("置石を{stones}子減らすとすべて互先になります。0〜9で指定してください"),
            ),
            RanksPerStone { ranks } => t(
                format!("{ranks} ranks per handicap stone cannot be: give 1 (a stone a rank) to 9"),
                format!("置石1子あたり{ranks}段級差にはできません。1〜9で指定してください"),
            ),
            Komi { what, text } => t(
                format!("{what} {text} is not a komi: give points in quarters between -50 and 50, e.g. 6.5, 7.5 or 0.5"),
                format!("{what} の {text} はコミになりません。-50から50の間で、6.5・7.5・0.5 のように書いてください"),
            ),
            UnknownRank { what } => t(
                format!("the setting {what} must be a rank such as 3d or 20k, not unknown"),
                format!("設定「{what}」は 3d や 20k のような段級位にしてください（不明は使えません）"),
            ),
            RoundHasDraws { round } => t(
                format!("round {round} already has colour draws: its method can no longer change"),
                format!("第{round}回戦はすでに先後を決めているので、方式はもう変えられません"),
            ),
            MethodForRound { round } => t(
                format!("round {round}: say which hidden-stone method it draws with (kou, otsu or default)"),
                format!("第{round}回戦：伏せ石の方式を指定してください（kou・otsu・default）"),
            ),
            NotAMethod { text } => t(
                format!("\"{text}\" is not a hidden-stone method: give kou (甲, no draws) or otsu (乙, draws allowed)"),
                format!("「{text}」は伏せ石の方式ではありません。kou（甲、引き分けなし）か otsu（乙、引き分けあり）です"),
            ),
            Discs { what, value, low, high } => t(
                format!("the setting {what} cannot count {value:+} stones: give {low} to {high}"),
                format!("設定「{what}」を{value:+}石にはできません。{low}から{high}の間で指定してください"),
            ),
            TieBreakFirst => t(
                "the standings must rank by results first: start the order with score (McMahon score, or wins) or wins".into(),
                "順位はまず成績で決めます。順序は得点（マクマホン得点）か勝数から始めてください".into(),
            ),
            TieBreakTwice { name } => t(
                format!("{name} appears twice in the order: name each criterion once"),
                format!("{name} が順序に2回出てきます。各基準は1回だけにしてください"),
            ),
            NotATieBreak { text } => t(
                format!("\"{text}\" is not a tie-break; use score, wins, sos, sosos, sodos, stone-diff, head-to-head or lot"),
                format!("「{text}」は順位の基準ではありません。score・wins・sos・sosos・sodos・stone-diff・head-to-head・lot から選んでください"),
            ),
            ConfirmAfterResults => t(
                "results are already in: a changed setting applies to the rounds paired from now on, and the history keeps the change; confirm to go ahead (--yes)".into(),
                "すでに結果が入っています。変更はこれから組み合わせる回戦に使われ、履歴に残ります。続けるには確認してください（--yes）".into(),
            ),
            BadValue { flag, text, expected } => t(
                format!("--{flag} {text}: give {expected}"),
                format!("--{flag} {text}：{expected} を指定してください"),
            ),
            UnknownLanguage { text } => t(
                format!("\"{text}\" is not a language: give ja or en"),
                format!("「{text}」は言語ではありません。ja か en を指定してください"),
            ),
        }
    }
}

/// The article a setting's value comes from, as the settings screen and `taikai settings`
/// name it (the code is the kebab-case name: `chinese-21`).
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    serde::Serialize,
    serde::Deserialize,
    ts_rs::TS,
    EnumIter,
    IntoStaticStr,
)]
#[ts(export)]
pub enum SettingArticle {
    #[serde(rename = "chinese-11")]
    #[strum(serialize = "chinese-11")]
    Chinese11,
    #[serde(rename = "chinese-21")]
    #[strum(serialize = "chinese-21")]
    Chinese21,
    #[serde(rename = "seed-001-komi")]
    #[strum(serialize = "seed-001-komi")]
    Seed001Komi,
    #[serde(rename = "seed-001-handicap")]
    #[strum(serialize = "seed-001-handicap")]
    Seed001Handicap,
    #[serde(rename = "joa-11-12")]
    #[strum(serialize = "joa-11-12")]
    Joa11To12,
    #[serde(rename = "joa-16")]
    #[strum(serialize = "joa-16")]
    Joa16,
    #[serde(rename = "joa-18-win")]
    #[strum(serialize = "joa-18-win")]
    Joa18Win,
    #[serde(rename = "joa-18-loss")]
    #[strum(serialize = "joa-18-loss")]
    Joa18Loss,
}

impl SettingArticle {
    pub fn code(self) -> &'static str {
        self.into()
    }

    pub fn text(self) -> Text {
        use SettingArticle::*;
        let (en, ja) = match self {
            Chinese11 => (
                "Chinese rules §11: komi 3¾ stones",
                "中国囲碁規則 第11条：コミ3¾子",
            ),
            Chinese21 => (
                "Chinese rules §21.1: one hour or more late loses",
                "中国囲碁規則 第21条1：1時間以上の遅刻は負け",
            ),
            Seed001Komi => (
                "Japanese Go rules as played (seed 001): komi 6.5",
                "日本の囲碁ルール（資料001）：コミ6目半",
            ),
            Seed001Handicap => (
                "Japanese Go rules as played (seed 001): no komi in handicap games",
                "日本の囲碁ルール（資料001）：置碁にコミはない",
            ),
            Joa11To12 => (
                "JOA rules §11–12: the late player's clock runs; no loss for lateness",
                "日本オセロ連盟競技ルール 第11–12条：遅刻者の時計を進める（遅刻による負けはない）",
            ),
            Joa16 => (
                "JOA rules §16: both out of time, both lose by 2 discs",
                "日本オセロ連盟競技ルール 第16条：双方時間切れは双方2石負け",
            ),
            Joa18Win => (
                "JOA rules §18: a forfeit win counts 40-24, +16",
                "日本オセロ連盟競技ルール 第18条：不戦勝は40-24（+16）",
            ),
            Joa18Loss => (
                "JOA rules §18: a forfeit loss counts 0-64, −64",
                "日本オセロ連盟競技ルール 第18条：不戦敗は0-64（−64）",
            ),
        };
        t(en.to_string(), ja.to_string())
    }
}
