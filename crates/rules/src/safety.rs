//! Safe blocks: Benson's test on chains joined by links the opponent
//! cannot cut (Müller 1997, "Playing it safe"), proven on the whole board.
//!
//! * **Link**: two chains of one colour share two or more liberties that
//!   touch no other chain of that colour (a miai pair: two shared
//!   liberties, the diagonal and bamboo joints). If the opponent plays one,
//!   the owner plays another and the chains are one; the opponent's stone
//!   there captures nothing (both chains keep the other point).
//! * **Block**: chains joined by links.
//! * **Eye region** of a block: a region of the colour (a connected set of
//!   points not holding it) every empty point of which is next to the
//!   block, and that holds no link point unless all its points are empty
//!   (the owner's answer at a link may capture stones; the points freed
//!   must be next to the block too) and the owner's answers cannot fill
//!   it (not every point of it is a link point whose link has just one
//!   point outside it). The opponent can never make an eye there (every
//!   empty point stays next to a stone of the block).
//! * Benson's iteration on blocks: a block with fewer than two eye regions
//!   among the regions bordered only by blocks still in the set leaves the
//!   set, until none does. The blocks left are **safe**: alive against
//!   anything the opponent plays, the owner answering only at links. The
//!   argument is Benson's (the last empty point of an eye region is
//!   suicide for the opponent: the chain of the block next to it keeps a
//!   liberty in another eye region, or at a link not yet played out).
//! * Opponent stones in a region bordered only by safe blocks and that is
//!   an eye region of one of them are **dead**: they can make no eye, and
//!   the owner can fill the region's empty points (each move joins the
//!   block), the last one capturing them.
//!
//! Nothing here is relaxed: no large-territory rule, no end-of-game
//! assumption. The judge (step 1, [`crate::judge`]) uses it on the whole
//! board after the relaxed static test of [`crate::life`].

use crate::board::Board;
use crate::color::Color;
use crate::point::Point;

/// A safe block: its chains and the eye regions its life rests on.
#[derive(Clone, Debug)]
pub(crate) struct SafeBlock {
    pub color: Color,
    /// One stone of each chain of the block (row-major).
    pub chains: Vec<Point>,
    /// The size (points) of each eye region it rests on.
    pub eyes: Vec<usize>,
    /// The links joining its chains.
    pub links: Vec<Link>,
}

/// A link of a safe block: the empty points two of its chains share, where
/// the owner answers a cut with another ([`crate::verify`] holds the block
/// fixed only while he can).
#[derive(Clone, Debug)]
pub(crate) struct Link {
    pub owner: Color,
    pub points: Vec<Point>,
    /// One stone of each of the two chains.
    pub chains: [Point; 2],
    /// The stones of those chains the static test does not settle alone
    /// (the judge fills them in): what the link holds.
    pub loose: Vec<Point>,
}

/// The whole board's safety: per point (row-major) the colour whose safe
/// block holds the stone, or whose safe eye region holds the point; and
/// per point the safe block it belongs to or is an eye of.
pub(crate) struct Safety {
    pub settled: Vec<Option<Color>>,
    pub block_of: Vec<Option<usize>>,
    pub blocks: Vec<SafeBlock>,
}

fn find(parent: &mut [usize], mut a: usize) -> usize {
    while parent[a] != a {
        parent[a] = parent[parent[a]];
        a = parent[a];
    }
    a
}

/// The safe blocks of both colours on `board`.
pub(crate) fn safety(board: &Board) -> Safety {
    let n = board.size() as usize;
    let mut out = Safety {
        settled: vec![None; n * n],
        block_of: vec![None; n * n],
        blocks: Vec::new(),
    };
    for c in [Color::Black, Color::White] {
        safe_blocks(board, c, &mut out);
    }
    out
}

