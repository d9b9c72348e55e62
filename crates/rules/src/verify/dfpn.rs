//! Depth-first proof-number search (df-pn; Nagai 2002, as Kishimoto and
//! Müller use it for life and death) for one question of the verification
//! game: can the attacker make the target dead, the owner moving first?
//!
//! The alpha-beta of [`super::deepen`] settles the status by deepening a
//! full-width search; a capturing race or an invasion whose proof is
//! twenty moves deep, in a zone of a dozen empty points, is out of its
//! reach. Proof numbers go where the proof is cheapest: a position of the
//! attacker's is proven by one move, one of the owner's by all of them,
//! and the search always works on the move whose subtree needs the fewest
//! leaves to settle the question.
//!
//! The tree is the verification game's ([`super`]): the same moves, the
//! same static test deciding where the status is clear, a pass allowed to
//! both. `dead` is proven at a position the static test calls dead, or
//! where both pass with a point of the target taken (example 3's ▲). Every
//! other end — alive, a repetition (seki, §7 commentary) — is a disproof.
//! A proof never rests on a repetition other than pass and pass, which
//! depends on the position alone (and whether the last move was a pass
//! that lifted no ko ban, kept in the key); so a proven position in the
//! table is proven whatever line reaches it. A disproof may rest on a
//! repetition of the line (the graph-history problem): it can only keep a
//! proof from being found, never make a wrong one.

use super::{key, Search, DEAD};
use crate::board::{splitmix, Board, ZobristMap};
use crate::color::Color;

/// A proof or disproof number that is out of reach.
const INF: u32 = u32::MAX / 4;

/// Moves of the order that share one initial number (see [`Child::init`]).
const RANK_STEP: u32 = 4;

/// Table entries kept at most (then the table is cleared).
const TT_CAP: usize = 1_000_000;

/// Proof and disproof numbers: how many leaves at least must still be
/// settled to prove the target dead, or to show it is not.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Numbers {
    pn: u32,
    dn: u32,
}

const PROVEN: Numbers = Numbers { pn: 0, dn: INF };
const DISPROVEN: Numbers = Numbers { pn: INF, dn: 0 };
const FRESH: Numbers = Numbers { pn: 1, dn: 1 };

/// One move of a position being expanded and the position it leads to.
struct Child {
    board: Board,
    to_move: Color,
    /// Reached by a pass that lifted no ko ban: a pass now repeats the
    /// position two moves back.
    passed: bool,
    key: u64,
    /// Known without a search: the end of a repetition (and whether it is
    /// one of the line, which only this line sees).
    end: Option<(Numbers, bool)>,
    /// Its numbers from its last search here when they rest on a
    /// repetition of the line (never kept in the table).
    local: Option<Numbers>,
    /// Its numbers before it is searched: the later in the move order
    /// (captures, contact, history first), the larger the number the side
    /// to move here needs to settle the question by it.
    init: Numbers,
}

/// The table key of a position: stones, ko ban, side to move, and whether
/// a pass now ends the game by repetition.
fn node_key(b: &Board, to_move: Color, passed: bool) -> u64 {
    key(b, to_move) ^ if passed { splitmix(0x5041_5353) } else { 0 }
}

/// What the table keeps of a position: its numbers, and the positions its
/// searches took (the proof line follows the owner's costliest defence).
#[derive(Clone, Copy)]
struct Entry {
    numbers: Numbers,
    spent: u64,
}

/// The df-pn prover: its table and the line it stands on.
pub(super) struct DeadProver {
    /// What each move played to make a child costs, in point visits.
    child_work: u64,
    tt: ZobristMap<Entry>,
    /// Position keys (without the pass flag) of the line to the position
    /// being expanded, that one included.
    line: Vec<u64>,
}

impl DeadProver {
    /// A prover charging `child_work` point visits for each child it
    /// makes (besides a position's zone points, as the deepening).
    pub(super) fn new(child_work: u64) -> DeadProver {
        DeadProver {
            child_work,
            tt: ZobristMap::default(),
            line: Vec::new(),
        }
    }

    /// Whether the attacker can make the target dead from `root` (the
    /// owner to move), within what `s` may still search; the proof line
    /// when he can.
    pub(super) fn prove(&mut self, s: &mut Search, root: &Board) -> Option<Vec<Option<u16>>> {
        let owner = s.owner;
        // The deepening's history of cut-offs orders its own moves; here
        // the captures and contact moves alone do (measured on g13_05: a
        // death proven in 375,000 positions with a fresh history was not
        // in 1,000,000 after the deepening's).
        let fresh = s
            .history
            .iter()
            .map(|h| vec![0; h.len()])
            .collect::<Vec<_>>();
        let fresh: [Vec<u32>; 2] = fresh.try_into().expect("two colours");
        let kept = std::mem::replace(&mut s.history, fresh);
        let (got, _) = self.mid(s, root, owner, false, Numbers { pn: INF, dn: INF });
        let line = (got.pn == 0).then(|| self.line_of(s, root));
        s.history = kept;
        line
    }

