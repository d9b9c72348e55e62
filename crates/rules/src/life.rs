//! Static life: which chains are alive and which points belong to a side
//! whatever the opponent does — Benson's unconditional life, with two
//! documented relaxations for the end of a game.
//!
//! This is the test the verification search ([`crate::verify`]) uses to
//! decide that a status is *clear* (判明, 2011 rules §7 commentary):
//! a point is **settled** for a colour when it is that colour's stone in a
//! statically alive chain, or lies in an *eye region* (a connected set of
//! non-stones-of-that-colour) enclosed only by statically alive chains of
//! that colour in which the opponent has no eye.
//!
//! Benson's test (1976): a set of chains is unconditionally alive when each
//! has two *vital* regions — regions it encloses with its own colour, all
//! of whose empty points are its liberties — and every region counted
//! borders only chains of the set. Such chains survive any number of
//! consecutive opponent moves, which is the 2011 rules' definition of a
//! live stone (§7: 最終的に相手方の連続着手によっても相手方の帰属にならない).
//!
//! Relaxations (the position is a finished game both players stopped; the
//! commentary never verifies an invasion of a closed area):
//! * **eye region**: an empty region enclosed by one colour counts as vital
//!   for every chain bordering it, even where some of its points are not
//!   liberties of that chain (a big eye);
//! * **territory**: a region with at least [`TERRITORY_SIZE`] empty points
//!   in which the opponent has no eye (no empty point surrounded by
//!   opponent stones only) counts as two eyes for every chain bordering it
//!   (room for two eyes against any reply), and opponent stones inside it
//!   are taken as dead: invasions of a closed territory are not read.
//!
//! With both off ([`StaticLife::benson`]) the test is Benson's, exact.

use crate::board::Board;
use crate::color::Color;
use crate::point::Point;

/// Regions at least this big, with no opponent eye, count as two eyes.
pub const TERRITORY_SIZE: usize = 10;

/// A board copied into a compact grid (index `y * size + x`).
#[derive(Clone)]
pub(crate) struct Grid {
    pub n: usize,
    /// 0 empty, 1 black, 2 white.
    pub cells: Vec<u8>,
    /// Neighbours of each point; `u16::MAX` pads.
    pub nbrs: Vec<[u16; 4]>,
}

pub(crate) const NONE: u16 = u16::MAX;

pub(crate) fn stone(c: Color) -> u8 {
    match c {
        Color::Black => 1,
        Color::White => 2,
    }
}

impl Grid {
    pub fn new(board: &Board) -> Grid {
        let n = board.size() as usize;
        let mut cells = vec![0u8; n * n];
        let mut nbrs = vec![[NONE; 4]; n * n];
        for p in board.points() {
            let i = p.y as usize * n + p.x as usize;
            cells[i] = board.get(p).map_or(0, stone);
            for (k, q) in board.neighbors(p).enumerate() {
                nbrs[i][k] = (q.y as usize * n + q.x as usize) as u16;
            }
        }
        Grid { n, cells, nbrs }
    }

    pub fn refill(&mut self, board: &Board) {
        for p in board.points() {
            let i = p.y as usize * self.n + p.x as usize;
            self.cells[i] = board.get(p).map_or(0, stone);
        }
    }

    #[inline]
    pub fn adj(&self, i: usize) -> impl Iterator<Item = usize> + '_ {
        self.nbrs[i]
            .iter()
            .take_while(|&&j| j != NONE)
            .map(|&j| j as usize)
    }

    pub fn point(&self, i: usize) -> Point {
        Point::new((i % self.n) as u8, (i / self.n) as u8)
    }

    pub fn index(&self, p: Point) -> usize {
        p.y as usize * self.n + p.x as usize
    }
}

/// The static verdict on a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StaticLife {
    size: u8,
    /// Per point: the colour it is settled for, if any.
    settled: Vec<Option<Color>>,
}

impl StaticLife {
    /// The relaxed test used by the judge (see the module doc).
    pub fn new(board: &Board) -> StaticLife {
        Self::compute(&Grid::new(board), true)
    }

    /// Benson's exact test, without the end-of-game relaxations.
    pub fn benson(board: &Board) -> StaticLife {
        Self::compute(&Grid::new(board), false)
    }

    pub(crate) fn compute(g: &Grid, relaxed: bool) -> StaticLife {
        let mut settled = vec![None; g.cells.len()];
        for c in [Color::Black, Color::White] {
            settle_color(g, c, relaxed, &mut settled);
        }
        StaticLife {
            size: g.n as u8,
            settled,
        }
    }

    /// The colour `p` is settled for: its owner's live stone, or a point
    /// of that side's secure eye region.
    pub fn settled(&self, p: Point) -> Option<Color> {
        self.settled[p.y as usize * self.size as usize + p.x as usize]
    }

