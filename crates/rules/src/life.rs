//! Static life: which chains are alive and which points belong to a side
//! whatever the opponent does — Benson's unconditional life, with two
//! documented relaxations for the end of a game.
//!
//! This is the test the verification search ([`crate::verify`]) uses to
//! decide that a status is *clear* (判明, 2011 rules §7 commentary):
//! a point is **settled** for a colour when it is that colour's stone in a
//! statically alive chain, or lies in a *secure region* (a connected set of
//! non-stones-of-that-colour) enclosed only by statically alive chains of
//! that colour.
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
//! * **territory**: a *closed* region with at least [`TERRITORY_SIZE`]
//!   empty points counts as two eyes for every chain bordering it (room for
//!   two eyes against any reply), and opponent stones inside it are taken
//!   as dead. Closed means: every opponent chain inside is an *island*
//!   (it touches none of the enclosing colour's stones: a lone stone
//!   dropped into the area, not a wall facing it), and no part of the
//!   region's empty points is enclosed by opponent stones alone (no
//!   opponent eye). A wall facing the opponent's wall is never inside the
//!   opponent's territory, so two halves of a board facing each other each
//!   keep their own side.
//!
//! With both off ([`StaticLife::benson`]) the test is Benson's, exact.
//! A point both colours would claim (only possible through the
//! relaxations) is settled for neither.
//!
//! The same test runs on a *zone* of the board (the points a verification
//! may change) with the rest held fixed: see [`Grid::zone`].

use crate::board::Board;
use crate::color::Color;
use crate::point::Point;

/// Closed regions at least this big count as two eyes.
pub const TERRITORY_SIZE: usize = 10;

pub(crate) const NONE: u16 = u16::MAX;

/// What lies beyond the edge of a zone: held fixed during a verification.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Fixed {
    /// A statically alive stone of this colour.
    Stone(Color),
    /// An empty point settled for this colour (its secure region).
    Area(Color),
}

const FIXED_BASE: u16 = u16::MAX - 4;

fn fixed_code(f: Fixed) -> u16 {
    FIXED_BASE
        + match f {
            Fixed::Stone(c) => c.index() as u16,
            Fixed::Area(c) => 2 + c.index() as u16,
        }
}

fn fixed_of(code: u16) -> Fixed {
    let c = |k: u16| {
        if k == 0 {
            Color::Black
        } else {
            Color::White
        }
    };
    let k = code - FIXED_BASE;
    if k < 2 {
        Fixed::Stone(c(k))
    } else {
        Fixed::Area(c(k - 2))
    }
}

/// A set of board points in a compact numbering, with their neighbours:
/// the whole board, or a zone whose outside is [`Fixed`].
#[derive(Clone)]
pub(crate) struct Grid {
    /// The board point of each local index.
    pub points: Vec<Point>,
    /// 0 empty, 1 black, 2 white.
    pub cells: Vec<u8>,
    /// Local neighbours, then fixed ones (codes from `FIXED_BASE`);
    /// `NONE` pads.
    pub nbrs: Vec<[u16; 4]>,
}

pub(crate) fn stone(c: Color) -> u8 {
    match c {
        Color::Black => 1,
        Color::White => 2,
    }
}

impl Grid {
    /// The whole board (index `y * size + x`).
    pub fn new(board: &Board) -> Grid {
        let n = board.size() as usize;
        let points: Vec<Point> = board.points().collect();
        let mut nbrs = vec![[NONE; 4]; n * n];
        for (i, &p) in points.iter().enumerate() {
            for (k, q) in board.neighbors(p).enumerate() {
                nbrs[i][k] = (q.y as usize * n + q.x as usize) as u16;
            }
        }
        let mut g = Grid {
            points,
            cells: vec![0; n * n],
            nbrs,
        };
        g.refill(board);
        g
    }

    /// The points of `zone` (board points); every neighbour outside it is
    /// taken from `outside`, which must say what is there.
    pub fn zone(board: &Board, zone: &[Point], outside: impl Fn(Point) -> Fixed) -> Grid {
        let n = board.size() as usize;
        let mut local = vec![NONE; n * n];
        for (k, p) in zone.iter().enumerate() {
            local[p.y as usize * n + p.x as usize] = k as u16;
        }
        let nbrs = zone
            .iter()
            .map(|&p| {
                let mut row = [NONE; 4];
                let mut inner: Vec<u16> = Vec::new();
                let mut outer: Vec<u16> = Vec::new();
                for q in board.neighbors(p) {
                    match local[q.y as usize * n + q.x as usize] {
                        NONE => outer.push(fixed_code(outside(q))),
                        j => inner.push(j),
                    }
                }
                for (slot, v) in row.iter_mut().zip(inner.into_iter().chain(outer)) {
                    *slot = v;
                }
                row
            })
            .collect();
        let mut g = Grid {
            points: zone.to_vec(),
            cells: vec![0; zone.len()],
            nbrs,
        };
        g.refill(board);
        g
    }

