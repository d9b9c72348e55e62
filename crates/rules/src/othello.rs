//! Othello on 8×8 bitboards: standard start, moves must flip, forced pass,
//! the game ends when neither side can move; final count with the empty
//! squares to the winner [JOA competition rules §14].
//!
//! Squares are named `a1`..`h8`, column letter then row digit, `a1` the
//! top-left corner (bit 0), `h8` the bottom-right (bit 63).
//!
//! Records are read as files come: a UTF-8 byte-order mark, or UTF-16 text
//! with its mark, is accepted before a transcript or an SGF. A record longer
//! than [`MAX_OTHELLO_MOVES`] moves (a game has at most 60 moves and as
//! many passes) or an SGF over [`sgf::MAX_SGF_BYTES`] is refused.

use crate::color::{Color, PerColor};
use crate::sgf::{self, SgfError};
use serde::Serialize;
use std::fmt;

/// An Othello position with the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Othello {
    /// Discs of the side to move.
    pub own: u64,
    /// Discs of the other side.
    pub opp: u64,
    pub to_move: Color,
}

const NOT_A: u64 = 0xFEFE_FEFE_FEFE_FEFE;
const NOT_H: u64 = 0x7F7F_7F7F_7F7F_7F7F;

/// Shifts for the 8 directions (positive: left shift), with the mask that
/// stops wrap-around at the board edges.
const DIRS: [(i32, u64); 8] = [
    (1, NOT_A),
    (-1, NOT_H),
    (8, !0),
    (-8, !0),
    (9, NOT_A),
    (7, NOT_H),
    (-7, NOT_A),
    (-9, NOT_H),
];

#[inline]
fn shift(b: u64, s: i32, mask: u64) -> u64 {
    if s > 0 {
        (b << s) & mask
    } else {
        (b >> -s) & mask
    }
}

/// Parses `a1`..`h8` (either case) into a square index 0..64.
pub fn parse_square(s: &str) -> Option<u8> {
    let b = s.as_bytes();
    if b.len() != 2 {
        return None;
    }
    let col = b[0].to_ascii_lowercase().wrapping_sub(b'a');
    let row = b[1].wrapping_sub(b'1');
    (col < 8 && row < 8).then(|| row * 8 + col)
}

/// The name of square `sq`, e.g. `"f5"`.
pub fn square_name(sq: u8) -> String {
    format!("{}{}", (b'a' + sq % 8) as char, sq / 8 + 1)
}

impl Default for Othello {
    fn default() -> Self {
        Othello::new()
    }
}

impl Othello {
    /// The standard start: white on d4 and e5, black on e4 and d5, black to
    /// move.
    pub fn new() -> Othello {
        let d4 = 3 * 8 + 3;
        let e4 = 3 * 8 + 4;
        let d5 = 4 * 8 + 3;
        let e5 = 4 * 8 + 4;
        Othello {
            own: (1 << e4) | (1 << d5),
            opp: (1 << d4) | (1 << e5),
            to_move: Color::Black,
        }
    }

    /// Discs of `c`.
    pub fn discs(&self, c: Color) -> u64 {
        if c == self.to_move {
            self.own
        } else {
            self.opp
        }
    }

    /// Disc counts.
    pub fn counts(&self) -> PerColor<u32> {
        PerColor::new(
            self.discs(Color::Black).count_ones(),
            self.discs(Color::White).count_ones(),
        )
    }

    /// Bitboard of the legal moves of the side to move.
    pub fn legal_moves(&self) -> u64 {
        let empty = !(self.own | self.opp);
        let mut moves = 0;
        for (s, mask) in DIRS {
            let mut t = shift(self.own, s, mask) & self.opp;
            for _ in 0..5 {
                t |= shift(t, s, mask) & self.opp;
            }
            moves |= shift(t, s, mask) & empty;
        }
        moves
    }