    /// Whether the stone at `p` (of colour `c`) is statically alive.
    pub fn alive(&self, board: &Board, p: Point) -> bool {
        matches!(board.get(p), Some(c) if self.settled(p) == Some(c))
    }

    pub(crate) fn settled_index(&self, i: usize) -> Option<Color> {
        self.settled[i]
    }
}

/// Benson's algorithm for colour `c`, writing settled points into `out`.
fn settle_color(g: &Grid, c: Color, relaxed: bool, out: &mut [Option<Color>]) {
    let me = stone(c);
    let opp = stone(c.opponent());
    let len = g.cells.len();
    // Chains of `c`.
    let mut chain = vec![NONE; len];
    let mut n_chains = 0usize;
    let mut stack = Vec::new();
    for s in 0..len {
        if g.cells[s] != me || chain[s] != NONE {
            continue;
        }
        chain[s] = n_chains as u16;
        stack.push(s);
        while let Some(i) = stack.pop() {
            for j in g.adj(i) {
                if g.cells[j] == me && chain[j] == NONE {
                    chain[j] = n_chains as u16;
                    stack.push(j);
                }
            }
        }
        n_chains += 1;
    }
    if n_chains == 0 {
        return;
    }
    // Regions: maximal connected sets of points not holding `c`.
    struct Region {
        points: Vec<usize>,
        /// Bordering chains, with whether the region is vital to each.
        border: Vec<(u16, bool)>,
        /// Counts as two eyes (relaxed territory).
        double: bool,
        /// Relaxed eye region (see the module doc).
        eye_region: bool,
    }
    let mut region_of = vec![NONE; len];
    let mut regions: Vec<Region> = Vec::new();
    for s in 0..len {
        if g.cells[s] == me || region_of[s] != NONE {
            continue;
        }
        let r = regions.len() as u16;
        let mut points = vec![s];
        region_of[s] = r;
        let mut k = 0;
        while k < points.len() {
            let i = points[k];
            k += 1;
            for j in g.adj(i) {
                if g.cells[j] != me && region_of[j] == NONE {
                    region_of[j] = r;
                    points.push(j);
                }
            }
        }
        let mut border: Vec<u16> = Vec::new();
        for &i in &points {
            for j in g.adj(i) {
                if g.cells[j] == me && !border.contains(&chain[j]) {
                    border.push(chain[j]);
                }
            }
        }
        let no_opp_eye = points
            .iter()
            .all(|&i| g.cells[i] != 0 || g.adj(i).any(|j| g.cells[j] != opp));
        let empties = points.iter().filter(|&&i| g.cells[i] == 0).count();
        let no_opp = empties == points.len();
        // Relaxed: an empty eye region, or a territory (at least
        // TERRITORY_SIZE empty points) where the opponent has no eye.
        let territory = no_opp_eye && empties >= TERRITORY_SIZE;
        let eye_region = relaxed && (no_opp || territory);
        let border = border
            .into_iter()
            .map(|ch| {
                // Benson: every empty point of the region is a liberty.
                let strict = points
                    .iter()
                    .all(|&i| g.cells[i] != 0 || g.adj(i).any(|j| chain[j] == ch));
                (ch, strict || eye_region)
            })
            .collect();
        let double = relaxed && territory;
        regions.push(Region {
            points,
            border,
            double,
            eye_region,
        });
    }
    // Benson's iteration: drop chains with fewer than two vital regions
    // among the regions that border only chains still in the set.
    let mut alive = vec![true; n_chains];
    let mut healthy = vec![true; regions.len()];
    loop {
        let mut eyes = vec![0u32; n_chains];
        for (r, reg) in regions.iter().enumerate() {
            if !healthy[r] {
                continue;
            }
            for &(ch, vital) in &reg.border {
                if vital {
                    eyes[ch as usize] += if reg.double { 2 } else { 1 };
                }
            }
        }
        let mut changed = false;
        for ch in 0..n_chains {
            if alive[ch] && eyes[ch] < 2 {
                alive[ch] = false;
                changed = true;
            }
        }
        for (r, reg) in regions.iter().enumerate() {
            if healthy[r] && reg.border.iter().any(|&(ch, _)| !alive[ch as usize]) {
                healthy[r] = false;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    for i in 0..len {
        if g.cells[i] == me && alive[chain[i] as usize] {
            out[i] = Some(c);
        }
    }
    for (r, reg) in regions.iter().enumerate() {
        // A region is secure for `c` when it borders only live chains and is
        // vital to one of them (Benson) or holds no opponent eye (relaxed).
        let bordered = !reg.border.is_empty() && healthy[r];
        let strict_any = reg.border.iter().any(|&(ch, _)| {
            reg.points
                .iter()
                .all(|&i| g.cells[i] != 0 || g.adj(i).any(|j| chain[j] == ch))
        });
        if bordered && (strict_any || reg.eye_region) {
            for &i in &reg.points {
                out[i] = Some(c);
            }
        }
    }
}
