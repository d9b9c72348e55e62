//! Positions set up by hand or by a record's set-up stones (`AB`/`AW`), not
//! by play: the arbitration screen's board, a problem diagram, handicap
//! stones.
//!
//! Play can never leave a chain without a liberty: the mover's captures are
//! taken first and suicide is forbidden [Japanese rules 2011 §3–4, Chinese
//! rules 2002 §4–5]. A set-up position with such a chain is therefore no
//! position of Go, and it is refused here, naming a stone of the chain in
//! SGF letters and as players say it (`dd`, D16 on 19×19).

use crate::board::Board;
use crate::color::Color;
use crate::point::{Point, MAX_SIZE, MIN_SIZE};
use std::fmt;

/// Why a set-up position is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The board size is not one the engine plays on.
    BadSize { size: u8 },
    /// A point that cannot be read on this board.
    BadPoint { text: String, size: u8 },
    /// The same point is listed for both colours.
    BothColours { point: Point, human: String },
    /// A chain of set-up stones has no liberty; `point` is one of its
    /// stones, `human` the same point as players name it (`D16`).
    NoLiberties {
        point: Point,
        human: String,
        color: Color,
        stones: usize,
    },
}

fn colour_word(c: Color) -> &'static str {
    match c {
        Color::Black => "black",
        Color::White => "white",
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::BadSize { size } => write!(
                f,
                "a {size}×{size} board is not possible: choose a size from {MIN_SIZE} to {MAX_SIZE}"
            ),
            SetupError::BadPoint { text, size } => {
                let last = (b'a' + size.saturating_sub(1).min(25)) as char;
                write!(
                    f,
                    "'{text}' is not a point on a {size}×{size} board: write two letters a..{last}, \
                     column then row ('aa' is the top-left corner)"
                )
            }
            SetupError::BothColours { point, human } => write!(
                f,
                "the point {point} ({human}) is set up both black and white: keep one of the two"
            ),
            SetupError::NoLiberties {
                point,
                human,
                color,
                stones,
            } => {
                let what = if *stones == 1 {
                    format!("the {} stone at {point} ({human}) has", colour_word(*color))
                } else {
                    format!(
                        "the {stones} {} stones joined to {point} ({human}) have",
                        colour_word(*color)
                    )
                };
                write!(
                    f,
                    "{what} no liberty: that cannot happen in a game; remove them or open a liberty"
                )
            }
        }
    }
}

impl std::error::Error for SetupError {}

/// The first chain without a liberty, as the refusal to give, naming one of
/// its stones in `placed` when it has one (else its first stone); `None`
/// when every chain breathes. One pass over the board, however many
/// stones were placed.
pub(crate) fn chain_without_liberty(board: &Board, placed: &[Point]) -> Option<SetupError> {
    let chain = board
        .chains()
        .into_iter()
        .find(|c| c.liberties.is_empty())?;
    let point = chain
        .stones
        .iter()
        .copied()
        .find(|s| placed.contains(s))
        .unwrap_or(chain.stones[0]);
    Some(SetupError::NoLiberties {
        point,
        human: point.to_human(board.size()),
        color: chain.color,
        stones: chain.stones.len(),
    })
}

/// A position of black and white stones on an empty `size`×`size` board,
/// refused when the size is impossible, a point is listed for both
/// colours, or a chain has no liberty.
pub fn position(size: u8, black: &[Point], white: &[Point]) -> Result<Board, SetupError> {
    if !Board::valid_size(size) {
        return Err(SetupError::BadSize { size });
    }
    let mut board = Board::new(size);
    for (list, color) in [(black, Color::Black), (white, Color::White)] {
        for &p in list {
            if !board.contains(p) {
                return Err(SetupError::BadPoint {
                    text: p.to_string(),
                    size,
                });
            }
            if board.get(p) == Some(color.opponent()) {
                return Err(SetupError::BothColours {
                    point: p,
                    human: p.to_human(size),
                });
            }
            board.set(p, Some(color));
        }
    }
    let placed: Vec<Point> = black.iter().chain(white).copied().collect();
    match chain_without_liberty(&board, &placed) {
        Some(e) => Err(e),
        None => Ok(board),
    }
}

/// [`position`] from points written in SGF letters (`dd`), as the
/// arbitration screen sends them.
pub fn position_from_text<S: AsRef<str>>(
    size: u8,
    black: &[S],
    white: &[S],
) -> Result<Board, SetupError> {
    if !Board::valid_size(size) {
        return Err(SetupError::BadSize { size });
    }
    let read = |list: &[S]| -> Result<Vec<Point>, SetupError> {
        list.iter()
            .map(|t| {
                Point::parse(t.as_ref(), size).map_err(|_| SetupError::BadPoint {
                    text: t.as_ref().to_string(),
                    size,
                })
            })
            .collect()
    };
    position(size, &read(black)?, &read(white)?)
}
