//! Board points in SGF coordinates: `aa` is the top-left corner, the first
//! letter is the column (x), the second the row (y).

use serde::{Serialize, Serializer};
use std::fmt;

/// The largest Go board the engine supports.
pub const MAX_SIZE: u8 = 25;
/// The smallest Go board the engine supports.
pub const MIN_SIZE: u8 = 5;

/// A point on the board, `x` the column and `y` the row, both from 0 at the
/// top-left corner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point {
    pub x: u8,
    pub y: u8,
}

impl Point {
    pub const fn new(x: u8, y: u8) -> Point {
        Point { x, y }
    }

    /// Parses a two-letter SGF point such as `"dd"` on a board of `size`.
    /// `tt` is *not* accepted here (it is a pass on boards up to 19×19,
    /// handled by the SGF reader).
    pub fn parse(s: &str, size: u8) -> Result<Point, PointError> {
        let b = s.trim().as_bytes();
        if b.len() != 2 {
            return Err(PointError {
                text: s.to_string(),
                size,
            });
        }
        let coord = |c: u8| -> Option<u8> {
            match c {
                b'a'..=b'z' => Some(c - b'a'),
                _ => None,
            }
        };
        match (coord(b[0]), coord(b[1])) {
            (Some(x), Some(y)) if x < size && y < size => Ok(Point { x, y }),
            _ => Err(PointError {
                text: s.to_string(),
                size,
            }),
        }
    }

    /// The SGF letters of this point, e.g. `"dd"`.
    pub fn to_sgf(self) -> String {
        let mut s = String::with_capacity(2);
        s.push((b'a' + self.x) as char);
        s.push((b'a' + self.y) as char);
        s
    }

    /// The point as players name it on a board of `size`: a column letter
    /// `A`.. skipping `I`, then the row counted from the bottom, e.g. `D16`
    /// for SGF `dd` on 19×19.
    pub fn to_human(self, size: u8) -> String {
        let letter = b'A'
            .saturating_add(self.x)
            .saturating_add(u8::from(self.x >= 8));
        let row = u32::from(size).saturating_sub(u32::from(self.y));
        format!("{}{row}", letter as char)
    }

    /// The image of this point under one of the 8 symmetries of a square
    /// board (`sym` in 0..8: bit 0 mirrors x, bit 1 mirrors y, bit 2 swaps
    /// the axes).
    pub fn transform(self, sym: u8, size: u8) -> Point {
        let (mut x, mut y) = (self.x, self.y);
        if sym & 1 != 0 {
            x = size - 1 - x;
        }
        if sym & 2 != 0 {
            y = size - 1 - y;
        }
        if sym & 4 != 0 {
            std::mem::swap(&mut x, &mut y);
        }
        Point { x, y }
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.x) as char, (b'a' + self.y) as char)
    }
}

impl Serialize for Point {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// A point that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PointError {
    pub text: String,
    pub size: u8,
}

impl fmt::Display for PointError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let last = (b'a' + self.size.saturating_sub(1)) as char;
        write!(
            f,
            "'{}' is not a point on a {}x{} board: expected two letters a..{} (column then row, 'aa' is the top-left corner)",
            self.text, self.size, self.size, last
        )
    }
}

impl std::error::Error for PointError {}

/// Parses a comma-separated list of SGF points such as the CLI's
/// `--dead aa,ab,cd` (spaces are ignored, an empty list is allowed).
pub fn parse_point_list(s: &str, size: u8) -> Result<Vec<Point>, PointError> {
    s.split(',')
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(|t| Point::parse(t, size))
        .collect()
}
