//! The verification game (想定着手による検証, 2011 rules §7 commentary):
//! an exact search deciding whether a chain is alive, dead or seki.
//!
//! How the search reads the commentary:
//! * The owner of the target chain moves first; play alternates; either
//!   side may pass (§7: 検証は対象石側が先着).
//! * **Status is clear** (死活が判明した時点で終了) when, by the static test
//!   of [`crate::life`], a point of the target chain is *settled* for the
//!   opponent — it is then **dead**, even if only part of it is taken
//!   (§7: 一部分の場合でも、その石全体は死に石) — or when every point of the
//!   target is settled for its owner — **alive**, even if its stones were
//!   captured on the way and the points came back (§8 commentary: ○の石は
//!   一時的に取られるが…活き石).
//! * **A cycle is seki** (§7: 手順が循環する場合はセキ石): a repeated
//!   position (stones, ko ban, side to move) ends the line as seki; two
//!   passes in a row are the shortest cycle.
//! * Nothing else scores: threats elsewhere count only by what they do to
//!   the target, so a ko is won by the side that can afford to ignore the
//!   other's moves. This gives the commentary's rulings on bent four in
//!   the corner (dead, whatever ko stands elsewhere: the attacker starts
//!   the ko when it suits him), on a ko each side wins by moving first
//!   (both alive) and on double ko and 万年劫 (a cycle: seki).
//!
//! The defender maximises and the attacker minimises over dead < seki <
//! alive. The search is an alpha-beta over value *intervals*: a line cut
//! by the depth limit or the node budget is worth "anything" [dead, alive],
//! so every stored interval is a true bound, and iterative deepening runs
//! until the root's interval closes or the budget is spent (then the
//! status is `undetermined`, with the best line found). A transposition
//! table keyed by position, ko ban, side to move and "last move was a
//! pass" keeps bounds that did not depend on a repetition in the line.

use crate::board::Board;
use crate::color::Color;
use crate::life::{Grid, StaticLife};
use crate::point::Point;
use serde::{Serialize, Serializer};
use std::collections::HashMap;
use std::fmt;

/// The verdict on a chain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// 活き石: never becomes the opponent's (2011 rules §7).
    Alive,
    /// 死に石: becomes the opponent's (2011 rules §7).
    Dead,
    /// セキ石: neither (2011 rules §7 commentary).
    Seki,
    /// The search ran out of budget: a person must decide.
    Undetermined,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Alive => "alive",
            Status::Dead => "dead",
            Status::Seki => "seki",
            Status::Undetermined => "undetermined",
        }
    }
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One move of a verification line: a stone or a pass.
/// Serialises as `"B ba"` or `"W pass"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ProofMove {
    pub color: Color,
    /// `None` is a pass.
    pub point: Option<Point>,
}

impl fmt::Display for ProofMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.point {
            Some(p) => write!(f, "{} {p}", self.color),
            None => write!(f, "{} pass", self.color),
        }
    }
}

impl Serialize for ProofMove {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// The outcome of one verification.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verification {
    pub status: Status,
    /// The verification line, the target's owner first.
    pub proof: Vec<ProofMove>,
    /// Positions searched.
    pub nodes: u64,
}

const DEAD: u8 = 0;
const SEKI: u8 = 1;
const ALIVE: u8 = 2;
const MAX_DEPTH: u32 = 64;

#[derive(Clone, Copy)]
struct Entry {
    lo: u8,
    hi: u8,
    best: Option<Option<u16>>,
}

struct Res {
    lo: u8,
    hi: u8,
    /// The value used a repetition of the current line.
    cyc: bool,
    pv: Vec<Option<u16>>,
}

struct Search {
    owner: Color,
    target: Vec<usize>,
    area: Vec<usize>,
    grid: Grid,
    tt: HashMap<u64, Entry>,
    path: Vec<u64>,
    nodes: u64,
    budget: u64,
}

fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Search {
    fn key(&self, b: &Board, to_move: Color, last_pass: bool) -> u64 {
        let ko = b
            .ko_point(to_move)
            .map_or(0, |p| mix(0x4B4F_0000 | self.grid.index(p) as u64));
        b.hash() ^ ko ^ mix(to_move.index() as u64 + 7) ^ if last_pass { mix(99) } else { 0 }
    }

    /// Clear verdicts: `Some(DEAD)` / `Some(ALIVE)`, and the static life
    /// for move pruning.
    fn clear(&mut self, b: &Board) -> (Option<u8>, StaticLife) {
        self.grid.refill(b);
        let life = StaticLife::compute(&self.grid, true);
        let opp = self.owner.opponent();
        let v = if self
            .target
            .iter()
            .any(|&i| life.settled_index(i) == Some(opp))
        {
            Some(DEAD)
        } else if self
            .target
            .iter()
            .all(|&i| life.settled_index(i) == Some(self.owner))
        {
            Some(ALIVE)
        } else {
            None
        };
        (v, life)
    }

    fn search(
        &mut self,
        b: &Board,
        to_move: Color,
        last_pass: bool,
        depth: u32,
        mut alpha: u8,
        mut beta: u8,
    ) -> Res {
        let exact = |v: u8, cyc: bool| Res {
            lo: v,
            hi: v,
            cyc,
            pv: Vec::new(),
        };
        let (clear, life) = self.clear(b);
        if let Some(v) = clear {
            return exact(v, false);
        }
        let key = self.key(b, to_move, last_pass);
        if self.path.contains(&key) {
            // 2011 rules §7 commentary: a cycle in the verification is seki.
            return exact(SEKI, true);
        }
        let mut tt_best = None;
        if let Some(e) = self.tt.get(&key) {
            if e.lo == e.hi || e.lo >= beta || e.hi <= alpha {
                return Res {
                    lo: e.lo,
                    hi: e.hi,
                    cyc: false,
                    pv: e.best.into_iter().collect(),
                };
            }
            alpha = alpha.max(e.lo);
            beta = beta.min(e.hi);
            tt_best = e.best;
        }
        if depth == 0 || self.nodes >= self.budget {
            return Res {
                lo: DEAD,
                hi: ALIVE,
                cyc: false,
                pv: Vec::new(),
            };
        }
        self.nodes += 1;

        // Moves: empty points of the area not settled for either side,
        // ordered captures first, then next to the target, pass last.
        let mut moves: Vec<(i32, Option<u16>, Board)> = Vec::new();
        for &i in &self.area {
            if self.grid.cells[i] != 0 || life.settled_index(i).is_some() {
                continue;
            }
            let p = self.grid.point(i);
            let mut nb = b.clone();
            let Ok(eff) = nb.play(to_move, p) else {
                continue;
            };
            let near = self
                .grid
                .adj(i)
                .filter(|&j| self.grid.cells[j] != 0)
                .count() as i32;
            let mut score = eff.captured as i32 * 100 + near;
            if tt_best == Some(Some(i as u16)) {
                score += 100_000;
            }
            moves.push((score, Some(i as u16), nb));
        }
        moves.sort_by_key(|m| std::cmp::Reverse(m.0));
        let mut pb = b.clone();
        pb.pass(to_move);
        let pass_first = tt_best == Some(None);
        if pass_first {
            moves.insert(0, (0, None, pb));
        } else {
            moves.push((0, None, pb));
        }

        let maximize = to_move == self.owner;
        let (mut lo, mut hi) = if maximize {
            (DEAD, DEAD)
        } else {
            (ALIVE, ALIVE)
        };
        let mut cyc = false;
        let mut pv: Vec<Option<u16>> = Vec::new();
        let mut best_val: Option<u8> = None;
        self.path.push(key);
        let n_moves = moves.len();
        for (k, (_, mv, nb)) in moves.into_iter().enumerate() {
            let r = if mv.is_none() && last_pass {
                // Two passes in a row: the position repeats (seki).
                exact(SEKI, false)
            } else {
                self.search(
                    &nb,
                    to_move.opponent(),
                    mv.is_none(),
                    depth - 1,
                    alpha,
                    beta,
                )
            };
            cyc |= r.cyc;
            let mut line = vec![mv];
            line.extend(r.pv);
            if maximize {
                if !matches!(best_val, Some(v) if r.lo <= v) {
                    best_val = Some(r.lo);
                    pv = line;
                }
                lo = lo.max(r.lo);
                hi = hi.max(r.hi);
                alpha = alpha.max(lo);
                if lo >= beta {
                    if k + 1 < n_moves {
                        hi = ALIVE;
                    }
                    break;
                }
            } else {
                if !matches!(best_val, Some(v) if r.hi >= v) {
                    best_val = Some(r.hi);
                    pv = line;
                }
                lo = lo.min(r.lo);
                hi = hi.min(r.hi);
                beta = beta.min(hi);
                if hi <= alpha {
                    if k + 1 < n_moves {
                        lo = DEAD;
                    }
                    break;
                }
            }
        }
        self.path.pop();
        if !cyc {
            let best = pv.first().copied();
            let e = self.tt.entry(key).or_insert(Entry {
                lo: DEAD,
                hi: ALIVE,
                best,
            });
            e.lo = e.lo.max(lo);
            e.hi = e.hi.min(hi).max(e.lo);
            if best.is_some() {
                e.best = best;
            }
        }
        Res { lo, hi, cyc, pv }
    }
}