    fn lookup(&self, k: u64) -> Numbers {
        self.tt.get(&k).map_or(FRESH, |e| e.numbers)
    }

    /// Expands the position `b` (`to_move` to play) until its numbers reach
    /// one of the thresholds `th`, and returns them, and whether they are a
    /// disproof that rests on a repetition of the line (the graph-history
    /// problem: such a disproof holds on this line only, so it is not kept
    /// in the table, where another line would find it).
    fn mid(
        &mut self,
        s: &mut Search,
        b: &Board,
        to_move: Color,
        passed: bool,
        th: Numbers,
    ) -> (Numbers, bool) {
        let k = node_key(b, to_move, passed);
        if s.out() {
            return (self.lookup(k), false);
        }
        // A link of a fixed block cut and not answered: nothing is known
        // there, so no proof goes through it ([`Search::link_cut`]).
        let cut = s.link_cut(b);
        if s.cut_unanswered(cut, to_move) {
            self.store(k, DISPROVEN, 0);
            return (DISPROVEN, false);
        }
        // The static test, with the linked test near the root as in the
        // alpha-beta.
        let (clear, settled) = s.clear(b, self.line.len());
        if let Some(v) = clear.filter(|_| cut.is_none() || settled.is_empty()) {
            let n = if v == DEAD { PROVEN } else { DISPROVEN };
            self.store(k, n, 0);
            return (n, false);
        }
        let before = s.nodes;
        s.nodes += 1;
        s.work += s.grid.len() as u64;
        let moves = s.moves(to_move, &settled[..s.grid.len()], None);
        let attacker = to_move != s.owner;
        let here = key(b, to_move);
        let mut kids: Vec<Child> = Vec::with_capacity(moves.len());
        for (rank, mv) in moves.into_iter().enumerate() {
            let mut nb = b.clone();
            s.work += self.child_work;
            if !s.apply(&mut nb, to_move, mv) {
                continue;
            }
            let next = to_move.opponent();
            let ck = key(&nb, next);
            let later = 1 + rank as u32 / RANK_STEP;
            let init = if attacker {
                Numbers { pn: later, dn: 1 }
            } else {
                Numbers { pn: 1, dn: later }
            };
            let end = if mv.is_none() && passed {
                // Pass and pass: the position repeats. Dead if a point of
                // the target is taken (§7), else seki: not dead.
                s.grid.refill(&nb);
                Some((if s.target_taken() { PROVEN } else { DISPROVEN }, false))
            } else if ck == here || self.line.contains(&ck) {
                // A repetition of the line: seki, not dead, on this line.
                Some((DISPROVEN, true))
            } else {
                None
            };
            let child_passed = mv.is_none() && b.ko_point(to_move).is_none();
            kids.push(Child {
                key: node_key(&nb, next, child_passed),
                board: nb,
                to_move: next,
                passed: child_passed,
                end,
                local: None,
                init,
            });
        }
        self.line.push(here);
        let mut n;
        let mut nums: Vec<Numbers>;
        loop {
            nums = kids
                .iter()
                .map(|c| match (c.end, c.local) {
                    (Some((n, _)), _) | (None, Some(n)) => n,
                    _ => self.tt.get(&c.key).map_or(c.init, |e| e.numbers),
                })
                .collect();
            n = combine(&nums, attacker);
            if n.pn >= th.pn || n.dn >= th.dn || s.out() {
                break;
            }
            // The child to work on, and the threshold it gets: until its
            // numbers pass the second best child's.
            let (best, second) = pick(&nums, attacker);
            let cn = nums[best];
            let cth = if attacker {
                Numbers {
                    pn: th.pn.min(grow(second)),
                    dn: (th.dn - n.dn).saturating_add(cn.dn).min(INF),
                }
            } else {
                Numbers {
                    pn: (th.pn - n.pn).saturating_add(cn.pn).min(INF),
                    dn: th.dn.min(grow(second)),
                }
            };
            let c = &kids[best];
            let (got, cyclic) = self.mid(s, &c.board, c.to_move, c.passed, cth);
            kids[best].local = cyclic.then_some(got);
        }
        self.line.pop();
        // A disproof rests on the line's repetitions when the children that
        // make it do: one of them at the attacker's position (all must be
        // disproven), all of them at the owner's (one suffices).
        let cyclic_kid = |c: &Child| c.end.is_some_and(|(_, cyc)| cyc) || c.local.is_some();
        let disproving = kids.iter().zip(&nums).filter(|(_, n)| n.dn == 0);
        let cyclic = n.dn == 0
            && if attacker {
                disproving.clone().any(|(c, _)| cyclic_kid(c))
            } else {
                disproving.clone().all(|(c, _)| cyclic_kid(c))
            };
        if !cyclic {
            self.store(k, n, s.nodes - before);
        }
        (n, cyclic)
    }

