//! The Go board: a flat array with a one-point border of sentinels, Zobrist
//! hashed, cheap to clone (no heap allocation), with the capture, suicide
//! and simple-ko rules that both rule sets share.
//!
//! Capture comes first: the mover's captures are taken before the mover's
//! own chain is examined, so a move that captures is never suicide, and a
//! "simultaneous suffocation" (同時窒息, beginner's guide §20) is resolved in
//! the mover's favour [Japanese rules 2011 §3–4, Chinese rules 2002 §4–5].

use crate::color::Color;
use crate::point::{Point, MAX_SIZE, MIN_SIZE};
use std::fmt;

/// Cells of the padded array.
const EMPTY: u8 = 0;
const BLACK: u8 = 1;
const WHITE: u8 = 2;
const BORDER: u8 = 3;

/// Stride of the largest board, with its border.
const MAX_STRIDE: usize = MAX_SIZE as usize + 2;
/// Cells of the largest padded board.
pub(crate) const CELLS: usize = MAX_STRIDE * MAX_STRIDE;
const MARK_WORDS: usize = CELLS.div_ceil(64);

#[inline]
fn cell_of(c: Color) -> u8 {
    match c {
        Color::Black => BLACK,
        Color::White => WHITE,
    }
}

#[inline]
fn color_of(cell: u8) -> Option<Color> {
    match cell {
        BLACK => Some(Color::Black),
        WHITE => Some(Color::White),
        _ => None,
    }
}

/// SplitMix64's mixing step: a well-spread 64-bit value from any input.
pub(crate) const fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = x;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Hashes a key that is already a uniformly spread 64-bit hash (a Zobrist
/// hash, or one mixed by [`splitmix`]) by using it as is.
#[derive(Default)]
pub(crate) struct ZobristHasher(u64);

impl std::hash::Hasher for ZobristHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ b as u64;
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

/// A map keyed by position hashes.
pub(crate) type ZobristMap<V> =
    std::collections::HashMap<u64, V, std::hash::BuildHasherDefault<ZobristHasher>>;

/// Zobrist keys, one per (colour, padded index), fixed at compile time so
/// hashes are reproducible across runs.
static ZOBRIST: [[u64; CELLS]; 2] = {
    let mut t = [[0u64; CELLS]; 2];
    let mut c = 0;
    while c < 2 {
        let mut i = 0;
        while i < CELLS {
            t[c][i] = splitmix(((c * CELLS + i) as u64) << 8 | 0x5A);
            i += 1;
        }
        c += 1;
    }
    t
};

/// Why a move is not allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IllegalReason {
    /// The point already holds a stone.
    Occupied,
    /// The move leaves its own chain without liberties and captures nothing
    /// [Japanese rules §4, Chinese rules §5].
    Suicide,
    /// Immediate recapture of a single stone in a ko [Japanese rules §5].
    Ko,
    /// The move recreates an earlier whole-board position [Chinese rules §6].
    Superko,
    /// The same colour moved twice without a pass between [Chinese rules §17.2].
    WrongTurn,
    /// The game opened with the wrong colour: Black first in an even game, White first
    /// after the handicap stones [Japanese rules §2.3, Chinese rules §2.3].
    FirstMove,
}

impl IllegalReason {
    /// The word used in JSON reports: `occupied`, `suicide`, `ko`,
    /// `superko`, `wrong-turn`, `first-move`.
    pub fn as_str(self) -> &'static str {
        match self {
            IllegalReason::Occupied => "occupied",
            IllegalReason::Suicide => "suicide",
            IllegalReason::Ko => "ko",
            IllegalReason::Superko => "superko",
            IllegalReason::WrongTurn => "wrong-turn",
            IllegalReason::FirstMove => "first-move",
        }
    }
}

impl fmt::Display for IllegalReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl serde::Serialize for IllegalReason {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

/// What a legal move did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveEffect {
    /// Number of opponent stones taken off the board (ハマ).
    pub captured: u32,
    /// When the move took a ko, the point the opponent may not retake
    /// on the very next move.
    pub ko: Option<Point>,
}

