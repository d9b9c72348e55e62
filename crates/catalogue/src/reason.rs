//! Why two players meet: each part of a board's explanation as a typed value with its data,
//! rendered in Japanese and English here. The pairing writes these, the file keeps them (as
//! JSON), the window and the CLI render them; nobody parses a sentence again.

use crate::{list_en, list_ja, t, Text};
use serde::{Deserialize, Serialize};
use strum::{EnumIter, IntoStaticStr};
use ts_rs::TS;

/// What the score is called: McMahon score or plain score.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "lowercase")]
#[ts(export)]
pub enum ScoreName {
    #[default]
    Score,
    Mms,
}

impl ScoreName {
    fn words(self) -> (&'static str, &'static str) {
        match self {
            ScoreName::Score => ("score", "得点"),
            ScoreName::Mms => ("MMS", "MMS"),
        }
    }
}

/// A colour, as a reason names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "lowercase")]
#[ts(export)]
pub enum StoneColour {
    #[default]
    Black,
    White,
}

/// Why an avoidance (same club, same family/school) was given up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
#[ts(export)]
pub enum GivenUp {
    /// The score group holds no one else.
    #[default]
    NoOtherPlayer,
    /// Every other pairing of the score group is worse.
    NoOtherPairing,
    /// Avoiding it would float more players.
    MoreFloating,
}

impl GivenUp {
    fn words(self) -> (&'static str, &'static str) {
        match self {
            GivenUp::NoOtherPlayer => {
                ("no other player in the score group", "同点群に他の相手なし")
            }
            GivenUp::NoOtherPairing => (
                "no other pairing in the score group",
                "同点群に他の組合せなし",
            ),
            GivenUp::MoreFloating => (
                "no other pairing without more floating",
                "避けると点数差が増える",
            ),
        }
    }
}

/// One part of why two players meet at a board, with its data. Scores are written as the
/// standings show them (`22`, `1.5`), komi as the board shows it (`6.5`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, EnumIter, IntoStaticStr)]
#[serde(tag = "code", rename_all = "kebab-case")]
// The aliases read the camelCase field names that tournament files of format 4 stored.
#[strum(serialize_all = "kebab-case")]
#[ts(export)]
pub enum PairingReason {
    /// Both have the same score.
    SameScoreGroup {
        name: ScoreName,
        high: String,
        low: String,
    },
    /// The higher player floats down to a lower score group.
    FloatsDown {
        name: ScoreName,
        high: String,
        low: String,
        player: String,
    },
    /// The two play for the same club: avoidance given up.
    SameClub { club: String, why: GivenUp },
    /// The two share a family/school tag: avoidance given up.
    SameGroup { group: String, why: GivenUp },
    /// The handicap is capped below what the ranks ask for.
    HandicapLimited { stones: u32, asked: u32 },
    /// Each player's colours so far (`B`, `W`, `h` for a handicap game), top player first.
    Colours {
        high: String,
        high_colours: String,
        low: String,
        low_colours: String,
    },
    /// They met before: no pairing without a rematch exists.
    Rematch,
    /// They met before, and the TD paired them again.
    RematchByTd,
    /// A handicap game: the weaker takes black (`rank` empty when not shown).
    HandicapBlack {
        stones: u32,
        player: String,
        rank: String,
    },
    /// Both had more of one colour: balance could not be kept for both.
    BalanceGivenUp { more: StoneColour },
    /// The player who had black less often takes black.
    TakesBlack { player: String },
    /// Go: nigiri at the board; the leader grabs the white stones (Chinese rules §10).
    Nigiri { leader: String },
    /// Othello: the hidden stone at the board; the leader hides the disc (JOA rules §1).
    HiddenStone { leader: String },
    /// Even game with komi.
    EvenGame { komi: String },
    /// Komi on a handicap game.
    Komi { komi: String },
    /// The TD fixed this pair.
    FixedByTd,
    /// The scores of a fixed pair.
    Scores {
        name: ScoreName,
        high: String,
        low: String,
    },
    /// The round-robin table's board.
    RoundRobin {
        round: u32,
        first: u32,
        first_name: String,
        second: u32,
        second_name: String,
        first_score: String,
        second_score: String,
    },
    /// Round robin: colours are drawn at the board.
    DrawnAtBoard,
    /// Round robin: the first named in the table takes black.
    FirstNamedBlack,
    /// A knockout game; `players` is how many are left in the bracket (2: the final).
    Knockout {
        players: u32,
        round: u32,
        rounds: u32,
        high_seed: u32,
        high: String,
        low_seed: u32,
        low: String,
    },
    /// Knockout: a draw goes to the holder of the draw-win right.
    DrawWinDecides,
    /// An explanation written by an earlier Taikai as one English text, kept as it was.
    Recorded { text: String },
}