    /// Records `n` for the position `k`, whose search took `spent` more positions.
    fn store(&mut self, k: u64, n: Numbers, spent: u64) {
        if self.tt.len() >= TT_CAP {
            self.tt.clear();
        }
        let e = self.tt.entry(k).or_insert(Entry {
            numbers: n,
            spent: 0,
        });
        e.numbers = n;
        e.spent += spent;
    }

    /// The proof's line: the attacker's proven move, the owner's defence
    /// that took the most positions to refute (the one an arbiter asks
    /// about), until the status is clear.
    fn line_of(&mut self, s: &mut Search, root: &Board) -> Vec<Option<u16>> {
        let mut out = Vec::new();
        let mut b = root.clone();
        let mut to_move = s.owner;
        let mut passed = false;
        let mut seen = vec![key(&b, to_move)];
        while out.len() < super::LINE_CAP {
            let (clear, settled) = s.clear(&b, 0);
            if clear.is_some() {
                break;
            }
            let moves = s.moves(to_move, &settled[..s.grid.len()], None);
            let defending = to_move == s.owner;
            let mut chosen = None;
            let mut costliest = 0;
            for mv in moves {
                let mut nb = b.clone();
                if !s.apply(&mut nb, to_move, mv) {
                    continue;
                }
                let next = to_move.opponent();
                let child_passed = mv.is_none() && b.ko_point(to_move).is_none();
                let ck = node_key(&nb, next, child_passed);
                let proven = if mv.is_none() && passed {
                    s.grid.refill(&nb);
                    s.target_taken()
                } else {
                    !seen.contains(&key(&nb, next)) && self.lookup(ck).pn == 0
                };
                if !proven {
                    continue;
                }
                let spent = self.tt.get(&ck).map_or(0, |e| e.spent);
                if chosen.is_none() || (defending && spent > costliest) {
                    costliest = spent;
                    chosen = Some((mv, nb, next, child_passed));
                }
                if !defending {
                    break;
                }
            }
            let Some((mv, nb, next, child_passed)) = chosen else {
                break;
            };
            out.push(mv);
            let ended = mv.is_none() && passed;
            b = nb;
            to_move = next;
            passed = child_passed;
            seen.push(key(&b, to_move));
            if ended {
                break;
            }
        }
        out
    }
}

/// A position's numbers from its children's: the attacker's position is
/// proven by one child, the owner's by all.
fn combine(kids: &[Numbers], attacker: bool) -> Numbers {
    if kids.is_empty() {
        // No legal move at all (not even a pass): cannot happen; not dead.
        return DISPROVEN;
    }
    let min = |f: fn(&Numbers) -> u32| kids.iter().map(f).min().unwrap_or(INF);
    let sum = |f: fn(&Numbers) -> u32| {
        kids.iter()
            .map(f)
            .fold(0u32, |a, x| a.saturating_add(x))
            .min(INF)
    };
    if attacker {
        Numbers {
            pn: min(|n| n.pn),
            dn: sum(|n| n.dn),
        }
    } else {
        Numbers {
            pn: sum(|n| n.pn),
            dn: min(|n| n.dn),
        }
    }
}

/// The child to expand (least proof number at the attacker's position,
/// least disproof number at the owner's) and the second least number.
fn pick(kids: &[Numbers], attacker: bool) -> (usize, u32) {
    let num = |n: &Numbers| if attacker { n.pn } else { n.dn };
    let mut best = 0;
    for (i, n) in kids.iter().enumerate() {
        if num(n) < num(&kids[best]) {
            best = i;
        }
    }
    let second = kids
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != best)
        .map(|(_, n)| num(n))
        .min()
        .unwrap_or(INF);
    (best, second)
}

/// The threshold a child gets against the second best child's number `n`:
/// a quarter above it (the 1+ε trick of Pawlewicz and Lew, 2007), so the
/// search does not switch back and forth between two children whose
/// numbers are close.
fn grow(n: u32) -> u32 {
    n.saturating_add(n / 4).saturating_add(1).min(INF)
}
