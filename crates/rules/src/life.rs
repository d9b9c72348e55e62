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
//! A third rule, proven rather than relaxed, runs with them:
//! * **no room for two eyes**: a region enclosed only by chains found
//!   alive, and vital to none of them, whose *interior* (its points next
//!   to no stone of the enclosing colour) holds no two points apart, is
//!   the enclosing colour's: the opponent can never make two eyes there,
//!   and every stone of its inside is dead (Müller 1997, "Playing it
//!   safe"; the argument is at `Settler::no_two_eyes`).
//!
//! Two more, proven for play in turn (the owner answering), are kept apart
//! from the settled points ([`Settler::room_into`], with the no-room
//! rule's when the grid keeps those apart) and read as a clear verdict
//! only, never to leave a point unplayed:
//! * **joined walls**: a chain left out that has two liberties of its own
//!   each next to a live stone is alive, and so is one next to a
//!   *protected* point (every neighbour a stone of its colour, one of them
//!   live: the opponent cannot play there while no chain next to it is in
//!   atari), when no one move of the opponent's could threaten two joins
//!   at once; a region then enclosed by live and joined chains is secure
//!   ([`Settler::join_to_safe`], [`Settler::join_at_protected`]);
//! * **one eye space, two eyes**: a small empty region of one chain, two
//!   of whose points each split it ([`Settler::two_cut_points`]).
//!
//! A *linked* test ([`Settler::settle_linked_into`]) adds one more, read
//! by the verification as a clear verdict only, near its root: two chains
//! of a colour that share two liberties a cut would need both of (a
//! diagonal, a bamboo joint) count as one block, the two points as its
//! stones, so a territory closed by such miai links is closed (Müller
//! 1997 plays the same miai strategies); a point that is an opponent
//! chain's last liberty links nothing (a move there is its escape too).
//! The owner answers a cut at one point with the other; what the links
//! enclose is never left unplayed by the search (a capturing race may be
//! fought on those points). In this test a territory (closed by its
//! walls, or by links) may also hold opponent stones that touch its walls
//! (stones thrown in against the wall, not a wall of their own): one for
//! every [`ROOM_PER_STONE`] empty points, and never an eye of the
//! opponent's; one for every [`ROOM_PER_STONE_AS_LEFT`] in the stones as
//! the players left them (the verification's first position, and the
//! same stones after passes); and only while every wall chain holding its
//! edge that such a stone touches keeps a liberty no such stone touches
//! ([`Settler::guard_thrown_in`]).
//!
//! With all three off ([`StaticLife::benson`]) the test is Benson's, exact.
//! A point both colours would claim (only possible through the
//! relaxations) is settled for neither.
//!
//! The same test runs on a *zone* of the board (the points a verification
//! may change) with the rest held fixed: see [`Grid::zone`].

use crate::bits::{self, Bits, Shape, WORDS};
use crate::board::Board;
use crate::color::Color;
use crate::point::Point;
use crate::safety::Link;

/// Closed regions at least this big count as two eyes.
pub const TERRITORY_SIZE: usize = 10;

pub(crate) const NONE: u16 = u16::MAX;

/// Empty points a territory must hold for each opponent stone inside it
/// when one touches its walls (linked test only), in a position a
/// hypothetical move of the verification made. On the finished corpus,
/// when the rule was read only where links were found: one per two points
/// left 314 stones undetermined, one per four 331, one per eight 398, none
/// wrong. One per three there made 7 chains of GNU Go's scoring game 55
/// alive that its maintainers' score counts dead (the owner's first move
/// reaching a position the looser rule reads as his territory).
pub(crate) const ROOM_PER_STONE: usize = 4;

/// The same for the stones as the players left them: the end-of-game
/// assumption rests on both players having stopped there, which no
/// position after a hypothetical move has. One per three decided 44 stones
/// of the finished corpus (g13_02, g19_04, g19_09 whole) and 194 of GNU
/// Go's scoring regression, none against GNU Go where its score is the
/// maintainers'; one per two turned score 54's whole board over (45
/// chains against GNU Go, a wrong score).
pub(crate) const ROOM_PER_STONE_AS_LEFT: usize = 3;

/// The root of `x` in the union `parent`.
fn find(parent: &mut [u16], mut x: u16) -> u16 {
    while parent[x as usize] != x {
        let up = parent[parent[x as usize] as usize];
        parent[x as usize] = up;
        x = up;
    }
    x
}

/// What lies beyond the edge of a zone: held fixed during a verification.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Fixed {
    /// A statically alive stone of this colour.
    Stone(Color),
    /// An empty point settled for this colour (its secure region).
    Area(Color),
    /// The open board beyond a fragment set up by hand: a point of the
    /// large empty area both sides reach. A chain next to it is held as
    /// connected to the rest of the board (alive); a region next to it is
    /// no eye. Only the judge's stated assumption puts it there.
    Open,
}

const FIXED_BASE: u16 = u16::MAX - 5;