    pub fn refill(&mut self, board: &Board) {
        for (cell, &p) in self.cells.iter_mut().zip(&self.points) {
            *cell = board.get(p).map_or(0, stone);
        }
    }

    /// Local neighbours.
    #[inline]
    pub fn adj(&self, i: usize) -> impl Iterator<Item = usize> + '_ {
        self.nbrs[i]
            .iter()
            .take_while(|&&j| j < FIXED_BASE)
            .map(|&j| j as usize)
    }

    /// Fixed neighbours (outside the zone).
    #[inline]
    pub fn fixed(&self, i: usize) -> impl Iterator<Item = Fixed> + '_ {
        self.nbrs[i]
            .iter()
            .filter(|&&j| (FIXED_BASE..NONE).contains(&j))
            .map(|&j| fixed_of(j))
    }

    pub fn len(&self) -> usize {
        self.cells.len()
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
        StaticLife {
            size: board.size(),
            settled: settle(&Grid::new(board), true),
        }
    }

    /// Benson's exact test, without the end-of-game relaxations.
    pub fn benson(board: &Board) -> StaticLife {
        StaticLife {
            size: board.size(),
            settled: settle(&Grid::new(board), false),
        }
    }

    /// The colour `p` is settled for: its owner's live stone, or a point
    /// of that side's secure region.
    pub fn settled(&self, p: Point) -> Option<Color> {
        self.settled[p.y as usize * self.size as usize + p.x as usize]
    }

    /// Whether the stone at `p` (of colour `c`) is statically alive.
    pub fn alive(&self, board: &Board, p: Point) -> bool {
        matches!(board.get(p), Some(c) if self.settled(p) == Some(c))
    }
}

/// The settled colour of every point of `g` (local indices).
pub(crate) fn settle(g: &Grid, relaxed: bool) -> Vec<Option<Color>> {
    let black = settle_color(g, Color::Black, relaxed);
    let white = settle_color(g, Color::White, relaxed);
    black
        .into_iter()
        .zip(white)
        .map(|(b, w)| match (b, w) {
            (true, false) => Some(Color::Black),
            (false, true) => Some(Color::White),
            // Claimed by both (relaxations only): no one's.
            _ => None,
        })
        .collect()
}

/// Connected components of the points satisfying `inside`: a label per
/// point (`NONE` outside) and the members of each component.
fn components(g: &Grid, inside: impl Fn(usize) -> bool) -> (Vec<u16>, Vec<Vec<usize>>) {
    let mut label = vec![NONE; g.len()];
    let mut comps: Vec<Vec<usize>> = Vec::new();
    for s in 0..g.len() {
        if !inside(s) || label[s] != NONE {
            continue;
        }
        let id = comps.len() as u16;
        label[s] = id;
        let mut members = vec![s];
        let mut k = 0;
        while k < members.len() {
            let i = members[k];
            k += 1;
            for j in g.adj(i) {
                if inside(j) && label[j] == NONE {
                    label[j] = id;
                    members.push(j);
                }
            }
        }
        comps.push(members);
    }
    (label, comps)
}

/// A region of colour `c`: a maximal connected set of points not holding
/// `c`, within the grid.
struct Region {
    points: Vec<usize>,
    /// Bordering chains of `c`, with whether the region is vital to each.
    border: Vec<(u16, bool)>,
    /// Reaches beyond the zone into something not held by `c`'s live
    /// stones: never an eye, never secure.
    open: bool,
    /// Touches a fixed live stone of `c`.
    fixed_border: bool,
    /// Counts as two eyes (relaxed territory).
    double: bool,
    /// Relaxed eye region or territory.
    eye_region: bool,
    /// Benson-vital to at least one bordering chain.
    strict_any: bool,
}