    /// Discs flipped by playing `sq` (0 when the move flips nothing).
    pub fn flips(&self, sq: u8) -> u64 {
        let m = 1u64 << sq;
        if (self.own | self.opp) & m != 0 {
            return 0;
        }
        let mut all = 0;
        for (s, mask) in DIRS {
            let mut line = 0;
            let mut t = shift(m, s, mask);
            while t & self.opp != 0 {
                line |= t;
                t = shift(t, s, mask);
            }
            if t & self.own != 0 {
                all |= line;
            }
        }
        all
    }

    /// Plays `sq` for the side to move; the move must flip at least one
    /// disc. Returns the flipped discs.
    pub fn play(&mut self, sq: u8) -> Option<u64> {
        let f = self.flips(sq);
        if f == 0 {
            return None;
        }
        let own = self.own | f | (1 << sq);
        let opp = self.opp & !f;
        self.own = opp;
        self.opp = own;
        self.to_move = self.to_move.opponent();
        Some(f)
    }

    /// Passes (only sensible when the side to move has no legal move).
    pub fn pass(&mut self) {
        std::mem::swap(&mut self.own, &mut self.opp);
        self.to_move = self.to_move.opponent();
    }

    /// Neither side can move.
    pub fn is_over(&self) -> bool {
        if self.legal_moves() != 0 {
            return false;
        }
        let mut o = *self;
        o.pass();
        o.legal_moves() == 0
    }

    /// The final count: empty squares go to the winner (a wipe-out is
    /// 64–0), split evenly on a draw [JOA rules §14].
    pub fn final_count(&self) -> PerColor<u32> {
        let c = self.counts();
        let empty = 64 - c.black - c.white;
        match c.black.cmp(&c.white) {
            std::cmp::Ordering::Greater => PerColor::new(c.black + empty, c.white),
            std::cmp::Ordering::Less => PerColor::new(c.black, c.white + empty),
            std::cmp::Ordering::Equal => PerColor::new(c.black + empty / 2, c.white + empty / 2),
        }
    }

    /// Stone difference (石差) from `c`'s side of the final count: own
    /// discs − opponent's discs [JOA rules §13].
    pub fn stone_difference(&self, c: Color) -> i32 {
        let f = self.final_count();
        *f.get(c) as i32 - *f.get(c.opponent()) as i32
    }
}

/// Leaf count of the game tree to `depth` plies; a forced pass is a ply,
/// and a finished game is a leaf.
pub fn perft(pos: &Othello, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = pos.legal_moves();
    if moves == 0 {
        let mut p = *pos;
        p.pass();
        if p.legal_moves() == 0 {
            return 1;
        }
        return perft(&p, depth - 1);
    }
    if depth == 1 {
        return moves.count_ones() as u64;
    }
    let mut n = 0;
    while moves != 0 {
        let sq = moves.trailing_zeros() as u8;
        moves &= moves - 1;
        let mut p = *pos;
        p.play(sq);
        n += perft(&p, depth - 1);
    }
    n
}

/// The most moves (passes included) read from an Othello record: a game
/// has at most 60 moves and 60 passes.
pub const MAX_OTHELLO_MOVES: usize = 1_000;

/// A transcript or Othello SGF that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OthelloError {
    /// Transcript text that is not a square name.
    BadTranscript {
        offset: usize,
        found: String,
    },
    Sgf(SgfError),
    /// A move in an SGF that is not a square; `number` counts from 1.
    BadMove {
        number: u32,
        value: String,
    },
    /// More than [`MAX_OTHELLO_MOVES`] moves; `offset` is where the move
    /// over the limit is (characters of a transcript, bytes of an SGF).
    TooManyMoves {
        offset: usize,
    },
}

impl fmt::Display for OthelloError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OthelloError::BadTranscript { offset, found } => write!(
                f,
                "transcript error at character {offset}: expected a square a1..h8 (e.g. 'f5d6c3'), found '{found}'. \
                 Correct the transcript."
            ),
            OthelloError::Sgf(e) => write!(f, "{e}"),
            OthelloError::BadMove { number, value } => write!(
                f,
                "move {number} '{value}' is not an Othello square: expected a1..h8 or SGF 'aa'..'hh'. \
                 Correct that move in the record."
            ),
            OthelloError::TooManyMoves { offset } => write!(
                f,
                "the record has more than {MAX_OTHELLO_MOVES} moves (at {offset}); an Othello game has \
                 at most 60 moves and as many passes. Check that this is the right file."
            ),
        }
    }
}

