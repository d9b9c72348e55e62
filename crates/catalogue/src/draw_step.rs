//! The steps of a colour draw as the rules describe them (nigiri, Chinese rules §10; the
//! hidden stone 伏せ石, JOA rules §1), kept with the draw's audit and rendered here in
//! Japanese and English for the command line and the printed draw record.

use crate::reason::StoneColour;
use crate::{t, Text};
use serde::{Deserialize, Deserializer, Serialize};
use strum::{EnumIter, IntoStaticStr};
use ts_rs::TS;

/// A player as a draw step names them: rank and birth year decide who leads.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct DrawSide {
    pub name: String,
    /// `3d`, `5k`; `None`: unknown (不明).
    pub rank: Option<String>,
    /// `3段`, `5級`.
    pub rank_ja: Option<String>,
    pub born: Option<i32>,
}

impl DrawSide {
    fn text(&self) -> Text {
        let (en, ja) = match (&self.rank, &self.rank_ja, self.born) {
            (Some(r), Some(rj), Some(y)) => (format!("{r}, born {y}"), format!("{rj}・{y}年生")),
            (Some(r), Some(rj), None) => (r.clone(), rj.clone()),
            (_, _, Some(y)) => (
                format!("rank unknown, born {y}"),
                format!("段級位不明・{y}年生"),
            ),
            _ => ("rank unknown".into(), "段級位不明".into()),
        };
        t(
            format!("{} ({en})", self.name),
            format!("{}（{ja}）", self.name),
        )
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, EnumIter, IntoStaticStr)]
#[serde(tag = "code", rename_all = "kebab-case")]
#[strum(serialize_all = "kebab-case")]
#[ts(export)]
pub enum DrawStep {
    /// Taikai drew by lot from this seed.
    Performed {
        seed: String,
    },
    /// The rules name who grabs or hides: higher rank, or same or unknown rank and older.
    Leads {
        leader: DrawSide,
        other: DrawSide,
        nigiri: bool,
    },
    /// The rules could not tell, and the lot chose.
    LotChoseLeader {
        leader: DrawSide,
        nigiri: bool,
    },
    /// The rules could not tell, and the players agreed at the board.
    AgreedLeader {
        leader: String,
        nigiri: bool,
    },
    NigiriShows {
        guesser: String,
        odd: bool,
    },
    NigiriCounted {
        stones: u32,
        odd: bool,
    },
    NigiriGuessed {
        guesser: String,
        right: bool,
    },
    /// Method 甲: the declaration of the top face's colour.
    KouDeclares {
        declarer: String,
        top: StoneColour,
    },
    /// The disc is shown (method 乙 also names the bottom).
    DiscShown {
        top: StoneColour,
        otsu: bool,
    },
    KouChooser {
        chooser: String,
        right: bool,
    },
    KouTakesColour {
        chooser: String,
        colour: StoneColour,
        other: String,
    },
    KouTakesDrawWin {
        chooser: String,
        other: String,
        colour: StoneColour,
    },
    /// Method 乙: the declaration of a face, top or bottom.
    OtsuDeclares {
        declarer: String,
        top_face: bool,
    },
    OtsuPlays {
        player: String,
        top_face: bool,
        colour: StoneColour,
    },
    /// A step stored as a sentence by an earlier Taikai.
    Recorded {
        text: String,
    },
}

fn colour(c: StoneColour) -> (&'static str, &'static str) {
    match c {
        StoneColour::Black => ("black", "黒"),
        StoneColour::White => ("white", "白"),
    }
}

fn other(c: StoneColour) -> StoneColour {
    match c {
        StoneColour::Black => StoneColour::White,
        StoneColour::White => StoneColour::Black,
    }
}