fn safe_blocks(board: &Board, c: Color, out: &mut Safety) {
    let n = board.size() as usize;
    let idx = |p: Point| p.y as usize * n + p.x as usize;
    let chains: Vec<_> = board
        .chains()
        .into_iter()
        .filter(|ch| ch.color == c)
        .collect();
    let mut chain_of = vec![usize::MAX; n * n];
    for (k, ch) in chains.iter().enumerate() {
        for &p in &ch.stones {
            chain_of[idx(p)] = k;
        }
    }
    // The chains of `c` next to an empty point (sorted, deduplicated).
    let touching = |p: Point| {
        let mut ks: Vec<usize> = board
            .neighbors(p)
            .filter(|&q| board.get(q) == Some(c))
            .map(|q| chain_of[idx(q)])
            .collect();
        ks.sort_unstable();
        ks.dedup();
        ks
    };
    // Links: empty points next to exactly two chains, two or more per pair.
    let mut pair_points: std::collections::BTreeMap<(usize, usize), Vec<Point>> =
        Default::default();
    for p in board.points().filter(|&p| board.get(p).is_none()) {
        if let [a, b] = touching(p)[..] {
            pair_points.entry((a, b)).or_default().push(p);
        }
    }
    let mut parent: Vec<usize> = (0..chains.len()).collect();
    // Per link point, the points of its link (a point is next to just
    // two chains, so it belongs to one link at most).
    let mut link_of: Vec<Option<&[Point]>> = vec![None; n * n];
    for (&(a, b), ps) in &pair_points {
        if ps.len() >= 2 {
            let (ra, rb) = (find(&mut parent, a), find(&mut parent, b));
            parent[ra] = rb;
            for &p in ps {
                link_of[idx(p)] = Some(ps);
            }
        }
    }
    let block: Vec<usize> = (0..chains.len()).map(|k| find(&mut parent, k)).collect();

    // Regions of `c`: their points, bordering blocks, and the blocks they
    // are eye regions of.
    struct Region {
        points: Vec<Point>,
        border: Vec<usize>,
        eye_of: Vec<usize>,
    }
    let mut regions = Vec::new();
    let mut seen = vec![false; n * n];
    for s in board.points() {
        if board.get(s) == Some(c) || seen[idx(s)] {
            continue;
        }
        seen[idx(s)] = true;
        let mut points = vec![s];
        let mut k = 0;
        while k < points.len() {
            let p = points[k];
            k += 1;
            for q in board.neighbors(p) {
                if board.get(q) != Some(c) && !seen[idx(q)] {
                    seen[idx(q)] = true;
                    points.push(q);
                }
            }
        }
        let mut border: Vec<usize> = points
            .iter()
            .flat_map(|&p| board.neighbors(p))
            .filter(|&q| board.get(q) == Some(c))
            .map(|q| block[chain_of[idx(q)]])
            .collect();
        border.sort_unstable();
        border.dedup();
        // The owner's answer at a link may capture stones inside: the
        // points freed must stay next to the block, so a region holding a
        // link point counts only if all its points were empty. And the
        // answer may fill the region: where every point of it belongs to
        // a link with just one point outside it, the opponent plays each
        // of those and the owner connects inside, leaving no eye (seed 673
        // of `judge_crosscheck`: a one-point eye that was a link point).
        // A link wholly inside the region is answered by a capture there.
        let has_link = points.iter().any(|&p| link_of[idx(p)].is_some());
        let all_empty = points.iter().all(|&p| board.get(p).is_none());
        let filled = points.iter().all(|&p| {
            link_of[idx(p)].is_some_and(|ps| ps.iter().filter(|q| !points.contains(q)).count() == 1)
        });
        let eye_of = if has_link && (!all_empty || filled) {
            Vec::new()
        } else {
            border
                .iter()
                .copied()
                .filter(|&b| {
                    points
                        .iter()
                        .filter(|&&p| board.get(p).is_none())
                        .all(|&p| {
                            board
                                .neighbors(p)
                                .any(|q| board.get(q) == Some(c) && block[chain_of[idx(q)]] == b)
                        })
                })
                .collect()
        };
        regions.push(Region {
            points,
            border,
            eye_of,
        });
    }

    // Benson's iteration on blocks.
    let mut alive = vec![true; chains.len()];
    let mut healthy = vec![true; regions.len()];
    loop {
        let mut eyes = vec![0usize; chains.len()];
        for (r, reg) in regions.iter().enumerate() {
            if healthy[r] {
                for &b in &reg.eye_of {
                    eyes[b] += 1;
                }
            }
        }
        let mut changed = false;
        for b in 0..chains.len() {
            if alive[b] && block[b] == b && eyes[b] < 2 {
                alive[b] = false;
                changed = true;
            }
        }
        for (r, reg) in regions.iter().enumerate() {
            if healthy[r] && reg.border.iter().any(|&b| !alive[b]) {
                healthy[r] = false;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }

    // Record the safe blocks, their stones and their eye regions.
    let base = out.blocks.len();
    let mut number = vec![usize::MAX; chains.len()];
    for b in (0..chains.len()).filter(|&b| block[b] == b && alive[b]) {
        number[b] = out.blocks.len();
        out.blocks.push(SafeBlock {
            color: c,
            chains: (0..chains.len())
                .filter(|&k| block[k] == b)
                .map(|k| chains[k].stones[0])
                .collect(),
            eyes: Vec::new(),
            links: Vec::new(),
        });
    }
    for (&(a, b), ps) in pair_points.iter().filter(|(_, ps)| ps.len() >= 2) {
        if alive[block[a]] {
            out.blocks[number[block[a]]].links.push(Link {
                owner: c,
                points: ps.clone(),
                chains: [chains[a].stones[0], chains[b].stones[0]],
                loose: Vec::new(),
            });
        }
    }
    for (k, ch) in chains.iter().enumerate() {
        if alive[block[k]] {
            for &p in &ch.stones {
                out.settled[idx(p)] = Some(c);
                out.block_of[idx(p)] = Some(number[block[k]]);
            }
        }
    }
    for (r, reg) in regions.iter().enumerate() {
        if !healthy[r] || reg.border.is_empty() {
            continue;
        }
        for &b in &reg.eye_of {
            out.blocks[number[b]].eyes.push(reg.points.len());
        }
        if let Some(&b) = reg.eye_of.first() {
            for &p in &reg.points {
                out.settled[idx(p)] = Some(c);
                out.block_of[idx(p)] = Some(number[b]);
            }
        }
    }
    debug_assert!(out.blocks[base..].iter().all(|b| b.eyes.len() >= 2));
}