impl PairingReason {
    /// The stable code, e.g. `same-score-group`.
    pub fn code(&self) -> &'static str {
        self.into()
    }

    /// Whether the round screen shows this part in its short line: scores and every
    /// criterion given up. What the row already shows (colours, komi, the draw) is left to the
    /// full explanation.
    pub fn brief(&self) -> bool {
        use PairingReason::*;
        match self {
            SameScoreGroup { .. }
            | FloatsDown { .. }
            | SameClub { .. }
            | SameGroup { .. }
            | HandicapLimited { .. }
            | Rematch
            | RematchByTd
            | BalanceGivenUp { .. }
            | TakesBlack { .. }
            | FixedByTd
            | Scores { .. }
            | RoundRobin { .. }
            | Knockout { .. }
            | Recorded { .. } => true,
            Colours { .. }
            | HandicapBlack { .. }
            | Nigiri { .. }
            | HiddenStone { .. }
            | EvenGame { .. }
            | Komi { .. }
            | DrawnAtBoard
            | FirstNamedBlack
            | DrawWinDecides => false,
        }
    }

    /// This part in English and Japanese.
    pub fn text(&self) -> Text {
        use PairingReason::*;
        match self {
            SameScoreGroup { name, high, low } => {
                let (en, ja) = name.words();
                t(
                    format!("{en} {high} – {low}: same score group"),
                    format!("{ja} {high} – {low}：同点"),
                )
            }
            FloatsDown {
                name,
                high,
                low,
                player,
            } => {
                let (en, ja) = name.words();
                t(
                    format!("{en} {high} – {low}: {player} floats down, no better pairing inside the score groups"),
                    format!("{ja} {high} – {low}：{player}が下の点数群へ"),
                )
            }
            SameClub { club, why } => {
                let (en, ja) = why.words();
                t(
                    format!("same club ({club}): {en}"),
                    format!("同じ所属（{club}）：{ja}"),
                )
            }
            SameGroup { group, why } => {
                let (en, ja) = why.words();
                t(
                    format!("same family/school ({group}): {en}"),
                    format!("同じ家族・学校（{group}）：{ja}"),
                )
            }
            HandicapLimited { stones, asked } => t(
                format!("handicap limited to {stones} stones (the ranks ask for {asked}): no closer opponent"),
                format!("置石を{stones}子に制限（段級差では{asked}子）：近い相手なし"),
            ),
            Colours {
                high,
                high_colours,
                low,
                low_colours,
            } => {
                let en = |c: &str| {
                    if c.is_empty() {
                        "none yet".to_string()
                    } else {
                        c.to_string()
                    }
                };
                let ja = |c: &str| {
                    if c.is_empty() {
                        "まだなし".to_string()
                    } else {
                        c.chars()
                            .map(|c| match c {
                                'B' => '黒',
                                'W' => '白',
                                'h' => '置',
                                other => other,
                            })
                            .collect()
                    }
                };
                t(
                    format!(
                        "colours {high} {}, {low} {}",
                        en(high_colours),
                        en(low_colours)
                    ),
                    format!(
                        "これまでの手番 {high} {}、{low} {}",
                        ja(high_colours),
                        ja(low_colours)
                    ),
                )
            }
            Rematch => t(
                "rematch: no pairing without one exists".into(),
                "再戦：再戦のない組合せがない".into(),
            ),
            RematchByTd => t(
                "rematch (the TD's choice)".into(),
                "再戦（TDの指定）".into(),
            ),
            HandicapBlack {
                stones,
                player,
                rank,
            } => {
                let (who_en, who_ja) = if rank.is_empty() {
                    (player.clone(), player.clone())
                } else {
                    (format!("{player} ({rank})"), format!("{player}（{rank}）"))
                };
                if *stones == 1 {
                    t(
                        format!("定先, no stones: {who_en} takes black"),
                        format!("定先（置石なし）：{who_ja}が黒"),
                    )
                } else {
                    t(
                        format!("{stones} stones: {who_en} takes black"),
                        format!("{stones}子局：{who_ja}が黒"),
                    )
                }
            }
            BalanceGivenUp { more } => {
                let (en, ja) = match more {
                    StoneColour::Black => ("black", "黒"),
                    StoneColour::White => ("white", "白"),
                };
                t(
                    format!("colour balance given up: both had more {en}"),
                    format!("手番の均衡を断念：両者とも{ja}が多い"),
                )
            }
            TakesBlack { player } => t(
                format!("{player} takes black: had black less often"),
                format!("{player}が黒（黒番が少ない）"),
            ),
            Nigiri { leader } => t(
                format!("nigiri at the board: {leader} grabs the white stones (Chinese rules §10)"),
                format!("盤でニギリ：{leader}が白石を握る（中国囲碁規則 第10条）"),
            ),
            HiddenStone { leader } => t(
                format!("伏せ石 at the board: {leader} hides the disc (JOA rules §1)"),
                format!("盤で伏せ石：{leader}が石を伏せる（日本オセロ連盟競技ルール 第1条）"),
            ),
            EvenGame { komi } => t(
                format!("even game, komi {komi}"),
                format!("互先、コミ{komi}"),
            ),
            Komi { komi } => t(format!("komi {komi}"), format!("コミ{komi}")),
            FixedByTd => t("fixed by the TD".into(), "TDが固定".into()),
            Scores { name, high, low } => {
                let (en, ja) = name.words();
                t(format!("{en} {high} – {low}"), format!("{ja} {high} – {low}"))
            }
            RoundRobin {
                round,
                first,
                first_name,
                second,
                second_name,
                first_score,
                second_score,
            } => t(
                format!("round robin, Berger table round {round}: no. {first} {first_name} – no. {second} {second_name} (scores {first_score} – {second_score})"),
                format!("総当たり（ベルガー表 第{round}回戦）：{first}番 {first_name} – {second}番 {second_name}（得点 {first_score} – {second_score}）"),
            ),
            DrawnAtBoard => t(
                "colours drawn at the board".into(),
                "手番は盤で決める".into(),
            ),
            FirstNamedBlack => t(
                "the first named takes black".into(),
                "表で先に書かれた選手が黒".into(),
            ),
            Knockout {
                players,
                round,
                rounds,
                high_seed,
                high,
                low_seed,
                low,
            } => {
                let (stage_en, stage_ja) = match players {
                    2 => ("final".to_string(), "決勝".to_string()),
                    4 => ("semi-final".to_string(), "準決勝".to_string()),
                    8 => ("quarter-final".to_string(), "準々決勝".to_string()),
                    n => (format!("round of {n}"), format!("{n}強")),
                };
                t(
                    format!("knockout {stage_en} (round {round} of {rounds}): seed {high_seed} {high} – seed {low_seed} {low}"),
                    format!("トーナメント{stage_ja}（全{rounds}回戦の第{round}回戦）：シード{high_seed} {high} – シード{low_seed} {low}"),
                )
            }
            DrawWinDecides => t(
                "a draw goes to the holder of the draw-win right".into(),
                "引き分けは引き分け勝ちの権利を持つ側の勝ち".into(),
            ),
            Recorded { text } => t(text.clone(), text.clone()),
        }
    }

    /// Reasons as the `games.why` column keeps them: JSON. An explanation from an earlier
    /// Taikai (plain English, not JSON) reads as one [`PairingReason::Recorded`].
    pub fn read_stored(stored: &str) -> Vec<PairingReason> {
        let stored = stored.trim();
        if stored.is_empty() {
            return Vec::new();
        }
        from_stored(stored).unwrap_or_else(|_| {
            vec![PairingReason::Recorded {
                text: stored.to_string(),
            }]
        })
    }

    /// Reasons as the `games.why` column keeps them.
    pub fn to_stored(reasons: &[PairingReason]) -> String {
        serde_json::to_string(reasons).expect("reasons are plain data")
    }
}