impl std::error::Error for OthelloError {}

impl From<SgfError> for OthelloError {
    fn from(e: SgfError) -> Self {
        OthelloError::Sgf(e)
    }
}

/// A move of an Othello record: a square, or an explicit pass (`None`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OthelloMove {
    /// The colour written in the record (SGF), `None` in a transcript.
    pub color: Option<Color>,
    pub square: Option<u8>,
}

/// Reads a transcript such as `f5d6c3d3c4` (either case, spaces, commas
/// and line breaks allowed; `pass`/`pa`/`--` an explicit pass).
pub fn parse_transcript(text: &str) -> Result<Vec<OthelloMove>, OthelloError> {
    let text = text.strip_prefix('\u{FEFF}').unwrap_or(text);
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() || c == b',' || c == b'.' {
            i += 1;
            continue;
        }
        if out.len() >= MAX_OTHELLO_MOVES {
            return Err(OthelloError::TooManyMoves {
                offset: text[..i].chars().count(),
            });
        }
        let rest = &text[i..];
        let lower = rest.get(..4).map(str::to_ascii_lowercase);
        if lower.as_deref() == Some("pass") {
            out.push(OthelloMove {
                color: None,
                square: None,
            });
            i += 4;
            continue;
        }
        if rest.starts_with("--") || rest.get(..2).is_some_and(|s| s.eq_ignore_ascii_case("pa")) {
            out.push(OthelloMove {
                color: None,
                square: None,
            });
            i += 2;
            continue;
        }
        match rest.get(..2).and_then(parse_square) {
            Some(sq) => {
                out.push(OthelloMove {
                    color: None,
                    square: Some(sq),
                });
                i += 2;
            }
            None => {
                let found: String = rest.chars().take(2).collect();
                return Err(OthelloError::BadTranscript {
                    offset: text[..i].chars().count(),
                    found,
                });
            }
        }
    }
    Ok(out)
}

/// Reads the moves of an Othello SGF (`GM[2]`). Squares may be written
/// `f5` or in SGF letters (`fe`); `B[]`/`B[tt]` is a pass.
pub fn parse_othello_sgf(bytes: &[u8]) -> Result<Vec<OthelloMove>, OthelloError> {
    let (nodes, _) = sgf::parse_main_line(bytes)?;
    match nodes
        .first()
        .and_then(|n| n.props.iter().find(|p| p.ident == "GM"))
    {
        Some(p) if p.values[0].text.trim() == "2" => {}
        Some(p) => {
            return Err(SgfError::WrongGame {
                offset: p.values[0].offset,
                found: p.values[0].text.trim().to_string(),
                expected: "GM[2] (Othello)",
            }
            .into())
        }
        None => {
            return Err(SgfError::WrongGame {
                offset: 0,
                found: "(none)".into(),
                expected: "GM[2] (Othello)",
            }
            .into())
        }
    }
    let mut out = Vec::new();
    for node in &nodes {
        for p in &node.props {
            let color = match p.ident.as_str() {
                "B" => Color::Black,
                "W" => Color::White,
                _ => continue,
            };
            if out.len() >= MAX_OTHELLO_MOVES {
                return Err(OthelloError::TooManyMoves {
                    offset: p.values[0].offset,
                });
            }
            let t = p.values[0].text.trim().to_ascii_lowercase();
            let square = if t.is_empty() || t == "tt" || t == "pass" {
                None
            } else if let Some(sq) = parse_square(&t) {
                Some(sq)
            } else {
                let b = t.as_bytes();
                let ok =
                    b.len() == 2 && (b'a'..=b'h').contains(&b[0]) && (b'a'..=b'h').contains(&b[1]);
                if !ok {
                    return Err(OthelloError::BadMove {
                        number: out.len() as u32 + 1,
                        value: format!("{}[{}]", p.ident, p.values[0].text),
                    });
                }
                Some((b[1] - b'a') * 8 + (b[0] - b'a'))
            };
            out.push(OthelloMove {
                color: Some(color),
                square,
            });
        }
    }
    Ok(out)
}

