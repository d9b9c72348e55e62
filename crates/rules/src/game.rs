//! A Go game in progress under one rule set: the board plus what the rules
//! need to remember (whose turn it was, earlier positions for superko).

use crate::board::{Board, IllegalReason, MoveEffect, ZobristMap, CELLS};
use crate::color::Color;
use crate::point::Point;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The rule set a game is played under.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GoRules {
    /// Japanese rules (2011): simple ko, territory counting, komi 6.5.
    Japanese,
    /// Chinese rules (2002): positional superko, area counting, komi 3¾
    /// stones (7.5 points).
    Chinese,
}

impl GoRules {
    /// The usual komi in points: 6.5 (Japanese) or 7.5 (Chinese, = 3¾ stones).
    pub fn default_komi(self) -> f64 {
        match self {
            GoRules::Japanese => 6.5,
            GoRules::Chinese => 7.5,
        }
    }

    /// The komi of a game with `handicap` stones placed (0: an even game), in points,
    /// when the record names none. Japanese: no komi in a handicap game (seed 001).
    /// Chinese: black gives back half the handicap stones in the area count (Chinese rules
    /// 2002, the full text; the abridged seed 003 is silent), i.e. komi of `handicap`
    /// points, since the count halves komi into stones.
    pub fn komi_for(self, handicap: u32) -> f64 {
        match (self, handicap) {
            (_, 0) => self.default_komi(),
            (GoRules::Japanese, _) => 0.0,
            (GoRules::Chinese, n) => f64::from(n),
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            GoRules::Japanese => "japanese",
            GoRules::Chinese => "chinese",
        }
    }
}

impl fmt::Display for GoRules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for GoRules {
    type Err = String;
    fn from_str(s: &str) -> Result<GoRules, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "japanese" | "ja" | "jp" => Ok(GoRules::Japanese),
            "chinese" | "zh" | "cn" => Ok(GoRules::Chinese),
            other => Err(format!(
                "unknown rules '{other}': expected 'japanese' or 'chinese'"
            )),
        }
    }
}

type HashIndex = ZobristMap<Vec<u32>>;

/// Every whole-board position seen so far, for positional superko
/// [Chinese rules §6]. A hash hit is confirmed against the stored position,
/// so a Zobrist collision can never make a legal move illegal.
#[derive(Clone, Default)]
struct PositionHistory {
    index: HashIndex,
    /// Stored positions, each `stride²` bytes, back to back.
    arena: Vec<u8>,
    width: usize,
}

impl PositionHistory {
    fn new(board: &Board) -> PositionHistory {
        let mut h = PositionHistory {
            width: board.raw_cells().len(),
            ..PositionHistory::default()
        };
        h.push(board);
        h
    }

    fn push(&mut self, board: &Board) {
        if self.seen(board) {
            return;
        }
        let k = (self.arena.len() / self.width) as u32;
        self.arena.extend_from_slice(board.raw_cells());
        self.index.entry(board.hash()).or_default().push(k);
    }

    fn seen(&self, board: &Board) -> bool {
        let w = self.width;
        self.index.get(&board.hash()).is_some_and(|ks| {
            ks.iter()
                .any(|&k| &self.arena[k as usize * w..(k as usize + 1) * w] == board.raw_cells())
        })
    }
}

/// A move in a game record: a stone at a point, or a pass (`None`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub color: Color,
    pub point: Option<Point>,
}

/// A Go game under one rule set.
#[derive(Clone)]
pub struct Game {
    rules: GoRules,
    board: Board,
    history: Option<PositionHistory>,
    /// Who made the last move or pass, for the wrong-turn check.
    last_mover: Option<Color>,
    /// Who must move next when a record says so (`PL`).
    expected: Option<Color>,
    moves: u32,
}

impl Game {
    /// A new game on an empty `size`×`size` board.
    pub fn new(size: u8, rules: GoRules) -> Game {
        Game::from_board(Board::new(size), rules)
    }

    /// A game starting from `board` (handicap or setup stones already on it).
    pub fn from_board(board: Board, rules: GoRules) -> Game {
        let history = match rules {
            GoRules::Chinese => Some(PositionHistory::new(&board)),
            GoRules::Japanese => None,
        };
        Game {
            rules,
            board,
            history,
            last_mover: None,
            expected: None,
            moves: 0,
        }
    }

    pub fn rules(&self) -> GoRules {
        self.rules
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Moves and passes played so far.
    pub fn move_count(&self) -> u32 {
        self.moves
    }

    /// Adds, replaces or removes setup stones (`AB`/`AW`/`AE`); the
    /// resulting position joins the superko history.
    pub fn setup(&mut self, p: Point, stone: Option<Color>) {
        self.board.set(p, stone);
        if let Some(h) = &mut self.history {
            h.push(&self.board);
        }
    }

    /// Says who moves next (`PL`); a move by the other colour is then a
    /// wrong-turn.
    pub fn set_player_to_move(&mut self, color: Color) {
        self.expected = Some(color);
    }

    fn check_turn(&self, color: Color) -> Result<(), IllegalReason> {
        let wrong = match self.expected {
            Some(e) => e != color,
            None => self.last_mover == Some(color),
        };
        if wrong {
            Err(IllegalReason::WrongTurn)
        } else {
            Ok(())
        }
    }

    fn after_move(&mut self, color: Color) {
        self.last_mover = Some(color);
        self.expected = Some(color.opponent());
        self.moves += 1;
    }

    /// Whether `color` may play at `p` now (turn included).
    pub fn is_legal(&self, color: Color, p: Point) -> Result<(), IllegalReason> {
        self.check_turn(color)?;
        let mut b = self.board.clone();
        self.try_on(&mut b, color, p).map(|_| ())
    }

    fn try_on(&self, b: &mut Board, color: Color, p: Point) -> Result<MoveEffect, IllegalReason> {
        match b.play(color, p) {
            // Under Chinese rules the immediate recapture is simply the
            // commonest superko [Chinese rules §6].
            Err(IllegalReason::Ko) if self.rules == GoRules::Chinese => Err(IllegalReason::Superko),
            Err(e) => Err(e),
            Ok(eff) => match &self.history {
                Some(h) if h.seen(b) => Err(IllegalReason::Superko),
                _ => Ok(eff),
            },
        }
    }

    /// Plays a stone. On error nothing changes.
    pub fn play(&mut self, color: Color, p: Point) -> Result<MoveEffect, IllegalReason> {
        self.check_turn(color)?;
        let eff = if self.history.is_some() {
            let mut b = self.board.clone();
            let eff = self.try_on(&mut b, color, p)?;
            self.board = b;
            if let Some(h) = &mut self.history {
                h.push(&self.board);
            }
            eff
        } else {
            self.board.play(color, p)?
        };
        self.after_move(color);
        Ok(eff)
    }

    /// A pass: always legal in turn; it lifts a ko ban. A pass does not
    /// create a new position, so it never breaks superko.
    pub fn pass(&mut self, color: Color) -> Result<(), IllegalReason> {
        self.check_turn(color)?;
        self.board.pass(color);
        self.after_move(color);
        Ok(())
    }

    /// Plays a [`Move`] (stone or pass).
    pub fn apply(&mut self, m: Move) -> Result<MoveEffect, IllegalReason> {
        match m.point {
            Some(p) => self.play(m.color, p),
            None => self.pass(m.color).map(|_| MoveEffect {
                captured: 0,
                ko: None,
            }),
        }
    }
}

const _: () = assert!(CELLS < u16::MAX as usize);