/// Benson's algorithm for colour `c` (with the relaxations if `relaxed`):
/// which points are settled for `c`.
fn settle_color(g: &Grid, c: Color, relaxed: bool) -> Vec<bool> {
    let me = stone(c);
    let opp = stone(c.opponent());
    let len = g.len();
    let (chain, chains) = components(g, |i| g.cells[i] == me);
    // A chain touching a fixed live stone of its colour is that chain.
    let anchored: Vec<bool> = chains
        .iter()
        .map(|ch| {
            ch.iter().any(|&i| {
                g.fixed(i)
                    .any(|f| f == Fixed::Stone(c) || f == Fixed::Area(c))
            })
        })
        .collect();
    let (_, opp_chains) = components(g, |i| g.cells[i] == opp);
    let (region_of, region_points) = components(g, |i| g.cells[i] != me);
    let mut regions: Vec<Region> = region_points
        .into_iter()
        .map(|points| describe_region(g, c, relaxed, &chain, points))
        .collect();
    if relaxed {
        // Islands: opponent chains touching no stone of `c`.
        for ch in &opp_chains {
            let island = ch.iter().all(|&i| {
                g.adj(i).all(|j| g.cells[j] != me) && g.fixed(i).all(|f| f != Fixed::Stone(c))
            });
            if !island {
                let r = &mut regions[region_of[ch[0]] as usize];
                r.double = false;
            }
        }
        for r in &mut regions {
            if r.double {
                r.eye_region = true;
                for b in &mut r.border {
                    b.1 = true;
                }
            }
        }
    }
    // Benson's iteration: drop chains with fewer than two vital regions
    // among the regions that border only chains still in the set.
    let n_chains = chains.len();
    let mut alive = vec![true; n_chains];
    let mut healthy: Vec<bool> = regions.iter().map(|r| !r.open).collect();
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
            if alive[ch] && !anchored[ch] && eyes[ch] < 2 {
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
    let mut out = vec![false; len];
    for i in 0..len {
        if g.cells[i] == me && alive[chain[i] as usize] {
            out[i] = true;
        }
    }
    for (r, reg) in regions.iter().enumerate() {
        // Secure: borders only live chains and is vital to one of them
        // (Benson) or is a relaxed eye region / territory.
        let bordered = !reg.border.is_empty() || reg.fixed_border;
        if bordered && healthy[r] && (reg.strict_any || reg.eye_region) {
            for &i in &reg.points {
                out[i] = true;
            }
        }
    }
    out
}

fn describe_region(g: &Grid, c: Color, relaxed: bool, chain: &[u16], points: Vec<usize>) -> Region {
    let me = stone(c);
    let opp = stone(c.opponent());
    // Bordering chains, with how many of the region's empty points are
    // their liberties: Benson-vital when that is all of them.
    let mut border: Vec<(u16, usize)> = Vec::new();
    let mut open = false;
    let mut fixed_border = false;
    let mut empties = 0;
    for &i in &points {
        let empty = g.cells[i] == 0;
        empties += empty as usize;
        let mut seen_here = [NONE; 4];
        for (k, j) in g.adj(i).enumerate() {
            if g.cells[j] != me {
                continue;
            }
            let ch = chain[j];
            let pos = match border.iter().position(|b| b.0 == ch) {
                Some(pos) => pos,
                None => {
                    border.push((ch, 0));
                    border.len() - 1
                }
            };
            if empty && !seen_here.contains(&ch) {
                border[pos].1 += 1;
            }
            seen_here[k] = ch;
        }
        for f in g.fixed(i) {
            if f == Fixed::Stone(c) {
                fixed_border = true;
            } else {
                open = true;
            }
        }
    }
    let no_opp = empties == points.len();
    let closed = relaxed && !open;
    let eye_region = closed && no_opp;
    let double = closed && empties >= TERRITORY_SIZE && !has_opponent_eye(g, opp, &points);
    let border: Vec<(u16, bool)> = border
        .into_iter()
        .map(|(ch, libs)| (ch, (!open && libs == empties) || eye_region))
        .collect();
    let strict_any = !open && border.iter().any(|b| b.1);
    Region {
        points,
        border,
        open,
        fixed_border,
        double,
        eye_region,
        strict_any,
    }
}

/// Whether some connected part of the region's empty points is enclosed
/// by opponent stones alone (an opponent eye).
fn has_opponent_eye(g: &Grid, opp: u8, points: &[usize]) -> bool {
    let mut seen = vec![false; g.len()];
    for &s in points {
        if g.cells[s] != 0 || seen[s] {
            continue;
        }
        seen[s] = true;
        let mut stack = vec![s];
        let mut only_opp = true;
        while let Some(i) = stack.pop() {
            for j in g.adj(i) {
                match g.cells[j] {
                    0 if !seen[j] => {
                        seen[j] = true;
                        stack.push(j);
                    }
                    0 => {}
                    x if x != opp => only_opp = false,
                    _ => {}
                }
            }
            if g.fixed(i).next().is_some() {
                only_opp = false;
            }
        }
        if only_opp {
            return true;
        }
    }
    false
}