impl std::fmt::Display for PairingReason {
    /// English, for logs and tests; people get [`PairingReason::text`] in their language.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text().en)
    }
}

/// A criterion of the pairing, as a note names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
#[ts(export)]
pub enum Criterion {
    #[default]
    Seeding,
    HandicapLimit,
    Club,
    ColourBalance,
    Score,
    Rematch,
}

impl Criterion {
    fn words(self) -> (&'static str, &'static str) {
        match self {
            Criterion::Seeding => ("seeding", "シード順"),
            Criterion::HandicapLimit => ("handicap limit", "置石の制限"),
            Criterion::Club => ("club", "同じ所属"),
            Criterion::ColourBalance => ("colour balance", "手番の均衡"),
            Criterion::Score => ("score", "点数"),
            Criterion::Rematch => ("rematch", "再戦"),
        }
    }
}

/// A remark on a round as a whole: the bye, what the optimum was taken over, the TD's reason
/// for pairing with results missing.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, EnumIter, IntoStaticStr)]
#[serde(tag = "code", rename_all = "kebab-case")]
// The aliases read the camelCase field names that tournament files of format 4 stored.
#[strum(serialize_all = "kebab-case")]
#[ts(export)]
pub enum PairingNote {
    /// The bye goes to the lowest player who has not had one; `had` lower or equal players
    /// already had one, `passed_over` were skipped because the rest could not be paired
    /// without a rematch.
    Bye {
        player: String,
        name: ScoreName,
        score: String,
        had: u32,
        passed_over: u32,
    },
    /// No pairing without a rematch exists: rematches kept to the fewest.
    RematchesKept,
    /// A criterion weighed at reduced resolution in a large, spread field.
    ReducedResolution { criterion: Criterion, bits: u32 },
    /// The pairing is optimal over every pairing (without rematches, when one exists).
    Optimal { rematch_free: bool, players: u32 },
    /// A knockout of `players`, seeded by rank.
    KnockoutField { players: u32 },
    /// Knockout: the top seeds with a bye.
    TopSeedByes { players: Vec<String> },
    /// A round robin by the Berger tables.
    RoundRobinField { players: u32, rounds: u32 },
    /// The TD paired with the previous round's results missing, and said why.
    PairedDespiteMissing {
        previous: u32,
        boards: Vec<u32>,
        reason: String,
    },
    /// A note written by an earlier Taikai as English text, kept as it was.
    Recorded { text: String },
}