fn fixed_code(f: Fixed) -> u16 {
    FIXED_BASE
        + match f {
            Fixed::Stone(c) => c.index() as u16,
            Fixed::Area(c) => 2 + c.index() as u16,
            Fixed::Open => 4,
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
    match code - FIXED_BASE {
        k @ 0..=1 => Fixed::Stone(c(k)),
        k @ 2..=3 => Fixed::Area(c(k - 2)),
        _ => Fixed::Open,
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
    /// The board index of each local index ([`Board::index`]).
    padded: Vec<u16>,
    /// Local neighbours, then fixed ones (codes from `FIXED_BASE`);
    /// `NONE` pads.
    pub nbrs: Vec<[u16; 4]>,
    /// Whether the relaxed test settles the regions of the
    /// no-room-for-two-eyes rule (`Settler::no_two_eyes`); on by default.
    /// The whole-board verification turns it off and reads the rule as a
    /// clear verdict only ([`Settler::room_into`]): settled points are
    /// points no one plays there, and taking those away doubles the
    /// positions example 4's capturing race needs.
    pub room_rule: bool,
    /// Per point, the colours (bit `stone - 1`) a stone there is joined to
    /// life by a fixed neighbour: a live stone of its colour, a settled
    /// area or the open board.
    pub lifeline: Vec<u8>,
    /// The grid's points as bits of its box ([`crate::bits`]).
    shape: Shape,
    /// The bit of each local index.
    bit: Vec<u16>,
    /// The local index of each bit of the box (`NONE` off the grid).
    local: Vec<u16>,
    /// The grid's points.
    zone: [u64; WORDS],
    /// The fixed points next to the grid, by kind (`fixed_code` order:
    /// stones of black, of white, areas of black, of white, open board),
    /// and all of them.
    outside: [[u64; WORDS]; 5],
    outside_any: [u64; WORDS],
    /// The grid's points next to a fixed one.
    near_outside: [u64; WORDS],
    /// The links of fixed safe blocks with a point in the grid: the chains
    /// on both sides are held fixed only while the owner can answer a cut
    /// ([`Grid::with_safe_links`]).
    pub safe_links: Vec<Link>,
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
        Grid::build(board, points, nbrs, &[])
    }

    /// The points of `zone` (board points); every neighbour outside it is
    /// taken from `outside`, which must say what is there.
    pub fn zone(board: &Board, zone: &[Point], outside: impl Fn(Point) -> Fixed) -> Grid {
        let n = board.size() as usize;
        let mut local = vec![NONE; n * n];
        for (k, p) in zone.iter().enumerate() {
            local[p.y as usize * n + p.x as usize] = k as u16;
        }
        let mut fixed = Vec::new();
        let nbrs = zone
            .iter()
            .map(|&p| {
                let mut row = [NONE; 4];
                let mut inner: Vec<u16> = Vec::new();
                let mut outer: Vec<u16> = Vec::new();
                for q in board.neighbors(p) {
                    match local[q.y as usize * n + q.x as usize] {
                        NONE => {
                            let code = fixed_code(outside(q));
                            outer.push(code);
                            fixed.push((q, code));
                        }
                        j => inner.push(j),
                    }
                }
                for (slot, v) in row.iter_mut().zip(inner.into_iter().chain(outer)) {
                    *slot = v;
                }
                row
            })
            .collect();
        Grid::build(board, zone.to_vec(), nbrs, &fixed)
    }

    /// The grid of `points` with neighbours `nbrs`, and its bits: its box
    /// holds the points and the fixed points next to them (`fixed`, with
    /// their codes).
    fn build(
        board: &Board,
        points: Vec<Point>,
        nbrs: Vec<[u16; 4]>,
        fixed: &[(Point, u16)],
    ) -> Grid {
        let all = || points.iter().chain(fixed.iter().map(|(q, _)| q));
        let x0 = all().map(|p| p.x).min().unwrap_or(0);
        let y0 = all().map(|p| p.y).min().unwrap_or(0);
        let x1 = all().map(|p| p.x).max().unwrap_or(0);
        let y1 = all().map(|p| p.y).max().unwrap_or(0);
        let stride = (x1 - x0) as u32 + 2;
        let at = |p: Point| (p.y - y0) as usize * stride as usize + (p.x - x0) as usize;
        let shape = Shape {
            stride,
            words: ((y1 - y0 + 1) as usize * stride as usize).div_ceil(64),
        };
        let set = |set: &mut [u64; WORDS], b: usize| set[b / 64] |= 1 << (b % 64);
        let mut zone = [0; WORDS];
        let mut local = vec![NONE; shape.words * 64];
        let bit: Vec<u16> = points.iter().map(|&p| at(p) as u16).collect();
        for (i, &b) in bit.iter().enumerate() {
            set(&mut zone, b as usize);
            local[b as usize] = i as u16;
        }
        let mut outside = [[0; WORDS]; 5];
        let mut outside_any = [0; WORDS];
        for &(q, code) in fixed {
            set(&mut outside[(code - FIXED_BASE) as usize], at(q));
            set(&mut outside_any, at(q));
        }
        let near = bits::dilate(&outside_any, stride);
        let mut g = Grid {
            lifeline: Vec::new(),
            padded: points.iter().map(|&p| board.index(p) as u16).collect(),
            cells: vec![0; points.len()],
            points,
            nbrs,
            room_rule: true,
            shape,
            bit,
            local,
            zone,
            outside,
            outside_any,
            near_outside: bits::and(&near, &zone),
            safe_links: Vec::new(),
        };
        g.lifeline = (0..g.len())
            .map(|i| {
                g.fixed(i).fold(0u8, |m, f| {
                    m | match f {
                        Fixed::Area(_) | Fixed::Open => 3,
                        Fixed::Stone(c) => 1 << (stone(c) - 1),
                    }
                })
            })
            .collect();
        g.refill(board);
        g
    }

    /// Writes each colour at the local index of the points of its set
    /// (black's, white's), `None` elsewhere: a point in both sets
    /// (relaxations only) is settled for no one.
    fn write(&self, [black, white]: [[u64; WORDS]; 2], out: &mut [Option<Color>]) {
        out.fill(None);
        for (set, c) in [
            (bits::minus(&black, &white), Color::Black),
            (bits::minus(&white, &black), Color::White),
        ] {
            for b in bits::ones(set) {
                out[self.local[b] as usize] = Some(c);
            }
        }
    }

    /// The grid with the links of `links` that have a point in it: a
    /// search there may play a link point, and must then let the owner
    /// answer before it holds his chains fixed again.
    pub fn with_safe_links(mut self, links: &[Link]) -> Grid {
        self.safe_links = links
            .iter()
            .filter(|l| l.points.iter().any(|p| self.points.contains(p)))
            .cloned()
            .collect();
        self
    }

    /// Copies the stones of `board` (of the grid's size) into the cells.
    pub fn refill(&mut self, board: &Board) {
        let raw = board.raw_cells();
        for (cell, &i) in self.cells.iter_mut().zip(&self.padded) {
            *cell = raw[i as usize];
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
    /// The relaxed test used by the judge (see the module doc), with
    /// what it reads as a clear verdict only (joined walls, one eye
    /// space's two eyes).
    pub fn new(board: &Board) -> StaticLife {
        let [_, settled] = settle_in_turn(&Grid::new(board), true);
        StaticLife {
            size: board.size(),
            settled,
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
    let mut out = vec![None; g.len()];
    Settler::default().settle_into(g, relaxed, &mut out);
    out
}

/// [`settle`] on a grid whose `room_rule` is on, then the same with the
/// points the test settles only with the owner answering each move
/// (joined walls, an eye space's two eyes: read as a clear verdict, with
/// an argument of their own).
pub(crate) fn settle_in_turn(g: &Grid, relaxed: bool) -> [Vec<Option<Color>>; 2] {
    let mut settler = Settler::default();
    let mut settled = vec![None; g.len()];
    settler.settle_into(g, relaxed, &mut settled);
    let mut in_turn = vec![None; g.len()];
    settler.room_into(g, &mut in_turn);
    for (t, s) in in_turn.iter_mut().zip(&settled) {
        *t = s.or(*t);
    }
    [settled, in_turn]
}

/// One region's border entry: a chain of the region's colour next to it,
/// how many of the region's empty points are its liberties (counted for
/// the linked test only), and whether the region is vital to it.
#[derive(Clone, Copy)]
struct Border {
    chain: u16,
    libs: u32,
    vital: bool,
    /// Vital by Benson's rule alone (before a territory counts as two
    /// eyes for every chain around it).
    strict: bool,
    /// Linked test: the chain touches an opponent stone of the region, and
    /// how many of its liberties there an opponent stone touches too.
    faces: bool,
    crowded: u32,
}

/// A region of colour `c`: a maximal connected set of points not holding
/// `c`, within the grid. Its points are its set in `Settler::region_bits`.
#[derive(Clone, Copy)]
struct Region {
    /// Its bordering chains: a run of `Settler::border`.
    border: (usize, usize),
    /// Touches a fixed live stone of `c`.
    fixed_border: bool,
    /// Counts as two eyes (relaxed territory).
    double: bool,
    /// ... though it holds opponent stones touching its walls (linked
    /// test): see [`Settler::guard_thrown_in`].
    thrown_in: bool,
    /// Relaxed eye region or territory.
    eye_region: bool,
    /// Benson-vital to at least one bordering chain.
    strict_any: bool,
    /// Borders only chains still alive in Benson's iteration; a region
    /// reaching beyond the zone into something not held by `c`'s live
    /// stones (open) never is: never an eye, never secure.
    healthy: bool,
    /// Reaches beyond the zone into something not held by `c`'s live
    /// stones.
    open: bool,
    /// An empty eye space of one chain, of 3 to 9 points, every one its
    /// liberty: two eyes if [`Settler::two_cut_points`] holds.
    two_eyes: bool,
}

impl Region {
    /// Borders a chain of the grid or a fixed live stone.
    fn bordered(&self) -> bool {
        self.border.1 > self.border.0 || self.fixed_border
    }
}

/// The grid as the test for one colour `c` sees it, as sets of points
/// (the linked test's links read as stones of `c`).
struct View<const N: usize> {
    stride: u32,
    /// Stones of `c`, links included.
    mine: Bits<N>,
    opp: Bits<N>,
    empty: Bits<N>,
    /// Fixed live stones of `c` next to the grid.
    fixed_mine: Bits<N>,
    /// Every other fixed point next to the grid: a region that reaches
    /// one is open.
    beyond: Bits<N>,
    outside: Bits<N>,
    /// The grid's points next to a stone of `c`, fixed or not.
    walled: Bits<N>,
    /// Linked test: the empty points next to an opponent stone.
    crowd: Bits<N>,
}

/// The chains of one colour: their labels, stones and anchors.
#[derive(Default)]
struct Chains {
    /// The chain label at each bit of the box (read at stones only).
    label: Vec<u16>,
    /// Each chain's stones, and with their neighbours (sets, one after
    /// another).
    bits: Vec<u64>,
    near: Vec<u64>,
    /// Per chain: touches a fixed live stone or secure area of its colour.
    anchored: Vec<bool>,
}

impl Chains {
    fn len(&self) -> usize {
        self.anchored.len()
    }

    /// Chain `ch`'s stones on the board (`stones`: a link's points are
    /// none).
    fn stones_of<const N: usize>(&self, ch: usize, stones: &Bits<N>) -> Bits<N> {
        bits::and(&bits::nth(&self.bits, ch), stones)
    }

    fn copy_from(&mut self, other: &Chains) {
        self.label.clone_from(&other.label);
        self.bits.clone_from(&other.bits);
        self.near.clone_from(&other.near);
        self.anchored.clone_from(&other.anchored);
    }
}

/// The static test with its working memory: a verification runs it at
/// every new position, so once warmed up it allocates nothing. It works on
/// sets of points ([`crate::bits`]): a chain or a region is grown by
/// shifts of a few words, and a chain's liberties in a region are counted
/// by meeting two sets.
#[derive(Default)]
pub(crate) struct Settler {
    /// Each colour's chains from the plain test (the linked one starts
    /// from them), and the linked test's.
    chains: [Chains; 2],
    linked: Chains,
    /// Each region's points (sets, one after another).
    region_bits: Vec<u64>,
    border: Vec<Border>,
    regions: Vec<Region>,
    alive: Vec<bool>,
    eyes: Vec<u32>,
    /// Per chain: the last region that listed it.
    listed: Vec<u16>,
    /// Visit stamps for the links' points.
    seen: Vec<u32>,
    stamp: u32,
    /// Each colour's stones.
    stones: [[u64; WORDS]; 2],
    /// Per colour: the points settled for it, and apart the points only
    /// the owner answering each move gives it (joined walls, an eye
    /// space's two eyes) and (`room_rule` off) the no-room rule's.
    settled: [[u64; WORDS]; 2],
    room: [[u64; WORDS]; 2],
    /// Pairs of chains next to an empty point, with the point.
    pairs: Vec<(u16, u16, u16)>,
    /// Union of linked chains.
    parent: Vec<u16>,
    /// Empty points a territory needs per opponent stone thrown in
    /// against its walls (linked test).
    room_per_stone: usize,
    /// Per chain, for [`Settler::guard_thrown_in`]: its liberties in all
    /// its regions, and how many sides it holds.
    total_libs: Vec<u32>,
    sides: Vec<u32>,
    /// Per chain: joined to live stones ([`Settler::join_to_safe`]), and
    /// the points it could join by (sets, one after another).
    joined: Vec<bool>,
    cands: Vec<u64>,
    who: Vec<usize>,
    /// Per protected point ([`Settler::join_at_protected`]): its chains'
    /// stones, what they threaten and the point (sets), and the chains.
    protected: Vec<u64>,
    protected_chains: Vec<usize>,
    /// Working stack of [`Settler::last_liberty`].
    flood: Vec<usize>,
}

impl Settler {
    /// Writes the colour each point of `g` is settled for into `out`.
    pub(crate) fn settle_into(&mut self, g: &Grid, relaxed: bool, out: &mut [Option<Color>]) {
        self.settle_both(g, relaxed, false, out);
    }

    /// [`Settler::settle_into`] (relaxed) with chains that share two
    /// liberties linked ([`Settler::link_chains`]): the verification reads
    /// it as a clear verdict only, never to leave points unplayed (a link
    /// holds when its owner answers the cut, and a capturing race may be
    /// fought on its points). Runs right after [`Settler::settle_into`]
    /// (relaxed) on the same grid, whose chains it reuses.
    pub(crate) fn settle_linked_into(&mut self, g: &Grid, room: usize, out: &mut [Option<Color>]) {
        self.room_per_stone = room;
        self.settle_both(g, true, true, out);
    }

    fn settle_both(&mut self, g: &Grid, relaxed: bool, links: bool, out: &mut [Option<Color>]) {
        match g.shape.words {
            1 => self.settle_words::<1>(g, relaxed, links),
            2 => self.settle_words::<2>(g, relaxed, links),
            3 => self.settle_words::<3>(g, relaxed, links),
            4 => self.settle_words::<4>(g, relaxed, links),
            5 | 6 => self.settle_words::<6>(g, relaxed, links),
            _ => self.settle_words::<WORDS>(g, relaxed, links),
        }
        g.write(self.settled, out);
    }

    /// After [`Settler::settle_into`]: the points settled only with the
    /// owner answering each move, and on a grid with `room_rule` off the
    /// points the no-room-for-two-eyes rule would settle, by colour (the
    /// verification reads them as a clear verdict, not as points no one
    /// plays).
    pub(crate) fn room_into(&self, g: &Grid, out: &mut [Option<Color>]) {
        let settled = bits::or(&self.settled[0], &self.settled[1]);
        g.write(self.room.map(|room| bits::minus(&room, &settled)), out);
    }

    fn settle_words<const N: usize>(&mut self, g: &Grid, relaxed: bool, links: bool) {
        self.stones = [[0; WORDS]; 2];
        for (&cell, &b) in g.cells.iter().zip(&g.bit) {
            if cell != 0 {
                let b = b as usize;
                self.stones[cell as usize - 1][b / 64] |= 1 << (b % 64);
            }
        }
        for c in [Color::Black, Color::White] {
            self.settle_color::<N>(g, c, relaxed, links);
        }
    }

    /// Benson's algorithm for colour `c` (with the relaxations if
    /// `relaxed`, its chains linked if `links`): the points settled for
    /// `c` go to `settled[c]` (and `room[c]`).
    fn settle_color<const N: usize>(&mut self, g: &Grid, c: Color, relaxed: bool, links: bool) {
        let stride = g.shape.stride;
        let (ci, oi) = (c.index(), c.opponent().index());
        let zone: Bits<N> = bits::head(&g.zone);
        let stones: Bits<N> = bits::head(&self.stones[ci]);
        let opp: Bits<N> = bits::head(&self.stones[oi]);
        let (chains, mine) = if links {
            let mut linked = std::mem::take(&mut self.linked);
            linked.copy_from(&self.chains[ci]);
            let mine = self.link_chains::<N>(g, c, &mut linked, stones);
            (linked, mine)
        } else {
            let mut chains = std::mem::take(&mut self.chains[ci]);
            Settler::label_chains::<N>(g, c, &stones, &mut chains);
            (chains, stones)
        };
        let fixed_mine: Bits<N> = bits::head(&g.outside[ci]);
        let outside: Bits<N> = bits::head(&g.outside_any);
        let empty = bits::minus(&bits::minus(&zone, &mine), &opp);
        let v = View {
            stride,
            mine,
            opp,
            empty,
            fixed_mine,
            beyond: bits::minus(&outside, &fixed_mine),
            outside,
            walled: bits::and(&bits::dilate(&bits::or(&mine, &fixed_mine), stride), &zone),
            crowd: if links {
                bits::and(&empty, &bits::dilate(&opp, stride))
            } else {
                [0; N]
            },
        };
        let n_chains = chains.len();
        self.listed.clear();
        self.listed.resize(n_chains, NONE);
        self.region_bits.clear();
        self.border.clear();
        self.regions.clear();
        let not_mine = bits::minus(&zone, &mine);
        let mut rest = not_mine;
        while let Some(b) = bits::lowest(&rest) {
            let (points, near) = bits::fill(bits::single(b), &not_mine, stride);
            rest = bits::minus(&rest, &points);
            let region = self.describe_region(&chains, &v, &points, &near, relaxed, links);
            self.regions.push(region);
            self.region_bits.extend_from_slice(&points);
        }
        if links {
            self.guard_thrown_in::<N>(g, &chains);
        }
        let (settled, mut room) = self.iterate::<N>(g, &chains, &v, &stones, relaxed);
        if relaxed {
            let (stones_joined, points) = self.join_to_safe::<N>(&chains, &v, &stones, &settled);
            let mut more = bits::or(&stones_joined, &points);
            // A small eye space with two points that each split it counts
            // as two eyes, read as a clear verdict only: the iteration runs
            // again with it, and what it then settles is added.
            let mut two = false;
            for (k, r) in self.regions.iter_mut().enumerate() {
                let chain = self.border[r.border.0..r.border.1].first().map(|b| b.chain);
                if r.two_eyes
                    && chain.is_some_and(|ch| !self.alive[ch as usize])
                    && Settler::two_cut_points(&v, &bits::nth(&self.region_bits, k))
                {
                    r.double = true;
                    two = true;
                }
            }
            if two {
                let (again, again_room) = self.iterate::<N>(g, &chains, &v, &stones, relaxed);
                let found = bits::or(&again, &again_room);
                let (stones_joined, points) = self.join_to_safe::<N>(&chains, &v, &stones, &found);
                more = bits::or(&more, &bits::or(&found, &bits::or(&stones_joined, &points)));
            }
            // Apart whatever the grid says: the judge's first step names
            // each static verdict's argument, and these are neither
            // Benson's nor a secure region's.
            room = bits::or(&room, &bits::minus(&more, &settled));
        }
        self.settled[ci] = bits::widen(&settled);
        self.room[ci] = bits::widen(&room);
        if links {
            self.linked = chains;
        } else {
            self.chains[ci] = chains;
        }
    }

    /// A territory holding thrown-in stones (linked test) stays one only if
    /// every chain that holds its edge (it borders another region too, or
    /// the outside) and that such a stone touches keeps a liberty,
    /// anywhere, that no thrown-in stone touches. Otherwise the stones may
    /// be a wall of their own, filling the wall's last liberties from
    /// inside faster than it takes them: a black wall across a 9×9 board
    /// whose only liberties lie between white stones next to it was taken
    /// for alive and the stones for dead (`judge::stones_next_to_a_wall_they_leave_no_other_liberty_are_not_taken_as_thrown_in`).
    /// An inner chain (one region only) is not asked: losing it leaves the
    /// territory closed (g13_02's black stone in atari at C1). On the
    /// finished corpus, GNU Go's regression and the corners it changed no
    /// verdict.
    fn guard_thrown_in<const N: usize>(&mut self, g: &Grid, chains: &Chains) {
        let n_chains = chains.len();
        let total = &mut self.total_libs;
        total.clear();
        total.resize(n_chains, 0);
        // Regions a chain borders (two or more, or a point outside the
        // grid: it holds the territory's edge; one: an inner chain, whose
        // loss leaves the territory closed).
        let sides = &mut self.sides;
        sides.clear();
        sides.resize(n_chains, 0);
        for r in &self.regions {
            for b in &self.border[r.border.0..r.border.1] {
                total[b.chain as usize] += b.libs;
                sides[b.chain as usize] += 1;
            }
        }
        let near_outside: Bits<N> = bits::head(&g.near_outside);
        for (ch, side) in sides.iter_mut().enumerate() {
            if bits::meet(&bits::nth::<N>(&chains.bits, ch), &near_outside) {
                *side += 2;
            }
        }
        for r in self.regions.iter_mut().filter(|r| r.thrown_in) {
            let border = &mut self.border[r.border.0..r.border.1];
            let safe = border.iter().all(|b| {
                let ch = b.chain as usize;
                !b.faces || chains.anchored[ch] || sides[ch] < 2 || total[ch] > b.crowded
            });
            if !safe {
                r.double = false;
                r.eye_region = false;
                for b in border.iter_mut() {
                    b.vital = b.strict;
                }
            }
        }
    }

    /// Whether the opponent can never make two eyes in the region `points`
    /// of `c` (whose bordering chains are all alive): its *interior*, the
    /// points next to no stone of `c`, holds no two points apart (at most
    /// two points, next to each other).
    ///
    /// Why the region is then `c`'s, every opponent stone in it dead (the
    /// walls live without it: a region vital to them is marked already).
    /// An eye of the opponent is a set of points enclosed by its stones
    /// alone, so it holds no point next to a live stone of `c`: two eyes
    /// need two interior points apart. `c` kills, whoever moves first:
    /// after answering the opponent's moves elsewhere, it plays an empty
    /// point of the region next to its live stones (always legal: the stone
    /// joins a live chain, and no ko ban stands next to one), so those
    /// stones only grow. When no such point is left, every empty point of
    /// the region is interior: one point, or two side by side. Every
    /// opponent stone in the region has its liberties there; `c` plays one
    /// (with two, the opponent taking that stone back fills the other, and
    /// its stone joins a chain: no ko), then the last, capturing them all.
    /// Each round adds a stone to the walls, so no position repeats, until
    /// the region is filled.
    fn no_two_eyes<const N: usize>(v: &View<N>, points: &Bits<N>) -> bool {
        let interior = bits::minus(points, &v.walled);
        match bits::count(&interior) {
            0 | 1 => true,
            2 => {
                let first = bits::single(bits::lowest(&interior).unwrap_or(0));
                bits::count(&bits::and(&bits::dilate(&first, v.stride), &interior)) == 2
            }
            _ => false,
        }
    }

    /// Benson's iteration on the regions described, then the points it
    /// settles, and apart the points only the no-room rule gives (when
    /// the grid keeps them apart).
    fn iterate<const N: usize>(
        &mut self,
        g: &Grid,
        chains: &Chains,
        v: &View<N>,
        stones: &Bits<N>,
        relaxed: bool,
    ) -> (Bits<N>, Bits<N>) {
        let n_chains = chains.len();
        for r in self.regions.iter_mut() {
            r.healthy = !r.open;
        }
        // Benson's iteration: drop chains with fewer than two vital regions
        // among the regions that border only chains still in the set.
        self.alive.clear();
        self.alive.resize(n_chains, true);
        self.eyes.resize(n_chains, 0);
        loop {
            self.eyes.fill(0);
            for r in self.regions.iter().filter(|r| r.healthy) {
                for b in &self.border[r.border.0..r.border.1] {
                    if b.vital {
                        self.eyes[b.chain as usize] += if r.double { 2 } else { 1 };
                    }
                }
            }
            let mut changed = false;
            for ch in 0..n_chains {
                if self.alive[ch] && !chains.anchored[ch] && self.eyes[ch] < 2 {
                    self.alive[ch] = false;
                    changed = true;
                }
            }
            for r in self.regions.iter_mut().filter(|r| r.healthy) {
                let border = &self.border[r.border.0..r.border.1];
                if border.iter().any(|b| !self.alive[b.chain as usize]) {
                    r.healthy = false;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        let mut settled = [0; N];
        let mut room = [0; N];
        for ch in (0..n_chains).filter(|&ch| self.alive[ch]) {
            settled = bits::or(&settled, &chains.stones_of(ch, stones));
        }
        for (k, r) in self.regions.iter().enumerate() {
            // Secure: borders only live chains and is vital to one of them
            // (Benson) or is a relaxed eye region / territory, or (relaxed
            // test) the opponent cannot make two eyes in it.
            if !r.bordered() || !r.healthy {
                continue;
            }
            let points = bits::nth(&self.region_bits, k);
            // Settled points, or (`room_rule` off) points only the
            // no-room rule gives, kept apart.
            if r.strict_any || r.eye_region {
                settled = bits::or(&settled, &points);
            } else if relaxed && Settler::no_two_eyes(v, &points) {
                let to = if g.room_rule { &mut settled } else { &mut room };
                *to = bits::or(to, &points);
            }
        }
        (settled, room)
    }

    /// After Benson's iteration: the chains of `c` it left out that join
    /// stones already alive through two liberties of their own, each next
    /// to such a stone, grown to a fixpoint (a chain joined counts as alive
    /// for the next), and the regions then enclosed only by live and joined
    /// chains that the relaxed test would take as secure (vital to a chain,
    /// an eye region, or no room for two eyes). Returns the joined chains'
    /// stones and those regions' points, read as a clear verdict only.
    ///
    /// Why a joined chain lives (Müller 1997; Fuego's
    /// `GoSafetyUtil::Find2ConnectionsForAll`): each of its two points
    /// touches it and a live stone, and no point serves two chains. When
    /// the opponent plays one, `c` plays the other, which joins the chain
    /// to the live stone: always legal (the new stone joins a live chain,
    /// which keeps liberties, and the point was empty before the
    /// opponent's move, so no ko ban stands there), and the chain, with a
    /// liberty left there until then, cannot be taken first. A region
    /// enclosed by such chains is then secure as one enclosed by live
    /// chains is (see [`Settler::no_two_eyes`]: `c` answers a move at a
    /// chain's point before anything else). Only stones count as live here,
    /// not a secure region's points: a chain next to a secure region may
    /// still be cut off inside it. A round that joins no chain so tries the
    /// protected points ([`Settler::join_at_protected`]).
    fn join_to_safe<const N: usize>(
        &mut self,
        chains: &Chains,
        v: &View<N>,
        stones: &Bits<N>,
        settled: &Bits<N>,
    ) -> (Bits<N>, Bits<N>) {
        let n_chains = chains.len();
        let mut safe = bits::or(&bits::and(settled, stones), &v.fixed_mine);
        let mut joined_stones = [0; N];
        let mut joined = std::mem::take(&mut self.joined);
        joined.clear();
        joined.resize(n_chains, false);
        let own = |ch: usize| chains.stones_of(ch, stones);
        // In rounds, each on the chains with two points still free: all of
        // them join if each can have two points of its own at once (a
        // matching); otherwise those whose two points are next to no other
        // such chain. Every point a joined chain could take is then spent,
        // so which chain takes a point never depends on the order the
        // chains are met in (the verdict is the same on the board turned).
        let mut used = [0; N];
        let mut cands = std::mem::take(&mut self.cands);
        let mut who = std::mem::take(&mut self.who);
        loop {
            let reach = bits::minus(&bits::and(&bits::dilate(&safe, v.stride), &v.empty), &used);
            cands.clear();
            who.clear();
            let (mut once, mut twice) = ([0; N], [0; N]);
            for (ch, &done) in joined.iter().enumerate() {
                if self.alive[ch] || done {
                    continue;
                }
                // (Its neighbours, links' included, first: most chains
                // are ruled out there.)
                if bits::count(&bits::and(&bits::nth(&chains.near, ch), &reach)) < 2 {
                    continue;
                }
                let near = bits::and(&bits::dilate(&own(ch), v.stride), &reach);
                if bits::count(&near) >= 2 {
                    twice = bits::or(&twice, &bits::and(&once, &near));
                    once = bits::or(&once, &near);
                    cands.extend_from_slice(&near);
                    who.push(ch);
                }
            }
            let all = bits::is_empty(&twice) || Settler::two_each::<N>(&cands);
            let mut round = [0; N];
            for (k, &ch) in who.iter().enumerate() {
                let near = bits::nth::<N>(&cands, k);
                if all || bits::count(&bits::minus(&near, &twice)) >= 2 {
                    joined[ch] = true;
                    round = bits::or(&round, &own(ch));
                    // (Its points next to another chain stay free for it.)
                    let spent = if all {
                        near
                    } else {
                        bits::minus(&near, &twice)
                    };
                    used = bits::or(&used, &spent);
                }
            }
            if bits::is_empty(&round) {
                round =
                    self.join_at_protected::<N>(chains, v, stones, &safe, &mut joined, &mut used);
            }
            if bits::is_empty(&round) {
                break;
            }
            joined_stones = bits::or(&joined_stones, &round);
            safe = bits::or(&safe, &round);
        }
        self.cands = cands;
        self.who = who;
        let mut points = [0; N];
        if !bits::is_empty(&joined_stones) {
            for (k, r) in self.regions.iter().enumerate() {
                let border = &self.border[r.border.0..r.border.1];
                if r.healthy || r.open || !r.bordered() {
                    continue;
                }
                let live = |b: &Border| self.alive[b.chain as usize] || joined[b.chain as usize];
                if !border.iter().all(live) {
                    continue;
                }
                let region = bits::nth(&self.region_bits, k);
                if r.strict_any || r.eye_region || Settler::no_two_eyes(v, &region) {
                    points = bits::or(&points, &region);
                }
            }
        }
        self.joined = joined;
        (joined_stones, points)
    }

    /// One round of joins at *protected* points: an empty point every
    /// neighbour of which is a stone of `c`, one of them safe (`safe`).
    /// The opponent can play there only to capture a chain whose last
    /// liberty it is; so every chain next to it that has two liberties or
    /// more is joined, `c` playing the point when one of them is left with
    /// it alone (always legal: the stone joins a safe chain). Returns the
    /// stones joined.
    ///
    /// One answer must meet every threat: the opponent's move that leaves
    /// a chain with the protected point alone must threaten nothing else.
    /// So a point is taken only if its chains' other liberties meet
    /// neither a point already spent (`used`: another chain's two points,
    /// or what another protected point's chains threaten) nor those of
    /// another protected point of the round; they are spent then. (The
    /// opponent capturing a chain of `c` frees no point next to a joined
    /// chain: a stone of `c` next to one is part of it.) Nor may the point
    /// itself be spent already: `c` playing it would fill a liberty another
    /// join counts on. Seed 1044 of `judge_crosscheck` on 9×9 boards:
    /// black's H9–G9, joined at F9, kept J9, whose neighbours are all
    /// black; joined there too, J8–J7 lived, where black answering white's
    /// J6 at J9 leaves the whole chain F9 alone and white takes it. Taken
    /// as one of another chain's two points (`c` playing it would serve
    /// both, it was argued) until 2026-11-29; spent points left out, 27
    /// more stones of GNU Go's regression are undetermined, the same 28
    /// games whole. The opponent's stones next to the chains are no
    /// threat: a move takes at most the one liberty it is played on, and a
    /// stone of theirs that `c` captures gives back a liberty to every
    /// chain next to it, so a point both of two chains need can only
    /// appear with a liberty more for each (until 2026-11-29 they counted
    /// as threats; left out, 18 more stones of GNU Go's regression are
    /// decided, none against GNU Go). Every candidate of the round is
    /// weighed against every other, so the result does not depend on the
    /// order.
    fn join_at_protected<const N: usize>(
        &mut self,
        chains: &Chains,
        v: &View<N>,
        stones: &Bits<N>,
        safe: &Bits<N>,
        joined: &mut [bool],
        used: &mut Bits<N>,
    ) -> Bits<N> {
        // Empty points, a link's included (the linked test counts its
        // points as stones: the opponent may still play there).
        let open = bits::or(&v.empty, &bits::minus(&v.mine, stones));
        let not_mine = bits::or(&bits::or(&v.opp, &open), &v.beyond);
        // Next to a safe stone and to a stone of `c` not yet safe, and to
        // nothing but stones of `c`.
        let weak = bits::minus(stones, safe);
        let protected = bits::minus(
            &bits::and(
                &bits::and(
                    &bits::beside(safe, v.stride),
                    &bits::beside(&weak, v.stride),
                ),
                &v.empty,
            ),
            &bits::beside(&not_mine, v.stride),
        );
        // (Not a point already spent: playing it takes a liberty another
        // join needs.)
        let protected = bits::minus(&protected, used);
        if bits::is_empty(&protected) {
            return [0; N];
        }
        let own = |ch: usize| chains.stones_of(ch, stones);
        let linked = v.mine != *stones;
        let mut found = std::mem::take(&mut self.protected);
        let mut who = std::mem::take(&mut self.protected_chains);
        found.clear();
        who.clear();
        'point: for p in bits::ones(protected) {
            let one = bits::single::<N>(p);
            let (mut group, mut threat, mut chains_of) = ([0; N], [0; N], [NONE; 4]);
            let near_p = bits::and(&bits::beside(&one, v.stride), stones);
            for (slot, b) in bits::ones(near_p).enumerate() {
                let ch = chains.label[b];
                let k = ch as usize;
                if self.alive[k] || joined[k] || chains_of.contains(&ch) {
                    continue;
                }
                let stones_of = own(k);
                // (A chain's neighbours are kept; a linked chain's take in
                // its links' points and their neighbours.)
                let near = if linked {
                    bits::dilate(&stones_of, v.stride)
                } else {
                    bits::nth(&chains.near, k)
                };
                if bits::count(&bits::and(&near, &open)) < 2 {
                    continue 'point;
                }
                group = bits::or(&group, &stones_of);
                threat = bits::or(&threat, &bits::and(&near, &open));
                chains_of[slot] = ch;
            }
            threat = bits::minus(&threat, &one);
            if !bits::is_empty(&group) && !bits::meet(&threat, used) {
                found.extend_from_slice(&group);
                found.extend_from_slice(&threat);
                found.extend_from_slice(&one);
                who.extend(
                    chains_of
                        .iter()
                        .filter(|&&ch| ch != NONE)
                        .map(|&ch| ch as usize),
                );
                who.push(usize::MAX);
            }
        }
        let n_found = found.len() / (3 * N);
        let mut round = [0; N];
        let mut spent = [0; N];
        let mut chains_of = who.split(|&ch| ch == usize::MAX);
        for k in 0..n_found {
            let threat = bits::nth::<N>(&found, 3 * k + 1);
            let of_k = chains_of.next().unwrap_or_default();
            let apart = (0..n_found)
                .all(|j| j == k || !bits::meet(&threat, &bits::nth::<N>(&found, 3 * j + 1)));
            if apart {
                round = bits::or(&round, &bits::nth::<N>(&found, 3 * k));
                spent = bits::or(
                    &bits::or(&spent, &threat),
                    &bits::nth::<N>(&found, 3 * k + 2),
                );
                for &ch in of_k {
                    joined[ch] = true;
                }
            }
        }
        self.protected = found;
        self.protected_chains = who;
        *used = bits::or(used, &spent);
        round
    }

    /// Whether every chain can have two of its points `cands` (sets, one
    /// per chain) with no point given twice: a matching of two slots per
    /// chain to points, grown by augmenting paths.
    fn two_each<const N: usize>(cands: &[u64]) -> bool {
        fn augment<const N: usize>(
            slot: usize,
            cands: &[u64],
            holder: &mut [usize],
            seen: &mut Bits<N>,
        ) -> bool {
            for p in bits::ones(bits::minus(&bits::nth::<N>(cands, slot / 2), seen)) {
                seen[p / 64] |= 1 << (p % 64);
                if holder[p] == usize::MAX || augment::<N>(holder[p], cands, holder, seen) {
                    holder[p] = slot;
                    return true;
                }
            }
            false
        }
        let mut holder = vec![usize::MAX; N * 64];
        (0..2 * cands.len() / N).all(|slot| augment::<N>(slot, cands, &mut holder, &mut [0; N]))
    }

    /// Links chains of colour `c` that share two liberties (a diagonal, a
    /// bamboo joint): the owner answers a cut at one point with the other,
    /// so the two chains count as one block and the two points as its
    /// stones when regions are built (a region closed by such links is
    /// closed). Each point serves one link; a point with fewer than two
    /// neighbours not of `c` (an eye) never does, nor one that is the last
    /// liberty of an opponent chain: a move there is not only a cut but
    /// the chain's escape, and held as a stone of `c` it took the chain's
    /// last liberty away (7×7 seed 5855 of `judge_crosscheck`, a move
    /// into the verification: black's A4–C3 group in atari at D3, between
    /// two white chains sharing D3 and E4, read as captured, gave white's
    /// chain beside it a second eye and life while black could take it; on
    /// GNU Go's regression and the finished corpus no status changed).
    /// Returns the stones of `c` with the links' points.
    fn link_chains<const N: usize>(
        &mut self,
        g: &Grid,
        c: Color,
        chains: &mut Chains,
        stones: Bits<N>,
    ) -> Bits<N> {
        let me = stone(c);
        let mut mine = stones;
        self.pairs.clear();
        for p in 0..g.len() {
            if g.cells[p] != 0 {
                continue;
            }
            let mut near = [NONE; 4];
            let mut k = 0;
            let mut other = g.fixed(p).filter(|&f| f != Fixed::Stone(c)).count();
            for j in g.adj(p) {
                if g.cells[j] == me {
                    let ch = chains.label[g.bit[j] as usize];
                    if !near[..k].contains(&ch) {
                        near[k] = ch;
                        k += 1;
                    }
                } else {
                    other += 1;
                }
            }
            // (Only a point next to two chains of `c` links; the flood of
            // `last_liberty` is for those alone.)
            if other < 2 || k < 2 || self.last_liberty(g, p, c.opponent()) {
                continue;
            }
            for x in 0..k {
                for y in x + 1..k {
                    let (a, b) = (near[x].min(near[y]), near[x].max(near[y]));
                    self.pairs.push((a, b, p as u16));
                }
            }
        }
        if self.pairs.is_empty() {
            // No link: the plain test's chains as they are.
            return mine;
        }
        self.pairs.sort_unstable();
        self.parent.clear();
        self.parent.extend(0..chains.len() as u16);
        if self.seen.len() != g.len() {
            self.seen = vec![0; g.len()];
            self.stamp = 0;
        }
        self.stamp += 1;
        let stamp = self.stamp;
        let mut k = 0;
        while k < self.pairs.len() {
            let (a, b, _) = self.pairs[k];
            let mut end = k;
            let mut free = [usize::MAX; 2];
            let mut n_free = 0;
            while end < self.pairs.len() && self.pairs[end].0 == a && self.pairs[end].1 == b {
                let p = self.pairs[end].2 as usize;
                if n_free < 2 && self.seen[p] != stamp {
                    free[n_free] = p;
                    n_free += 1;
                }
                end += 1;
            }
            if n_free == 2 {
                for p in free {
                    self.seen[p] = stamp;
                    let b = g.bit[p] as usize;
                    let at = bits::single(b);
                    mine = bits::or(&mine, &at);
                    let own = &mut chains.bits[a as usize * N..][..N];
                    for (w, x) in own.iter_mut().zip(at) {
                        *w |= x;
                    }
                    chains.label[b] = a;
                }
                let (ra, rb) = (find(&mut self.parent, a), find(&mut self.parent, b));
                self.parent[ra.max(rb) as usize] = ra.min(rb);
            }
            k = end;
        }
        // Each block under its root: its stones, links and anchor.
        for ch in 0..chains.len() {
            let root = find(&mut self.parent, ch as u16) as usize;
            if root != ch {
                for w in 0..N {
                    chains.bits[root * N + w] |= chains.bits[ch * N + w];
                    chains.bits[ch * N + w] = 0;
                }
                if chains.anchored[ch] {
                    chains.anchored[root] = true;
                }
            }
        }
        for b in bits::ones(mine) {
            chains.label[b] = find(&mut self.parent, chains.label[b]);
        }
        chains.near.clear();
        for ch in 0..chains.len() {
            let near = bits::dilate(&bits::nth::<N>(&chains.bits, ch), g.shape.stride);
            chains.near.extend_from_slice(&near);
        }
        mine
    }

    /// Whether the empty point `p` is the last liberty of a chain of `o`
    /// next to it (a chain reaching beyond the zone a stone or point of
    /// `o`, or the open board, has others).
    fn last_liberty(&mut self, g: &Grid, p: usize, o: Color) -> bool {
        let code = stone(o);
        let c = o.opponent();
        g.adj(p).filter(|&j| g.cells[j] == code).any(|start| {
            // The chain's stones found so far; those before `k` read.
            self.flood.clear();
            self.flood.push(start);
            let mut k = 0;
            while k < self.flood.len() {
                let i = self.flood[k];
                k += 1;
                if g.fixed(i)
                    .any(|f| f != Fixed::Stone(c) && f != Fixed::Area(c))
                {
                    return false;
                }
                for j in g.adj(i) {
                    if j != p && g.cells[j] == 0 {
                        return false;
                    }
                    if g.cells[j] == code && !self.flood.contains(&j) {
                        self.flood.push(j);
                    }
                }
            }
            true
        })
    }

    /// Labels the chains of colour `c` (its stones `stones`) and whether
    /// each is anchored, in the order of their first point.
    fn label_chains<const N: usize>(g: &Grid, c: Color, stones: &Bits<N>, chains: &mut Chains) {
        let stride = g.shape.stride;
        let anchor = [Fixed::Stone(c), Fixed::Area(c), Fixed::Open]
            .map(|f| bits::head::<N>(&g.outside[(fixed_code(f) - FIXED_BASE) as usize]));
        let anchor = bits::or(&bits::or(&anchor[0], &anchor[1]), &anchor[2]);
        if chains.label.len() < N * 64 {
            chains.label.resize(N * 64, NONE);
        }
        chains.anchored.clear();
        chains.bits.clear();
        chains.near.clear();
        let mut rest = *stones;
        while let Some(b) = bits::lowest(&rest) {
            let id = chains.len() as u16;
            let (points, near) = bits::fill(bits::single(b), stones, stride);
            rest = bits::minus(&rest, &points);
            for b in bits::ones(points) {
                chains.label[b] = id;
            }
            chains.anchored.push(bits::meet(&near, &anchor));
            chains.bits.extend_from_slice(&points);
            chains.near.extend_from_slice(&near);
        }
    }

    /// Says what the region `points` of `c` is (`near`: its points and
    /// their neighbours), listing the chains around it.
    fn describe_region<const N: usize>(
        &mut self,
        chains: &Chains,
        v: &View<N>,
        points: &Bits<N>,
        near: &Bits<N>,
        relaxed: bool,
        links: bool,
    ) -> Region {
        let r = self.regions.len() as u16;
        let b_start = self.border.len();
        let open = bits::meet(near, &v.beyond);
        let fixed_border = bits::meet(near, &v.fixed_mine);
        if open && !links {
            // Never an eye, never secure: its chains need not be listed
            // (only the linked test counts their liberties everywhere).
            return Region {
                border: (b_start, b_start),
                fixed_border,
                double: false,
                thrown_in: false,
                eye_region: false,
                strict_any: false,
                healthy: false,
                open,
                two_eyes: false,
            };
        }
        let empty = bits::and(points, &v.empty);
        let inside = bits::and(points, &v.opp);
        let crowd = bits::and(&empty, &v.crowd);
        for b in bits::ones(bits::and(near, &v.mine)) {
            let ch = chains.label[b];
            if self.listed[ch as usize] == r {
                continue;
            }
            self.listed[ch as usize] = r;
            let libs = bits::nth(&chains.near, ch as usize);
            let count = |set: &Bits<N>| {
                if links {
                    bits::count(&bits::and(set, &libs))
                } else {
                    0
                }
            };
            self.border.push(Border {
                chain: ch,
                libs: count(&empty),
                // Every empty point of the region is its liberty.
                vital: !open && bits::is_empty(&bits::minus(&empty, &libs)),
                strict: false,
                faces: bits::meet(&inside, &libs),
                crowded: count(&crowd),
            });
        }
        // An opponent stone next to a stone of `c`: the region holds the
        // opponent's wall, not an island, so it is no territory; in the
        // linked test, unless the region holds [`ROOM_PER_STONE`] empty
        // points for each opponent stone (stones thrown in against the
        // wall, not a wall of their own).
        let holds_wall = bits::meet(&inside, &v.walled);
        let no_opp = bits::is_empty(&inside);
        let closed = relaxed && !open;
        let mut eye_region = closed && no_opp;
        let double = closed && {
            let empties = bits::count(&empty) as usize;
            let stones = bits::count(&inside) as usize;
            empties >= TERRITORY_SIZE
                && (!holds_wall || (links && stones * self.room_per_stone <= empties))
                && !Settler::has_opponent_eye(v, &empty)
        };
        let border = &mut self.border[b_start..];
        let two_eyes = closed
            && no_opp
            && !links
            && !fixed_border
            && border.len() == 1
            && border[0].vital
            && (3..TERRITORY_SIZE).contains(&(bits::count(&empty) as usize));
        for b in border.iter_mut() {
            b.vital |= eye_region;
            b.strict = b.vital;
        }
        let strict_any = !open && border.iter().any(|b| b.vital);
        if double {
            eye_region = true;
            for b in border.iter_mut() {
                b.vital = true;
            }
        }
        Region {
            border: (b_start, self.border.len()),
            fixed_border,
            double,
            thrown_in: double && holds_wall,
            eye_region,
            strict_any,
            healthy: !open,
            open,
            two_eyes,
        }
    }

    /// Whether the empty region `points` (fewer than [`TERRITORY_SIZE`]
    /// points, every one a liberty of the one chain around it) holds two
    /// points each of which splits it: then it is two eyes for that chain
    /// whatever the opponent plays first (Müller 1997; Fuego's
    /// `GoRegion::Has2IntersectionPoints`, read for the idea). The
    /// opponent playing one, the owner plays the other; playing any other
    /// point, the owner plays either. The owner's stone (a liberty of the
    /// chain, which keeps more: always legal) joins the chain, and the
    /// region without it falls apart into two or more parts, the
    /// opponent's stone in one of them (taken at once if that part is that
    /// stone alone), each part's empty points the chain's liberties: two
    /// vital regions, Benson's life. An empty straight or bent four lives; three in
    /// a row, the square, the pyramid and the bulky five do not qualify.
    fn two_cut_points<const N: usize>(v: &View<N>, points: &Bits<N>) -> bool {
        let n = bits::count(points) as usize;
        let mut cuts = 0;
        for b in bits::ones(*points) {
            let rest = bits::minus(points, &bits::single(b));
            let start = bits::single(bits::lowest(&rest).unwrap_or(0));
            let (part, _) = bits::fill(start, &rest, v.stride);
            if bits::count(&part) as usize != n - 1 {
                cuts += 1;
                if cuts == 2 {
                    return true;
                }
            }
        }
        false
    }

    /// Whether some connected part of a region's empty points `empty` is
    /// enclosed by opponent stones alone (an opponent eye).
    fn has_opponent_eye<const N: usize>(v: &View<N>, empty: &Bits<N>) -> bool {
        let mut rest = *empty;
        while let Some(b) = bits::lowest(&rest) {
            let (part, near) = bits::fill(bits::single(b), empty, v.stride);
            if !bits::meet(&near, &v.mine) && !bits::meet(&near, &v.outside) {
                return true;
            }
            rest = bits::minus(&rest, &part);
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two points to each chain, none given twice: a point two chains
    /// both need answers for one of them only.
    #[test]
    fn two_points_each_never_share_one() {
        let set = |points: &[usize]| points.iter().fold(0u64, |w, &p| w | 1 << p);
        let (p, a, b, c) = (0, 1, 2, 3);
        let two_each = |chains: &[&[usize]]| {
            let cands: Vec<u64> = chains.iter().map(|c| set(c)).collect();
            Settler::two_each::<1>(&cands)
        };
        assert!(!two_each(&[&[p, a], &[p, b]]));
        assert!(!two_each(&[&[p, a, b], &[p, b]]));
        assert!(two_each(&[&[p, a, b], &[p, c]]));
        assert!(two_each(&[&[p, a], &[b, c]]));
        assert!(!two_each(&[&[p, a], &[p, a]]));
    }
}