/// A chain (連) of same-coloured stones connected along the lines, with its
/// liberties (呼吸点, the empty points next to it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chain {
    pub color: Color,
    /// Stones in row-major order.
    pub stones: Vec<Point>,
    /// Liberties in row-major order.
    pub liberties: Vec<Point>,
}

/// Visited-set for flood fills, on the stack.
struct Marks([u64; MARK_WORDS]);

/// The stones [`Board::has_liberty`] keeps on its short stack.
const SHORT_STACK: usize = 32;

impl Marks {
    #[inline]
    fn new() -> Marks {
        Marks([0; MARK_WORDS])
    }
    /// Marks `i`; returns true if it was not marked before.
    #[inline]
    fn insert(&mut self, i: usize) -> bool {
        let (w, b) = (i >> 6, 1u64 << (i & 63));
        let fresh = self.0[w] & b == 0;
        self.0[w] |= b;
        fresh
    }
    #[inline]
    fn union(&mut self, other: &Marks) {
        for (a, b) in self.0.iter_mut().zip(other.0.iter()) {
            *a |= b;
        }
    }
    #[inline]
    fn contains(&self, i: usize) -> bool {
        self.0[i >> 6] & (1u64 << (i & 63)) != 0
    }
}

/// A Go position: stones, prisoners taken so far and the simple-ko ban.
///
/// `Clone` is a plain copy of about 800 bytes, so a search can clone freely.
#[derive(Clone)]
pub struct Board {
    size: u8,
    stride: usize,
    cells: [u8; CELLS],
    hash: u64,
    /// `(padded index, colour banned from playing there next move)`.
    ko: Option<(u16, Color)>,
    captures: [u32; 2],
}

impl PartialEq for Board {
    /// Boards are equal when they hold the same stones (the whole-board
    /// position); prisoners and the ko ban are not compared.
    fn eq(&self, other: &Board) -> bool {
        self.size == other.size && self.cells[..self.used()] == other.cells[..other.used()]
    }
}
impl Eq for Board {}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Board {}x{}", self.size, self.size)?;
        write!(f, "{self}")
    }
}

