//! Colour draws (先番の決め方, domain.md §2): Go nigiri (Chinese rules §10) and the Othello
//! hidden stone 伏せ石 (JOA rules §1) in both methods 甲 and 乙.
//!
//! Two ways, both leaving the same audit record:
//! - [`record`]: the TD enters what happened at the board; the inputs are checked against
//!   the rules (the right person grabbed / hid) and the outcome derived from them.
//! - [`perform`]: Taikai performs the draw from a seed: seed → inputs → outcome. The random
//!   source is splitmix64 ([`SplitMix64`]): the same seed always gives the same draw, so an
//!   audit can be replayed. The caller supplies a fresh seed from the operating system.

use crate::rank::Rank;
use crate::results::Colour;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
pub use taikai_catalogue::DrawProblem;
use taikai_catalogue::{DrawSide, DrawStep, StoneColour};
use ts_rs::TS;

/// A tiny, well-known PRNG (Steele, Lea & Flood 2014; the seeding generator of xoshiro).
/// Not cryptographic; fair and reproducible, which is what a colour draw needs.
#[derive(Debug, Clone)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    pub fn new(seed: u64) -> Self {
        SplitMix64(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    pub fn coin(&mut self) -> bool {
        self.next_u64() >> 63 == 1
    }

    /// Uniform in `0..n` (rejection sampling, no modulo bias).
    pub fn below(&mut self, n: u64) -> u64 {
        assert!(n > 0);
        let zone = u64::MAX - u64::MAX % n;
        loop {
            let x = self.next_u64();
            if x < zone {
                return x % n;
            }
        }
    }
}

/// A player taking part in a draw.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct DrawPlayer {
    #[ts(type = "number")]
    pub id: i64,
    pub name: String,
    /// `None`: rank unknown (不明); the older player then leads (JOA rules §1).
    #[ts(type = "string | null")]
    pub rank: Option<Rank>,
    pub birth_year: Option<i32>,
}

/// Who grabs (nigiri) or hides (伏せ石): the higher rank; same rank, or either rank unknown:
/// the older (JOA rules §1: 同位または不明の場合は年長者; Chinese rules §10 names only the
/// same rank, and an unknown rank is read the same way). `None` when the rules cannot tell
/// (same or unknown rank, and same or unknown age).
pub fn leader(
    a: (i64, Option<Rank>, Option<i32>),
    b: (i64, Option<Rank>, Option<i32>),
) -> Option<i64> {
    let by_rank = match (a.1, b.1) {
        (Some(ra), Some(rb)) => ra.cmp(&rb),
        _ => std::cmp::Ordering::Equal,
    };
    match by_rank {
        std::cmp::Ordering::Greater => Some(a.0),
        std::cmp::Ordering::Less => Some(b.0),
        std::cmp::Ordering::Equal => match (a.2, b.2) {
            (Some(ya), Some(yb)) if ya < yb => Some(a.0),
            (Some(ya), Some(yb)) if yb < ya => Some(b.0),
            _ => None,
        },
    }
}

fn leader_of(a: &DrawPlayer, b: &DrawPlayer) -> Option<i64> {
    leader((a.id, a.rank, a.birth_year), (b.id, b.rank, b.birth_year))
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
#[ts(export)]
pub enum DrawMethod {
    /// Go: guess odd or even (Chinese rules §10).
    Nigiri,
    /// 伏せ石 method 甲 (no draws): "top is black/white"; the right guesser chooses colour
    /// or the draw-win right (JOA rules §1).
    HiddenStoneKou,
    /// 伏せ石 method 乙 (draws allowed): "top" or "bottom"; the declarer plays that face.
    HiddenStoneOtsu,
}

/// The two ways of the hidden stone 伏せ石; which one is the event's choice, per tournament
/// or division (JOA rules §1: いずれの方式を採るかについては、大会・部門ごとに定める).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
#[ts(export)]
pub enum HiddenStoneMethod {
    /// 甲: no draws; whoever wins the draw chooses the colour or the draw-win right.
    Kou,
    /// 乙: draws allowed; the declarer plays the face they named.
    Otsu,
}

impl HiddenStoneMethod {
    pub fn draw_method(self) -> DrawMethod {
        match self {
            HiddenStoneMethod::Kou => DrawMethod::HiddenStoneKou,
            HiddenStoneMethod::Otsu => DrawMethod::HiddenStoneOtsu,
        }
    }

    /// As typed: `kou` or `otsu` (甲, 乙 also read).
    pub fn name(self) -> &'static str {
        match self {
            HiddenStoneMethod::Kou => "kou",
            HiddenStoneMethod::Otsu => "otsu",
        }
    }
}