/// The points reachable from `target` without crossing a statically alive
/// stone: the only points where the verification may play.
fn area(g: &Grid, life: &StaticLife, target: &[usize]) -> Vec<usize> {
    let mut seen = vec![false; g.cells.len()];
    let mut out: Vec<usize> = target.to_vec();
    for &t in target {
        seen[t] = true;
    }
    let mut k = 0;
    while k < out.len() {
        let i = out[k];
        k += 1;
        for j in g.adj(i) {
            let live_stone = g.cells[j] != 0 && life.settled_index(j).is_some();
            if !seen[j] && !live_stone {
                seen[j] = true;
                out.push(j);
            }
        }
    }
    out.sort_unstable();
    out
}

/// Verifies the chain at `at` by hypothetical play (2011 rules §7), its
/// owner moving first, searching at most `budget` positions.
///
/// # Panics
/// If `at` is empty.
pub fn verify_chain(board: &Board, at: Point, budget: u64) -> Verification {
    let chain = board.chain_at(at).expect("verify_chain: no stone there");
    let owner = chain.color;
    let grid = Grid::new(board);
    let life = StaticLife::compute(&grid, true);
    let target: Vec<usize> = chain.stones.iter().map(|&p| grid.index(p)).collect();
    let area = area(&grid, &life, &target);
    let mut s = Search {
        owner,
        target,
        area,
        grid,
        tt: HashMap::new(),
        path: Vec::new(),
        nodes: 0,
        budget,
    };
    // The game starts with the owner to move, so the ko ban of the record's
    // last move does not carry over; a pass lifts it (2011 rules §5).
    let mut root = board.clone();
    root.pass(owner);
    let mut depth = 2;
    let best = loop {
        let r = s.search(&root, owner, false, depth, DEAD, ALIVE);
        if r.lo == r.hi || s.nodes >= s.budget || depth >= MAX_DEPTH {
            break r;
        }
        depth += 2;
    };
    let status = if best.lo == best.hi {
        match best.lo {
            DEAD => Status::Dead,
            SEKI => Status::Seki,
            _ => Status::Alive,
        }
    } else {
        Status::Undetermined
    };
    let mut color = owner;
    let n = s.grid.n;
    let proof = best
        .pv
        .iter()
        .map(|&m| {
            let pm = ProofMove {
                color,
                point: m.map(|i| Point::new((i as usize % n) as u8, (i as usize / n) as u8)),
            };
            color = color.opponent();
            pm
        })
        .collect();
    Verification {
        status,
        proof,
        nodes: s.nodes,
    }
}
