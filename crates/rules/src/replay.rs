//! Replaying a Go record under a rule set, stopping at the first illegal
//! move.

use crate::board::IllegalReason;
use crate::color::{Color, PerColor};
use crate::game::{Game, GoRules, Move};
use crate::point::Point;
use crate::sgf::{Event, GoRecord};
use serde::Serialize;
use std::fmt;

/// The first illegal move of a record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct IllegalMove {
    /// Move number from 1, passes included.
    #[serde(rename = "move")]
    pub number: u32,
    pub color: Color,
    /// SGF point, `""` for a pass (only a pass out of turn is illegal).
    #[serde(serialize_with = "ser_point")]
    pub point: Option<Point>,
    pub reason: IllegalReason,
}

fn ser_point<S: serde::Serializer>(p: &Option<Point>, s: S) -> Result<S::Ok, S::Error> {
    match p {
        Some(p) => s.collect_str(p),
        None => s.serialize_str(""),
    }
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let who = match self.color {
            Color::Black => "Black",
            Color::White => "White",
        };
        let at = match self.point {
            Some(p) => format!("at {p}"),
            None => "a pass".to_string(),
        };
        let why = match self.reason {
            IllegalReason::Occupied => "the point is already occupied",
            IllegalReason::Suicide => {
                "it is suicide: the stone's chain has no liberty and captures nothing"
            }
            IllegalReason::Ko => "it retakes the ko immediately",
            IllegalReason::Superko => "it recreates an earlier whole-board position (superko)",
            IllegalReason::WrongTurn => {
                "it is the same colour's second move without a pass between"
            }
            IllegalReason::FirstMove => match self.color {
                Color::White => {
                    "in an even game Black moves first (Japanese rules §2.3, Chinese rules §2.3); \
                     a handicap game needs its HA and handicap stones in the record"
                }
                Color::Black => {
                    "in a handicap game White moves first after the stones are placed \
                     (Japanese rules §2.3)"
                }
            },
        };
        write!(f, "move {} by {who} {at} is illegal: {why}", self.number)
    }
}

/// A record replayed: the game as it stands after the last legal move.
#[derive(Clone)]
pub struct Replay {
    /// The game after every move up to (not including) the first illegal one.
    pub game: Game,
    /// Moves in the record (passes included).
    pub total_moves: u32,
    pub illegal: Option<IllegalMove>,
}

/// Applies one event; returns the illegal-move description on failure.
fn apply_event(game: &mut Game, e: &Event, number: &mut u32) -> Option<IllegalMove> {
    match e {
        Event::Setup {
            black,
            white,
            empty,
        } => {
            for &p in empty {
                game.setup(p, None);
            }
            for &p in black {
                game.setup(p, Some(Color::Black));
            }
            for &p in white {
                game.setup(p, Some(Color::White));
            }
            None
        }
        Event::ToPlay(c) => {
            game.set_player_to_move(*c);
            None
        }
        Event::Move(m @ Move { color, point }) => {
            *number += 1;
            game.apply(*m).err().map(|reason| IllegalMove {
                number: *number,
                color: *color,
                point: *point,
                reason,
            })
        }
    }
}

/// Who must make the first move of `rec`: Black in an even game, White after handicap
/// stones (`HA` 2–9) [Japanese rules §2.3]. `None` when the record says who is to play
/// (`PL`) or starts from a position set up without `HA` (an arbiter's diagram, a problem):
/// either colour may then move first.
fn first_mover(rec: &GoRecord) -> Option<Color> {
    let mut setup = false;
    for e in &rec.events {
        match e {
            Event::ToPlay(_) => return None,
            Event::Setup { .. } => setup = true,
            Event::Move(_) => break,
        }
    }
    if rec.handicap >= 2 {
        Some(Color::White)
    } else if setup {
        None
    } else {
        Some(Color::Black)
    }
}

/// Replays `rec` under `rules`, stopping at the first illegal move.
pub fn replay(rec: &GoRecord, rules: GoRules) -> Replay {
    replay_with(rec, rules, |_| {})
}

/// Like [`replay`], calling `each` with the game after every legal move.
pub fn replay_with(rec: &GoRecord, rules: GoRules, mut each: impl FnMut(&Game)) -> Replay {
    // Leading setup (handicap) stones form the starting position.
    let mut game = Game::new(rec.size, rules);
    let mut number = 0;
    let mut illegal = None;
    let opener = first_mover(rec);
    for e in &rec.events {
        if let (Event::Move(m), 0, Some(first)) = (e, number, opener) {
            if m.color != first {
                illegal = Some(IllegalMove {
                    number: 1,
                    color: m.color,
                    point: m.point,
                    reason: IllegalReason::FirstMove,
                });
                break;
            }
        }
        if let Some(bad) = apply_event(&mut game, e, &mut number) {
            illegal = Some(bad);
            break;
        }
        if matches!(e, Event::Move(_)) {
            each(&game);
        }
    }
    Replay {
        game,
        total_moves: rec.move_count() as u32,
        illegal,
    }
}

/// The JSON of `taikai replay`:
/// `{"size":19,"moves":212,"illegal":null,"captures":{"B":5,"W":3}}`.
///
/// `moves` counts the record's moves (passes included); `captures` are the
/// stones taken *by* each colour up to the first illegal move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ReplayReport {
    pub size: u8,
    pub moves: u32,
    pub illegal: Option<IllegalMove>,
    pub captures: PerColor<u32>,
}

impl From<&Replay> for ReplayReport {
    fn from(r: &Replay) -> ReplayReport {
        let [b, w] = r.game.board().captures();
        ReplayReport {
            size: r.game.board().size(),
            moves: r.total_moves,
            illegal: r.illegal.clone(),
            captures: PerColor::new(b, w),
        }
    }
}