impl DrawStep {
    pub fn text(&self) -> Text {
        use DrawStep::*;
        let verb = |nigiri: bool| {
            if nigiri {
                ("grabs the white stones", "白石を握る")
            } else {
                ("hides a disc flat on the board", "石を伏せる")
            }
        };
        let article = |nigiri: bool| {
            if nigiri {
                ("Chinese rules §10", "中国囲碁規則 第10条")
            } else {
                ("JOA rules §1", "日本オセロ連盟競技ルール 第1条")
            }
        };
        match self {
            Performed { seed } => t(
                format!("performed by Taikai with seed {seed} (splitmix64)"),
                format!("Taikai が乱数シード {seed}（splitmix64）で実施"),
            ),
            Leads {
                leader,
                other,
                nigiri,
            } => {
                let (l, o) = (leader.text(), other.text());
                let ((ve, vj), (ae, aj)) = (verb(*nigiri), article(*nigiri));
                t(
                    format!("1. {} {ve}: higher rank, or same or unknown rank and older, than {} ({ae})", l.en, o.en),
                    format!("1. {}が{vj}：{}より段級位が上、または同じか不明で年長（{aj}）", l.ja, o.ja),
                )
            }
            LotChoseLeader { leader, nigiri } => {
                let l = leader.text();
                let (ve, vj) = verb(*nigiri);
                t(
                    format!(
                        "1. same or unknown rank and age unknown or equal: lot chose {} who {ve}",
                        l.en
                    ),
                    format!(
                        "1. 段級位が同じか不明で、年齢も不明か同じ：抽選で{}が{vj}",
                        l.ja
                    ),
                )
            }
            AgreedLeader { leader, nigiri } => {
                let (ve, vj) = verb(*nigiri);
                t(
                    format!("1. {leader} {ve} (same or unknown rank and age unknown or equal: as agreed at the board)"),
                    format!("1. {leader}が{vj}（段級位が同じか不明で、年齢も不明か同じ：盤で合意）"),
                )
            }
            NigiriShows { guesser, odd } => {
                let (en, ja) = if *odd {
                    ("one black stone (odd)", "黒石を1個（奇数）")
                } else {
                    ("two black stones (even)", "黒石を2個（偶数）")
                };
                t(
                    format!("2. {guesser} shows {en}"),
                    format!("2. {guesser}が{ja}出す"),
                )
            }
            NigiriCounted { stones, odd } => {
                let (en, ja) = if *odd {
                    ("odd", "奇数")
                } else {
                    ("even", "偶数")
                };
                t(
                    format!("3. the white stones are counted: {stones}, {en}"),
                    format!("3. 白石を数える：{stones}個、{ja}"),
                )
            }
            NigiriGuessed { guesser, right } => {
                if *right {
                    t(
                        format!("4. {guesser} guessed right and takes black"),
                        format!("4. {guesser}の予想が当たり、黒番"),
                    )
                } else {
                    t(
                        format!("4. {guesser} guessed wrong and takes white"),
                        format!("4. {guesser}の予想が外れ、白番"),
                    )
                }
            }
            KouDeclares { declarer, top } => {
                let (e, j) = colour(*top);
                t(
                    format!("2. {declarer} declares \"top is {e}\""),
                    format!("2. {declarer}が「表は{j}」と宣言"),
                )
            }
            DiscShown { top, otsu } => {
                let ((e, j), (be, bj)) = (colour(*top), colour(other(*top)));
                if *otsu {
                    t(
                        format!("3. the disc is shown: top is {e}, bottom is {be}"),
                        format!("3. 石を開く：表は{j}、裏は{bj}"),
                    )
                } else {
                    t(
                        format!("3. the disc is shown: top is {e}"),
                        format!("3. 石を開く：表は{j}"),
                    )
                }
            }
            KouChooser { chooser, right } => {
                let (e, j) = if *right {
                    ("right", "当たり")
                } else {
                    ("wrong", "外れ")
                };
                t(
                    format!("4. {e}: {chooser} chooses ① the colour or ② the draw-win right (引き分け勝ち)"),
                    format!("4. {j}：{chooser}が①手番の色か②引き分け勝ちを選ぶ"),
                )
            }
            KouTakesColour {
                chooser,
                colour: c,
                other: rest,
            } => {
                let ((e, j), (oe, oj)) = (colour(*c), colour(other(*c)));
                t(
                    format!(
                        "5. {chooser} chooses {e}; {rest} gets the draw-win right and plays {oe}"
                    ),
                    format!("5. {chooser}が{j}を選び、{rest}が引き分け勝ちを得て{oj}を持つ"),
                )
            }
            KouTakesDrawWin {
                chooser,
                other: rest,
                colour: c,
            } => {
                let (e, j) = colour(*c);
                t(
                    format!("5. {chooser} takes the draw-win right; {rest} chooses {e}"),
                    format!("5. {chooser}が引き分け勝ちを取り、{rest}が{j}を選ぶ"),
                )
            }
            OtsuDeclares { declarer, top_face } => {
                let (e, j) = if *top_face {
                    ("top", "表")
                } else {
                    ("bottom", "裏")
                };
                t(
                    format!("2. {declarer} declares \"{e}\""),
                    format!("2. {declarer}が「{j}」と宣言"),
                )
            }
            OtsuPlays {
                player,
                top_face,
                colour: c,
            } => {
                let (fe, fj) = if *top_face {
                    ("top", "表")
                } else {
                    ("bottom", "裏")
                };
                let (e, j) = colour(*c);
                t(
                    format!("4. {player} plays the {fe} colour, {e}"),
                    format!("4. {player}は{fj}の色、{j}を持つ"),
                )
            }
            Recorded { text } => t(text.clone(), text.clone()),
        }
    }

    /// Reads the steps of a stored audit: typed steps, or the sentences earlier versions kept.
    pub fn read_stored<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<DrawStep>, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Stored {
            Step(DrawStep),
            Sentence(String),
        }
        Ok(Vec::<Stored>::deserialize(d)?
            .into_iter()
            .map(|s| match s {
                Stored::Step(step) => step,
                Stored::Sentence(text) => DrawStep::Recorded { text },
            })
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use strum::IntoEnumIterator;

    #[test]
    fn every_step_reads_in_both_languages() {
        for step in DrawStep::iter() {
            if matches!(step, DrawStep::Recorded { .. }) {
                continue;
            }
            let text = step.text();
            assert_ne!(text.en, text.ja, "{step:?}");
            assert!(
                text.ja
                    .chars()
                    .any(|c| matches!(c, '\u{3040}'..='\u{30ff}' | '\u{4e00}'..='\u{9fff}')),
                "{step:?}: {}",
                text.ja
            );
        }
    }

    #[test]
    fn sentences_stored_by_earlier_versions_still_read() {
        #[derive(Deserialize)]
        struct Audit {
            #[serde(deserialize_with = "DrawStep::read_stored")]
            steps: Vec<DrawStep>,
        }
        let a: Audit = serde_json::from_str(
            r#"{"steps":["2. 佐藤 shows one black stone (odd)",{"code":"nigiri-counted","stones":17,"odd":true}]}"#,
        )
        .unwrap();
        assert_eq!(
            a.steps,
            vec![
                DrawStep::Recorded {
                    text: "2. 佐藤 shows one black stone (odd)".into()
                },
                DrawStep::NigiriCounted {
                    stones: 17,
                    odd: true
                }
            ]
        );
        assert_eq!(a.steps[1].text().ja, "3. 白石を数える：17個、奇数");
    }
}