impl std::str::FromStr for HiddenStoneMethod {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s.trim() {
            "kou" | "甲" => Ok(HiddenStoneMethod::Kou),
            "otsu" | "乙" => Ok(HiddenStoneMethod::Otsu),
            other => Err(format!(
                "\"{other}\" is not a hidden-stone method: give kou (甲, no draws) or otsu (乙, draws allowed)"
            )),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
#[ts(export)]
pub enum Parity {
    /// One black stone shown.
    Odd,
    /// Two black stones shown.
    Even,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
#[ts(export)]
pub enum Face {
    Top,
    Bottom,
}

/// Method 甲: what the person with the choice takes (①colour or ②draw-win right).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
#[ts(export)]
pub enum KouChoice {
    /// ① the colour black; the other gets the draw-win right.
    Black,
    /// ① the colour white; the other gets the draw-win right.
    White,
    /// ② the draw-win right 引き分け勝ち; the other chooses the colour.
    DrawWinRight,
}

/// What happened at the board.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case", tag = "method")]
#[ts(export)]
pub enum DrawInputs {
    Nigiri {
        /// The player who grabbed the white stones.
        #[ts(type = "number")]
        grabber: i64,
        /// The other player's guess: one black stone (odd) or two (even).
        guess: Parity,
        /// White stones in the grab, as counted.
        stones: u32,
    },
    HiddenStoneKou {
        #[ts(type = "number")]
        hider: i64,
        /// The colour that was on top.
        top: Colour,
        /// The declarer said "top is black" or "top is white".
        declared: Colour,
        /// The choice of whoever won it (the declarer if right, else the hider); `None` until made.
        choice: Option<KouChoice>,
        /// If the choice was the draw-win right: the colour the other player then chose.
        other_colour: Option<Colour>,
    },
    HiddenStoneOtsu {
        #[ts(type = "number")]
        hider: i64,
        /// The colour that was on top.
        top: Colour,
        /// The declarer said "top" or "bottom".
        declared: Face,
    },
}

impl DrawInputs {
    /// The procedure these inputs belong to.
    pub fn method(&self) -> DrawMethod {
        match self {
            DrawInputs::Nigiri { .. } => DrawMethod::Nigiri,
            DrawInputs::HiddenStoneKou { .. } => DrawMethod::HiddenStoneKou,
            DrawInputs::HiddenStoneOtsu { .. } => DrawMethod::HiddenStoneOtsu,
        }
    }
}

/// The result of a draw.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case", tag = "state")]
#[ts(export)]
pub enum DrawOutcome {
    Decided {
        #[ts(type = "number")]
        black: i64,
        #[ts(type = "number")]
        white: i64,
        /// Holder of the draw-win right 引き分け勝ち (method 甲 only).
        #[ts(type = "number | null")]
        draw_win: Option<i64>,
    },
    /// Method 甲: the draw is done, this player still has to choose.
    AwaitingChoice {
        #[ts(type = "number")]
        chooser: i64,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
#[ts(export)]
pub enum DrawMode {
    /// Entered by the TD from what happened at the board.
    Recorded,
    /// Performed by Taikai from a seed.
    Performed,
}

/// The audit record kept for every draw, printable as it stands.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct DrawAudit {
    /// When, as given by the caller (ISO 8601).
    pub at: String,
    /// Who entered or performed it (TD or arbiter).
    pub by: String,
    pub method: DrawMethod,
    pub mode: DrawMode,
    /// The seed of a performed draw, as a decimal string (a u64 does not fit a JS number).
    #[serde(with = "seed_text")]
    #[ts(type = "string | null")]
    pub seed: Option<u64>,
    pub players: Vec<DrawPlayer>,
    pub inputs: DrawInputs,
    pub outcome: DrawOutcome,
    /// Each step of the procedure as the rules describe it.
    #[serde(deserialize_with = "DrawStep::read_stored")]
    pub steps: Vec<DrawStep>,
}

mod seed_text {
    use super::*;
    pub fn serialize<S: Serializer>(seed: &Option<u64>, s: S) -> Result<S::Ok, S::Error> {
        match seed {
            Some(x) => s.serialize_some(&x.to_string()),
            None => s.serialize_none(),
        }
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u64>, D::Error> {
        let text: Option<String> = Option::deserialize(d)?;
        text.map(|t| t.parse().map_err(serde::de::Error::custom))
            .transpose()
    }
}

/// Why a recorded draw cannot stand (the catalogue words it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DrawError(pub DrawProblem);

impl fmt::Display for DrawError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0.words().0)
    }
}

impl std::error::Error for DrawError {}

/// A draw to record or perform: the method, the two players, when and by whom.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct DrawRequest {
    pub method: DrawMethod,
    pub players: [DrawPlayer; 2],
    pub at: String,
    pub by: String,
}

/// `山田 (3d)`, `古田 (?)`: the same in both languages.
fn with_rank(p: &DrawPlayer) -> String {
    format!(
        "{} ({})",
        p.name,
        p.rank.map_or("?".to_string(), |r| r.to_string())
    )
}

/// A player as a draw step names them.
fn side(p: &DrawPlayer) -> DrawSide {
    DrawSide {
        name: p.name.clone(),
        rank: p.rank.map(|r| r.to_string()),
        rank_ja: p.rank.map(|r| r.japanese()),
        born: p.birth_year,
    }
}

fn stone(c: Colour) -> StoneColour {
    match c {
        Colour::Black => StoneColour::Black,
        Colour::White => StoneColour::White,
    }
}

/// Records a draw done at the board: checks the inputs and derives the outcome.
pub fn record(req: &DrawRequest, inputs: DrawInputs) -> Result<DrawAudit, DrawError> {
    let (outcome, steps) = judge(req, &inputs, None)?;
    Ok(DrawAudit {
        at: req.at.clone(),
        by: req.by.clone(),
        method: req.method,
        mode: DrawMode::Recorded,
        seed: None,
        players: req.players.to_vec(),
        inputs,
        outcome,
        steps,
    })
}

/// Performs a draw from `seed`. Method 甲 needs a person's choice after the draw: call with
/// `choice: None` to learn who chooses, then again with the same seed and the choice (and,
/// if the choice was the draw-win right, the other player's colour). The random part is
/// the same both times.
pub fn perform(
    req: &DrawRequest,
    seed: u64,
    choice: Option<KouChoice>,
    other_colour: Option<Colour>,
) -> Result<DrawAudit, DrawError> {
    let mut rng = SplitMix64::new(seed);
    let [a, b] = &req.players;
    // Same rank and same or unknown age: the rules do not say; decided by lot.
    let lot = rng.coin();
    let (lead, by_lot) = match leader_of(a, b) {
        Some(id) => (id, false),
        None => (if lot { a.id } else { b.id }, true),
    };
    let inputs = match req.method {
        DrawMethod::Nigiri => DrawInputs::Nigiri {
            grabber: lead,
            guess: if rng.coin() {
                Parity::Odd
            } else {
                Parity::Even
            },
            // A handful: 11–40 white stones, fifteen odd and fifteen even counts.
            stones: 11 + rng.below(30) as u32,
        },
        DrawMethod::HiddenStoneKou => DrawInputs::HiddenStoneKou {
            hider: lead,
            top: if rng.coin() {
                Colour::Black
            } else {
                Colour::White
            },
            declared: if rng.coin() {
                Colour::Black
            } else {
                Colour::White
            },
            choice,
            other_colour,
        },
        DrawMethod::HiddenStoneOtsu => DrawInputs::HiddenStoneOtsu {
            hider: lead,
            top: if rng.coin() {
                Colour::Black
            } else {
                Colour::White
            },
            declared: if rng.coin() { Face::Top } else { Face::Bottom },
        },
    };
    let (outcome, mut steps) = judge(req, &inputs, Some(by_lot))?;
    steps.insert(
        0,
        DrawStep::Performed {
            seed: seed.to_string(),
        },
    );
    Ok(DrawAudit {
        at: req.at.clone(),
        by: req.by.clone(),
        method: req.method,
        mode: DrawMode::Performed,
        seed: Some(seed),
        players: req.players.to_vec(),
        inputs,
        outcome,
        steps,
    })
}

/// Derives the outcome from the inputs, step by step as the articles say.
fn judge(
    req: &DrawRequest,
    inputs: &DrawInputs,
    performed_by_lot: Option<bool>,
) -> Result<(DrawOutcome, Vec<DrawStep>), DrawError> {
    let [a, b] = &req.players;
    if a.id == b.id {
        return Err(DrawError(DrawProblem::SamePlayer));
    }
    let method_of_inputs = inputs.method();
    if method_of_inputs != req.method {
        return Err(DrawError(DrawProblem::WrongMethod));
    }
    let lead_id = match inputs {
        DrawInputs::Nigiri { grabber, .. } => *grabber,
        DrawInputs::HiddenStoneKou { hider, .. } | DrawInputs::HiddenStoneOtsu { hider, .. } => {
            *hider
        }
    };
    let (lead, other) = if lead_id == a.id {
        (a, b)
    } else if lead_id == b.id {
        (b, a)
    } else {
        return Err(DrawError(DrawProblem::NotAtBoard { id: lead_id }));
    };
    let nigiri = req.method == DrawMethod::Nigiri;
    let mut steps = Vec::new();
    match (leader_of(a, b), performed_by_lot) {
        (Some(id), _) if id != lead.id => {
            return Err(DrawError(DrawProblem::WrongLeader {
                should: with_rank(other),
                did: with_rank(lead),
                nigiri: req.method == DrawMethod::Nigiri,
            }))
        }
        (Some(_), _) => steps.push(DrawStep::Leads {
            leader: side(lead),
            other: side(other),
            nigiri,
        }),
        (None, Some(true)) => steps.push(DrawStep::LotChoseLeader {
            leader: side(lead),
            nigiri,
        }),
        (None, _) => steps.push(DrawStep::AgreedLeader {
            leader: lead.name.clone(),
            nigiri,
        }),
    }
    let decided =
        |black: &DrawPlayer, white: &DrawPlayer, draw_win: Option<i64>| DrawOutcome::Decided {
            black: black.id,
            white: white.id,
            draw_win,
        };
    let outcome = match *inputs {
        DrawInputs::Nigiri { guess, stones, .. } => {
            if stones == 0 {
                return Err(DrawError(DrawProblem::EmptyGrab));
            }
            steps.push(DrawStep::NigiriShows {
                guesser: other.name.clone(),
                odd: guess == Parity::Odd,
            });
            let actual = if stones % 2 == 1 {
                Parity::Odd
            } else {
                Parity::Even
            };
            let right = actual == guess;
            steps.push(DrawStep::NigiriCounted {
                stones,
                odd: actual == Parity::Odd,
            });
            steps.push(DrawStep::NigiriGuessed {
                guesser: other.name.clone(),
                right,
            });
            if right {
                decided(other, lead, None)
            } else {
                decided(lead, other, None)
            }
        }
        DrawInputs::HiddenStoneKou {
            top,
            declared,
            choice,
            other_colour,
            ..
        } => {
            steps.push(DrawStep::KouDeclares {
                declarer: other.name.clone(),
                top: stone(declared),
            });
            let right = top == declared;
            steps.push(DrawStep::DiscShown {
                top: stone(top),
                otsu: false,
            });
            let (chooser, rest) = if right { (other, lead) } else { (lead, other) };
            steps.push(DrawStep::KouChooser {
                chooser: chooser.name.clone(),
                right,
            });
            match choice {
                None => {
                    if other_colour.is_some() {
                        return Err(DrawError(DrawProblem::ChoiceFirst));
                    }
                    DrawOutcome::AwaitingChoice {
                        chooser: chooser.id,
                    }
                }
                Some(KouChoice::Black | KouChoice::White) => {
                    if other_colour.is_some() {
                        return Err(DrawError(DrawProblem::ColourChosen));
                    }
                    let c = if choice == Some(KouChoice::Black) {
                        Colour::Black
                    } else {
                        Colour::White
                    };
                    steps.push(DrawStep::KouTakesColour {
                        chooser: chooser.name.clone(),
                        colour: stone(c),
                        other: rest.name.clone(),
                    });
                    if c == Colour::Black {
                        decided(chooser, rest, Some(rest.id))
                    } else {
                        decided(rest, chooser, Some(rest.id))
                    }
                }
                Some(KouChoice::DrawWinRight) => {
                    let Some(c) = other_colour else {
                        return Err(DrawError(DrawProblem::OtherMustChoose {
                            chooser: chooser.name.clone(),
                            other: rest.name.clone(),
                        }));
                    };
                    steps.push(DrawStep::KouTakesDrawWin {
                        chooser: chooser.name.clone(),
                        other: rest.name.clone(),
                        colour: stone(c),
                    });
                    if c == Colour::Black {
                        decided(rest, chooser, Some(chooser.id))
                    } else {
                        decided(chooser, rest, Some(chooser.id))
                    }
                }
            }
        }
        DrawInputs::HiddenStoneOtsu { top, declared, .. } => {
            let top_face = declared == Face::Top;
            steps.push(DrawStep::OtsuDeclares {
                declarer: other.name.clone(),
                top_face,
            });
            let c = if declared == Face::Top {
                top
            } else {
                top.other()
            };
            steps.push(DrawStep::DiscShown {
                top: stone(top),
                otsu: true,
            });
            steps.push(DrawStep::OtsuPlays {
                player: other.name.clone(),
                top_face,
                colour: stone(c),
            });
            if c == Colour::Black {
                decided(other, lead, None)
            } else {
                decided(lead, other, None)
            }
        }
    };
    Ok((outcome, steps))
}
