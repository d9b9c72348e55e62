//! The arbiter's verdict: the status of every chain by the Japanese 2011
//! rules (§7–8) and the count that follows (§10, or Chinese area counting).
//!
//! 1. **Static proof** ([`crate::life`]): chains alive by Benson's test
//!    (with the end-of-game relaxations documented there) are `alive`;
//!    chains standing in the opponent's secure eye region are `dead`. Both
//!    come with an empty proof.
//! 2. **Verification** ([`crate::verify`]): every other chain is settled
//!    by an exact search of the verification game, restricted to the
//!    points it can reach without crossing a statically settled point (the
//!    rest held fixed), within a node budget; if the budget runs out the
//!    chain is `undetermined`.
//! 3. **Count** ([`crate::count`]): dead stones inside the opponent's
//!    territory are removed as prisoners; dead stones outside territory
//!    stay on the board (セキ石扱い, "treated as seki", §10); points next to
//!    seki (or undetermined) chains are not territory (§8). Under `chinese`
//!    every dead stone is removed and seki stones count as area.

use crate::board::Board;
use crate::color::{Color, PerColor};
use crate::count::{self, Count, CountError, CountInput};
use crate::game::GoRules;
use crate::life::StaticLife;
use crate::point::Point;
use crate::verify::{self, ProofMove, Status};
use serde::Serialize;

/// Positions the verification of one chain may search by default: enough for every
/// example that settles (ex03 needs ~150k), small enough to bound a judge call.
pub const DEFAULT_BUDGET: u64 = 200_000;

/// Everything the verdict needs besides the board.
#[derive(Clone, Debug, PartialEq)]
pub struct JudgeOptions {
    pub rules: GoRules,
    /// Komi in points (Chinese: halved into stones).
    pub komi: f64,
    /// Stones captured during the game *by* `[black, white]`.
    pub captures: [u32; 2],
    /// Warnings given to `[black, white]` (Chinese rules only).
    pub warnings: [u32; 2],
    /// Positions the verification of one chain may search.
    pub budget: u64,
}

impl JudgeOptions {
    /// The rules' default komi, no captures, no warnings, default budget.
    pub fn new(rules: GoRules) -> JudgeOptions {
        JudgeOptions {
            rules,
            komi: rules.default_komi(),
            captures: [0, 0],
            warnings: [0, 0],
            budget: DEFAULT_BUDGET,
        }
    }
}

/// The verdict on one chain.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ChainVerdict {
    pub color: Color,
    /// Stones in row-major order.
    pub stones: Vec<Point>,
    pub status: Status,
    /// True only for dead stones taken off at counting.
    pub removed: bool,
    /// The verification line (owner first); empty when proven statically.
    pub proof: Vec<ProofMove>,
    /// Positions the verification searched (0 when static).
    #[serde(skip)]
    pub nodes: u64,
}

/// `taikai judge GAME.sgf --rules R [--komi K] --json`:
/// `{"rules","size","komi","groups":[..],"territory","prisoners","score","result"}`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Verdict {
    pub rules: GoRules,
    pub size: u8,
    pub komi: f64,
    /// One entry per chain, ordered by its first stone (row-major).
    pub groups: Vec<ChainVerdict>,
    pub territory: PerColor<Vec<Point>>,
    pub prisoners: PerColor<u32>,
    pub score: PerColor<f64>,
    pub result: String,
    /// The full count (dame, seki borders, dead stones left on the board).
    #[serde(skip)]
    pub count: Count,
}

impl Verdict {
    /// The verdict on the chain holding `p`, if any.
    pub fn chain_at(&self, p: Point) -> Option<&ChainVerdict> {
        self.groups.iter().find(|g| g.stones.contains(&p))
    }

    /// The status of the stone at `p`, if any.
    pub fn status_at(&self, p: Point) -> Option<Status> {
        self.chain_at(p).map(|g| g.status)
    }

    /// Whether any chain is `undetermined` (the count is then provisional:
    /// those chains were counted as seki under `japanese`, as alive under
    /// `chinese`).
    pub fn has_undetermined(&self) -> bool {
        self.groups.iter().any(|g| g.status == Status::Undetermined)
    }
}

/// Decides the status of every chain of `board` by the 2011 rules
/// (§7), whatever the rule set, and counts the game under `opts.rules`.
pub fn judge(board: &Board, opts: &JudgeOptions) -> Result<Verdict, CountError> {
    let life = StaticLife::new(board);
    let mut shared = None;
    let mut groups = Vec::new();
    for ch in board.chains() {
        let c = ch.color;
        let (status, proof, nodes) = if ch.stones.iter().all(|&p| life.settled(p) == Some(c)) {
            // 2011 rules §7: alive against any consecutive moves (Benson).
            (Status::Alive, Vec::new(), 0)
        } else if ch
            .stones
            .iter()
            .any(|&p| life.settled(p) == Some(c.opponent()))
        {
            // §7: inside the opponent's secure eye region.
            (Status::Dead, Vec::new(), 0)
        } else {
            let shared = shared.get_or_insert_with(|| verify::Shared::new(board));
            let v = verify::verify_chain_shared(board, ch.stones[0], opts.budget, shared);
            (v.status, v.proof, v.nodes)
        };
        groups.push(ChainVerdict {
            color: c,
            stones: ch.stones,
            status,
            removed: false,
            proof,
            nodes,
        });
    }
    let pick = |want: &[Status]| -> Vec<Point> {
        groups
            .iter()
            .filter(|g| want.contains(&g.status))
            .map(|g| g.stones[0])
            .collect()
    };
    let dead = pick(&[Status::Dead]);
    let seki = pick(&[Status::Seki, Status::Undetermined]);
    let input = CountInput {
        rules: opts.rules,
        komi: opts.komi,
        captures: opts.captures,
        dead: &dead,
        seki: Some(&seki),
        warnings: opts.warnings,
    };
    let count = count::count(board, &input)?;
    for g in &mut groups {
        g.removed = g.status == Status::Dead
            && match opts.rules {
                GoRules::Chinese => true,
                // §10: only dead stones inside territory are taken off.
                GoRules::Japanese => !count.dead_left.contains(&g.stones[0]),
            };
    }
    Ok(Verdict {
        rules: opts.rules,
        size: board.size(),
        komi: opts.komi,
        groups,
        territory: count.territory.clone(),
        prisoners: count.prisoners,
        score: count.score,
        result: count.result.clone(),
        count,
    })
}