impl PairingNote {
    /// The stable code, e.g. `bye`.
    pub fn code(&self) -> &'static str {
        self.into()
    }

    /// This note in English and Japanese.
    pub fn text(&self) -> Text {
        use PairingNote::*;
        match self {
            Bye {
                player,
                name,
                score,
                had,
                passed_over,
            } => {
                let (word_en, word_ja) = name.words();
                let mut en = format!(
                    "bye: {player} ({word_en} {score}), the lowest player who has not had a bye"
                );
                let mut ja =
                    format!("不戦勝：{player}（{word_ja} {score}）、まだ不戦勝のない最下位の選手");
                if *had > 0 {
                    en.push_str(&format!("; {had} lower or equal player(s) already had one"));
                    ja.push_str(&format!("。同点以下の{had}人は不戦勝済み"));
                }
                if *passed_over > 0 {
                    en.push_str(&format!("; {passed_over} lower player(s) passed over because the rest could not be paired without a rematch"));
                    ja.push_str(&format!(
                        "。残りを再戦なしで組めないため下位の{passed_over}人を飛ばした"
                    ));
                }
                t(en, ja)
            }
            RematchesKept => t(
                "no pairing without a rematch exists: rematches kept to the fewest".into(),
                "再戦のない組合せがないため、再戦を最少にした".into(),
            ),
            ReducedResolution { criterion, bits } => {
                let (en, ja) = criterion.words();
                t(
                    format!("the field is so large and spread that the {en} criterion was weighed at reduced resolution ({bits} bits)"),
                    format!("参加者が多く点差も大きいため、「{ja}」の基準は粗い分解能（{bits}ビット）で評価した"),
                )
            }
            Optimal {
                rematch_free,
                players,
            } => t(
                format!(
                    "optimal over every {}pairing of the {players} players paired by the computer (maximum-weight perfect matching, proved by its duals)",
                    if *rematch_free { "rematch-free " } else { "" }
                ),
                format!(
                    "コンピュータが組んだ{players}人の{}すべての組合せの中で最適（最大重み完全マッチング、双対で証明）",
                    if *rematch_free { "再戦のない" } else { "" }
                ),
            ),
            KnockoutField { players } => t(
                format!("knockout of {players} players, seeded by rank"),
                format!("{players}人のトーナメント、段級位順のシード"),
            ),
            TopSeedByes { players } => t(
                format!("byes (top seeds): {}", players.join(", ")),
                format!("不戦勝（上位シード）：{}", list_ja(players)),
            ),
            RoundRobinField { players, rounds } => t(
                format!("round robin of {players} players, {rounds} rounds (Berger tables); numbered by rank, then reading"),
                format!("{players}人の総当たり、全{rounds}回戦（ベルガー表）。番号は段級位順、同位は読み順"),
            ),
            PairedDespiteMissing {
                previous,
                boards,
                reason,
            } => {
                let items: Vec<String> = boards.iter().map(u32::to_string).collect();
                t(
                    format!(
                        "paired with round {previous}'s results missing on {} {}: {reason}",
                        if boards.len() == 1 { "board" } else { "boards" },
                        list_en(&items)
                    ),
                    format!(
                        "第{previous}回戦の{}番盤の結果がないまま組み合わせ：{reason}",
                        list_ja(&items)
                    ),
                )
            }
            Recorded { text } => t(text.clone(), text.clone()),
        }
    }

    /// Notes as the `rounds.notes` column keeps them: JSON. The notes of an earlier Taikai
    /// (a JSON list of English texts) read as [`PairingNote::Recorded`].
    pub fn read_stored(stored: &str) -> Vec<PairingNote> {
        let stored = stored.trim();
        if stored.is_empty() {
            return Vec::new();
        }
        if let Ok(notes) = from_stored(stored) {
            return notes;
        }
        match serde_json::from_str::<Vec<String>>(stored) {
            Ok(texts) => texts
                .into_iter()
                .map(|text| PairingNote::Recorded { text })
                .collect(),
            Err(_) => vec![PairingNote::Recorded {
                text: stored.to_string(),
            }],
        }
    }
}