/// The first illegal move of an Othello record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OthelloIllegal {
    /// Move number from 1 (forced passes that the record leaves out are not
    /// counted).
    #[serde(rename = "move")]
    pub number: u32,
    pub color: Color,
    /// The square, or `"pass"` for a pass while a move was available.
    pub point: String,
}

/// The JSON of `taikai othello replay`:
/// `{"moves":60,"illegal":null,"discs":{"B":..,"W":..},"final":{"B":..,"W":..}}`.
///
/// `discs` is the board after the last legal move; `final` gives the empty
/// squares to whoever has more discs (split on a draw).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OthelloReport {
    pub moves: u32,
    pub illegal: Option<OthelloIllegal>,
    pub discs: PerColor<u32>,
    #[serde(rename = "final")]
    pub final_count: PerColor<u32>,
}

/// Replays moves from the start, passing automatically for a side that has
/// no move. A move is illegal when it flips nothing (occupied squares
/// included), when the record gives it to the side that cannot be on move,
/// or when it passes while a move exists.
pub fn replay(moves: &[OthelloMove]) -> (Othello, Option<OthelloIllegal>) {
    let mut pos = Othello::new();
    for (k, m) in moves.iter().enumerate() {
        let number = k as u32 + 1;
        if pos.legal_moves() == 0 && !pos.is_over() {
            pos.pass(); // forced pass, whether or not the record wrote it
            if m.square.is_none() {
                continue;
            }
        }
        let bad = |pos: &Othello, point: String| OthelloIllegal {
            number,
            color: m.color.unwrap_or(pos.to_move),
            point,
        };
        if m.color.is_some_and(|c| c != pos.to_move) {
            let point = m.square.map_or("pass".into(), square_name);
            return (pos, Some(bad(&pos, point)));
        }
        match m.square {
            None => return (pos, Some(bad(&pos, "pass".into()))),
            Some(sq) => {
                if pos.play(sq).is_none() {
                    return (pos, Some(bad(&pos, square_name(sq))));
                }
            }
        }
    }
    (pos, None)
}

/// Replays a record given as text: an SGF with `GM[2]` when it starts
/// with `(`, otherwise a transcript.
pub fn replay_text(text: &str) -> Result<OthelloReport, OthelloError> {
    replay_bytes(text.as_bytes())
}

/// [`replay_text`] from a file's bytes; an SGF is decoded with its `CA`.
///
/// A UTF-8 byte-order mark is skipped; UTF-16 with its mark is decoded
/// first.
pub fn replay_bytes(bytes: &[u8]) -> Result<OthelloReport, OthelloError> {
    if bytes.starts_with(b"\xFF\xFE") || bytes.starts_with(b"\xFE\xFF") {
        if bytes.len() > sgf::MAX_SGF_BYTES {
            return Err(SgfError::FileTooLarge { bytes: bytes.len() }.into());
        }
        let (text, _, _) = encoding_rs::UTF_16LE.decode(bytes);
        return replay_bytes(text.as_bytes());
    }
    let body = bytes.strip_prefix(sgf::UTF8_BOM).unwrap_or(bytes);
    let start = body.iter().position(|b| !b.is_ascii_whitespace());
    let moves = if start.is_some_and(|i| body[i] == b'(') {
        parse_othello_sgf(bytes)?
    } else {
        parse_transcript(&String::from_utf8_lossy(body))?
    };
    let (pos, illegal) = replay(&moves);
    let played = moves.iter().filter(|m| m.square.is_some()).count() as u32;
    Ok(OthelloReport {
        moves: played,
        illegal,
        discs: pos.counts(),
        final_count: pos.final_count(),
    })
}
