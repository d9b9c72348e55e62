//! The two colours of Go stones and Othello discs.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Black or White. Serialises as `"B"` / `"W"`, the SGF property names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Color {
    #[serde(rename = "B")]
    Black,
    #[serde(rename = "W")]
    White,
}

impl Color {
    /// The other colour.
    #[inline]
    pub fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// 0 for Black, 1 for White; handy for `[T; 2]` tables.
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// `'B'` or `'W'`.
    pub fn letter(self) -> char {
        match self {
            Color::Black => 'B',
            Color::White => 'W',
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// A pair of values, one per colour, serialised as `{"B": .., "W": ..}`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PerColor<T> {
    #[serde(rename = "B")]
    pub black: T,
    #[serde(rename = "W")]
    pub white: T,
}

impl<T> PerColor<T> {
    pub fn new(black: T, white: T) -> Self {
        PerColor { black, white }
    }

    pub fn get(&self, c: Color) -> &T {
        match c {
            Color::Black => &self.black,
            Color::White => &self.white,
        }
    }

    pub fn get_mut(&mut self, c: Color) -> &mut T {
        match c {
            Color::Black => &mut self.black,
            Color::White => &mut self.white,
        }
    }
}