impl fmt::Display for Board {
    /// One row per line, `X` black, `O` white, `.` empty.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for y in 0..self.size {
            for x in 0..self.size {
                let c = match self.get(Point::new(x, y)) {
                    Some(Color::Black) => 'X',
                    Some(Color::White) => 'O',
                    None => '.',
                };
                write!(f, "{c}")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

impl Board {
    /// An empty board of `size`×`size` (5 to 25).
    ///
    /// # Panics
    /// If `size` is outside 5..=25; check with [`Board::valid_size`].
    pub fn new(size: u8) -> Board {
        assert!(
            Board::valid_size(size),
            "board size {size} outside {MIN_SIZE}..={MAX_SIZE}"
        );
        let stride = size as usize + 2;
        let mut cells = [BORDER; CELLS];
        for y in 0..size as usize {
            for x in 0..size as usize {
                cells[(y + 1) * stride + x + 1] = EMPTY;
            }
        }
        Board {
            size,
            stride,
            cells,
            hash: 0,
            ko: None,
            captures: [0; 2],
        }
    }

    /// Whether the engine supports a `size`×`size` board.
    pub fn valid_size(size: u8) -> bool {
        (MIN_SIZE..=MAX_SIZE).contains(&size)
    }

    /// Parses a diagram: one row per line, `X`/`B`/`x` black, `O`/`W`/`o`
    /// white, `.`/`+`/`-` empty; spaces ignored. Rows must be square.
    /// Meant for tests and examples.
    pub fn from_diagram(text: &str) -> Result<Board, String> {
        let rows: Vec<Vec<char>> = text
            .lines()
            .map(|l| l.chars().filter(|c| !c.is_whitespace()).collect::<Vec<_>>())
            .filter(|r| !r.is_empty())
            .collect();
        let size = rows.len();
        if !(MIN_SIZE as usize..=MAX_SIZE as usize).contains(&size) {
            return Err(format!("diagram has {size} rows, expected 5 to 25"));
        }
        let mut b = Board::new(size as u8);
        for (y, row) in rows.iter().enumerate() {
            if row.len() != size {
                return Err(format!(
                    "diagram row {} has {} points, expected {size}",
                    y + 1,
                    row.len()
                ));
            }
            for (x, &ch) in row.iter().enumerate() {
                let p = Point::new(x as u8, y as u8);
                match ch {
                    'X' | 'B' | 'x' => b.set(p, Some(Color::Black)),
                    'O' | 'W' | 'o' => b.set(p, Some(Color::White)),
                    '.' | '+' | '-' => {}
                    _ => return Err(format!("unexpected '{ch}' in diagram row {}", y + 1)),
                }
            }
        }
        Ok(b)
    }

    /// The board's side length.
    #[inline]
    pub fn size(&self) -> u8 {
        self.size
    }

    /// Zobrist hash of the stones (the whole-board position only).
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Stones captured so far *by* each colour, `[black, white]`.
    #[inline]
    pub fn captures(&self) -> [u32; 2] {
        self.captures
    }

    /// The point where `color` may not play next because of the simple-ko
    /// rule, if any.
    pub fn ko_point(&self, color: Color) -> Option<Point> {
        match self.ko {
            Some((i, c)) if c == color => Some(self.point_of(i as usize)),
            _ => None,
        }
    }

    #[inline]
    fn used(&self) -> usize {
        self.stride * self.stride
    }

    /// The padded cells in use (0 empty, 1 black, 2 white, 3 border),
    /// indexed by [`Board::index`]; two boards of the same size hold the
    /// same position exactly when these are equal.
    #[inline]
    pub(crate) fn raw_cells(&self) -> &[u8] {
        &self.cells[..self.used()]
    }

    #[inline]
    /// The index of `p` in [`Board::raw_cells`].
    pub(crate) fn index(&self, p: Point) -> usize {
        debug_assert!(p.x < self.size && p.y < self.size);
        (p.y as usize + 1) * self.stride + p.x as usize + 1
    }

    #[inline]
    fn point_of(&self, i: usize) -> Point {
        Point::new((i % self.stride - 1) as u8, (i / self.stride - 1) as u8)
    }

    /// Whether `p` lies on this board.
    #[inline]
    pub fn contains(&self, p: Point) -> bool {
        p.x < self.size && p.y < self.size
    }

    /// The stone at `p`, if any.
    #[inline]
    pub fn get(&self, p: Point) -> Option<Color> {
        color_of(self.cells[self.index(p)])
    }

    /// Places, replaces or removes a stone without any rule check (setup
    /// stones `AB`/`AW`/`AE`, handicap stones, diagrams). Clears the ko ban.
    pub fn set(&mut self, p: Point, stone: Option<Color>) {
        let i = self.index(p);
        if let Some(c) = color_of(self.cells[i]) {
            self.hash ^= ZOBRIST[c.index()][i];
        }
        self.cells[i] = stone.map_or(EMPTY, cell_of);
        if let Some(c) = stone {
            self.hash ^= ZOBRIST[c.index()][i];
        }
        self.ko = None;
    }

    /// All points of the board, row by row.
    pub fn points(&self) -> impl Iterator<Item = Point> {
        let n = self.size;
        (0..n).flat_map(move |y| (0..n).map(move |x| Point::new(x, y)))
    }

    /// The on-board neighbours of `p`.
    pub fn neighbors(&self, p: Point) -> impl Iterator<Item = Point> + '_ {
        let i = self.index(p);
        self.adjacent(i)
            .into_iter()
            .filter(move |&j| self.cells[j] != BORDER)
            .map(move |j| self.point_of(j))
    }

    #[inline]
    fn adjacent(&self, i: usize) -> [usize; 4] {
        [i - self.stride, i - 1, i + 1, i + self.stride]
    }

    /// A pass by `color`: lifts any ko ban (the ko may be retaken after a
    /// pass, Japanese rules §5).
    pub fn pass(&mut self, _color: Color) {
        self.ko = None;
    }

    /// Checks a move without playing it.
    pub fn is_legal(&self, color: Color, p: Point) -> Result<(), IllegalReason> {
        let mut b = self.clone();
        b.play(color, p).map(|_| ())
    }

    /// Plays `color` at `p` under the rules common to both rule sets:
    /// the point must be empty, opponent chains left without liberties are
    /// captured first, the move must not be suicide, and it must not
    /// retake a ko immediately. On error the board is unchanged.
    pub fn play(&mut self, color: Color, p: Point) -> Result<MoveEffect, IllegalReason> {
        let i = self.index(p);
        if self.cells[i] != EMPTY {
            return Err(IllegalReason::Occupied);
        }
        if self.ko == Some((i as u16, color)) {
            return Err(IllegalReason::Ko);
        }
        let me = cell_of(color);
        let opp = cell_of(color.opponent());
        self.cells[i] = me;
        // Stones of chains already found to have a liberty. A fill that
        // stops early marks only part of its chain, so each fill gets fresh
        // marks and only successful fills are remembered.
        let mut alive = Marks::new();
        let mut captured = 0u32;
        let mut last_captured = 0usize;
        // The mover's captures first (Japanese rules §3, Chinese rules §4.2).
        for n in self.adjacent(i) {
            if self.cells[n] != opp || alive.contains(n) {
                continue;
            }
            let mut marks = Marks::new();
            if self.has_liberty(n, &mut marks) {
                alive.union(&marks);
            } else {
                captured += self.remove_chain(n, color.opponent());
                last_captured = n;
            }
        }
        if captured == 0 && !self.has_liberty(i, &mut Marks::new()) {
            self.cells[i] = EMPTY;
            return Err(IllegalReason::Suicide);
        }
        self.hash ^= ZOBRIST[color.index()][i];
        self.captures[color.index()] += captured;
        // Simple ko: one stone captured by a lone stone that is itself left
        // with one liberty (the point just emptied) [Japanese rules §5].
        self.ko = None;
        let mut ko = None;
        if captured == 1 {
            let adj = self.adjacent(i);
            let lone = adj.iter().all(|&n| self.cells[n] != me);
            let libs = adj.iter().filter(|&&n| self.cells[n] == EMPTY).count();
            if lone && libs == 1 {
                self.ko = Some((last_captured as u16, color.opponent()));
                ko = Some(self.point_of(last_captured));
            }
        }
        Ok(MoveEffect { captured, ko })
    }

    /// Flood fill from `start` through its colour; true as soon as an empty
    /// neighbour is found.
    fn has_liberty(&self, start: usize, marks: &mut Marks) -> bool {
        // Most chains are small: a short stack, not one the size of the
        // board, which would be zeroed at every move played (4% of a
        // verdict's time on a full board, in `memset`).
        let col = self.cells[start];
        marks.insert(start);
        let mut short = [0u16; SHORT_STACK];
        short[0] = start as u16;
        match self.fill_to_liberty(col, &mut short, 1, marks) {
            Ok(found) => found,
            Err((open, next)) => {
                // Outgrown: on with the board-sized stack, from the stones
                // waiting, the one whose neighbours were being read (read
                // again: those already marked are skipped) and the next.
                let mut long = [0u16; CELLS];
                long[..SHORT_STACK].copy_from_slice(&short);
                long[SHORT_STACK] = open;
                long[SHORT_STACK + 1] = next;
                // It holds every stone of a chain and the one read again,
                // so it never fills: the `true` is never reached.
                self.fill_to_liberty(col, &mut long, SHORT_STACK + 2, marks)
                    .unwrap_or(true)
            }
        }
    }

    /// [`Board::has_liberty`]'s fill on `stack`, its first `top` stones
    /// waiting: whether a liberty was found, or, when the stack is full,
    /// the stone whose neighbours were being read and the one that did not
    /// fit (marked).
    fn fill_to_liberty(
        &self,
        col: u8,
        stack: &mut [u16],
        mut top: usize,
        marks: &mut Marks,
    ) -> Result<bool, (u16, u16)> {
        while top > 0 {
            top -= 1;
            let s = stack[top] as usize;
            for n in self.adjacent(s) {
                let c = self.cells[n];
                if c == EMPTY {
                    return Ok(true);
                }
                if c == col && marks.insert(n) {
                    if top == stack.len() {
                        return Err((s as u16, n as u16));
                    }
                    stack[top] = n as u16;
                    top += 1;
                }
            }
        }
        Ok(false)
    }

    fn remove_chain(&mut self, start: usize, color: Color) -> u32 {
        let col = cell_of(color);
        let z = &ZOBRIST[color.index()];
        let mut stack = [0u16; CELLS];
        let mut top = 1;
        stack[0] = start as u16;
        self.cells[start] = EMPTY;
        self.hash ^= z[start];
        let mut n_removed = 1;
        while top > 0 {
            top -= 1;
            let s = stack[top] as usize;
            for n in self.adjacent(s) {
                if self.cells[n] == col {
                    self.cells[n] = EMPTY;
                    self.hash ^= z[n];
                    n_removed += 1;
                    stack[top] = n as u16;
                    top += 1;
                }
            }
        }
        n_removed
    }

    /// The chain containing the stone at `p`, with its liberties; `None`
    /// on an empty point.
    pub fn chain_at(&self, p: Point) -> Option<Chain> {
        let start = self.index(p);
        let color = color_of(self.cells[start])?;
        let mut marks = Marks::new();
        let mut libs = Marks::new();
        let mut stones = vec![start];
        let mut liberties = Vec::new();
        marks.insert(start);
        let mut k = 0;
        while k < stones.len() {
            let s = stones[k];
            k += 1;
            for n in self.adjacent(s) {
                let c = self.cells[n];
                if c == EMPTY && libs.insert(n) {
                    liberties.push(n);
                } else if c == self.cells[start] && marks.insert(n) {
                    stones.push(n);
                }
            }
        }
        stones.sort_unstable();
        liberties.sort_unstable();
        Some(Chain {
            color,
            stones: stones.into_iter().map(|i| self.point_of(i)).collect(),
            liberties: liberties.into_iter().map(|i| self.point_of(i)).collect(),
        })
    }

    /// Number of liberties of the chain at `p` (0 on an empty point).
    pub fn liberties(&self, p: Point) -> usize {
        self.chain_at(p).map_or(0, |c| c.liberties.len())
    }

    /// Every chain on the board, ordered by its first stone (row-major).
    pub fn chains(&self) -> Vec<Chain> {
        let mut seen = vec![false; CELLS];
        let mut out = Vec::new();
        for p in self.points() {
            if seen[self.index(p)] {
                continue;
            }
            if let Some(ch) = self.chain_at(p) {
                for &s in &ch.stones {
                    seen[self.index(s)] = true;
                }
                out.push(ch);
            }
        }
        out
    }

    /// Number of stones of `color` on the board.
    pub fn count(&self, color: Color) -> usize {
        let c = cell_of(color);
        self.cells[..self.used()]
            .iter()
            .filter(|&&x| x == c)
            .count()
    }

    /// The board seen through symmetry `sym` (0..8, see [`Point::transform`]),
    /// with colours swapped if `swap` is set. Prisoners follow the colours;
    /// the ko ban follows the point.
    pub fn transformed(&self, sym: u8, swap: bool) -> Board {
        let mut b = Board::new(self.size);
        for p in self.points() {
            if let Some(c) = self.get(p) {
                let c = if swap { c.opponent() } else { c };
                b.set(p.transform(sym, self.size), Some(c));
            }
        }
        b.captures = if swap {
            [self.captures[1], self.captures[0]]
        } else {
            self.captures
        };
        b.ko = self.ko.map(|(i, c)| {
            let q = self.point_of(i as usize).transform(sym, self.size);
            (b.index(q) as u16, if swap { c.opponent() } else { c })
        });
        b
    }
}