impl std::fmt::Display for PairingNote {
    /// English, for logs and tests; people get [`PairingNote::text`] in their language.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text().en)
    }
}

/// Reads stored reasons or notes. Tournament files of format 4 stored their fields in
/// camelCase (`highColours`); their keys are read as the snake_case of today.
fn from_stored<T: serde::de::DeserializeOwned>(stored: &str) -> serde_json::Result<T> {
    fn snake_keys(value: serde_json::Value) -> serde_json::Value {
        use serde_json::Value;
        match value {
            Value::Array(items) => Value::Array(items.into_iter().map(snake_keys).collect()),
            Value::Object(map) => Value::Object(
                map.into_iter()
                    .map(|(key, v)| {
                        let mut snake = String::with_capacity(key.len() + 2);
                        for c in key.chars() {
                            if c.is_ascii_uppercase() {
                                snake.push('_');
                                snake.push(c.to_ascii_lowercase());
                            } else {
                                snake.push(c);
                            }
                        }
                        (snake, snake_keys(v))
                    })
                    .collect(),
            ),
            other => other,
        }
    }
    serde_json::from_value(snake_keys(serde_json::from_str(stored)?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;
    use strum::IntoEnumIterator;

    #[test]
    fn reasons_stored_by_format_4_in_camel_case_still_read() {
        let stored = r#"[{"code":"colours","high":"山田","highColours":"●●","low":"佐藤","lowColours":"○○"}]"#;
        let reasons = PairingReason::read_stored(stored);
        assert_eq!(
            reasons,
            vec![PairingReason::Colours {
                high: "山田".into(),
                high_colours: "●●".into(),
                low: "佐藤".into(),
                low_colours: "○○".into(),
            }]
        );
        assert_eq!(
            PairingReason::read_stored(&PairingReason::to_stored(&reasons)),
            reasons
        );
        let notes =
            PairingNote::read_stored(r#"[{"code":"optimal","rematchFree":true,"players":8}]"#);
        assert!(matches!(
            notes[..],
            [PairingNote::Optimal {
                rematch_free: true,
                players: 8
            }]
        ));
    }

    #[test]
    fn every_reason_reads_in_both_languages() {
        let mut codes = HashSet::new();
        for r in PairingReason::iter() {
            let code = r.code();
            assert!(codes.insert(code), "{code} twice");
            let text = r.text();
            let letters = text.en.chars().filter(char::is_ascii_alphabetic).count();
            if matches!(r, PairingReason::Recorded { .. }) {
                continue;
            }
            assert!(letters >= 4, "{code}: no English text");
            assert!(
                text.ja
                    .chars()
                    .any(|c| matches!(c, '\u{3040}'..='\u{30ff}' | '\u{4e00}'..='\u{9fff}')),
                "{code}: no Japanese text: {}",
                text.ja
            );
            assert_ne!(text.en, text.ja, "{code}");
        }
        assert!(codes.len() >= 20, "{} reasons", codes.len());
        for n in PairingNote::iter() {
            let code = n.code();
            if matches!(n, PairingNote::Recorded { .. }) {
                continue;
            }
            let text = n.text();
            assert!(
                text.en.chars().filter(char::is_ascii_alphabetic).count() >= 4,
                "{code}"
            );
            assert!(
                text.ja
                    .chars()
                    .any(|c| matches!(c, '\u{3040}'..='\u{30ff}' | '\u{4e00}'..='\u{9fff}')),
                "{code}: no Japanese text: {}",
                text.ja
            );
            assert_ne!(text.en, text.ja, "{code}");
        }
    }

    #[test]
    fn notes_keep_as_json_and_an_earlier_list_of_english_notes_still_reads() {
        let notes = vec![
            PairingNote::Bye {
                player: "P3".into(),
                name: ScoreName::Mms,
                score: "15".into(),
                had: 1,

                passed_over: 0,
            },
            PairingNote::PairedDespiteMissing {
                previous: 1,
                boards: vec![2],
                reason: "打ち掛け".into(),
            },
        ];
        let stored = serde_json::to_string(&notes).unwrap();
        assert_eq!(PairingNote::read_stored(&stored), notes);
        assert_eq!(
            notes[0].text().en,
            "bye: P3 (MMS 15), the lowest player who has not had a bye; 1 lower or equal player(s) already had one"
        );
        assert_eq!(
            notes[1].text().en,
            "paired with round 1's results missing on board 2: 打ち掛け"
        );
        let old = r#"["a note","bye: P3 (score 0)"]"#;
        assert_eq!(
            PairingNote::read_stored(old),
            vec![
                PairingNote::Recorded {
                    text: "a note".into()
                },
                PairingNote::Recorded {
                    text: "bye: P3 (score 0)".into()
                },
            ]
        );
        assert!(PairingNote::read_stored("").is_empty());
    }

    #[test]
    fn reasons_keep_as_json_and_an_earlier_english_text_still_reads() {
        let reasons = vec![
            PairingReason::SameScoreGroup {
                name: ScoreName::Mms,
                high: "22".into(),
                low: "22".into(),
            },
            PairingReason::SameClub {
                club: "新宿棋院".into(),
                why: GivenUp::NoOtherPairing,
            },
            PairingReason::Rematch,
        ];
        let stored = PairingReason::to_stored(&reasons);
        assert!(stored.contains(r#""code":"same-score-group""#), "{stored}");
        assert_eq!(PairingReason::read_stored(&stored), reasons);
        let old = "MMS 22 – 22: same score group; even game, komi 6.5";
        let read = PairingReason::read_stored(old);
        assert_eq!(read.len(), 1);
        assert_eq!(read[0].text().en, old);
        assert_eq!(read[0].text().ja, old);
        assert!(PairingReason::read_stored("").is_empty());
    }

    #[test]
    fn today_s_english_wording_is_kept() {
        let r = PairingReason::FloatsDown {
            name: ScoreName::Score,
            high: "1.5".into(),
            low: "1".into(),
            player: "Aoki".into(),
        };
        assert_eq!(
            r.text().en,
            "score 1.5 – 1: Aoki floats down, no better pairing inside the score groups"
        );
        assert_eq!(r.text().ja, "得点 1.5 – 1：Aokiが下の点数群へ");
        let k = PairingReason::Knockout {
            players: 16,
            round: 1,
            rounds: 4,

            high_seed: 1,
            high: "A".into(),

            low_seed: 16,
            low: "P".into(),
        };
        assert_eq!(
            k.text().en,
            "knockout round of 16 (round 1 of 4): seed 1 A – seed 16 P"
        );
        assert!(k.text().ja.starts_with("トーナメント16強"));
        assert!(k.brief());
        assert!(!PairingReason::Nigiri { leader: "A".into() }.brief());
    }
}
