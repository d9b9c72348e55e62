//! Go and Othello rules engines. No I/O, no clock, no tournament words.
//!
//! * [`Board`]: a Go position (capture, suicide, simple ko), cheap to clone.
//! * [`Game`]: a Go game under [`GoRules`] (`japanese`: simple ko;
//!   `chinese`: positional superko) with the wrong-turn check.
//! * [`sgf`]: reading and writing SGF; [`replay`]: replaying a record and
//!   naming the first illegal move; [`count`]: Japanese territory and
//!   Chinese area counting once the dead stones are given.
//! * [`judge`](mod@judge): life and death by the Japanese 2011 rules (§7–10):
//!   static proof ([`life`]), verification search ([`verify`]), count.
//! * [`othello`]: Othello bitboards, replay, final count, perft.
//! * [`setup`]: positions set up by hand, refused when a chain has no
//!   liberty.
//!
//! The façade functions below return the serde structs whose JSON the
//! `taikai` command line prints.

mod bits;
pub mod board;
pub mod color;
pub mod count;
mod frame;
pub mod game;
pub mod judge;
pub mod life;
pub mod note;
pub mod othello;
pub mod point;
mod region;
pub mod replay;
mod safety;
pub mod setup;
pub mod sgf;
pub mod verify;

pub use board::{Board, Chain, IllegalReason, MoveEffect};
pub use color::{Color, PerColor};
pub use count::{Count, CountError, CountInput, CountReport};
pub use game::{Game, GoRules, Move};
pub use judge::{judge, Basis, ChainVerdict, JudgeOptions, Verdict, DEFAULT_BUDGET};
pub use life::StaticLife;
pub use note::{Assumption, CutLink, Note};
pub use othello::{Othello, OthelloError, OthelloIllegal, OthelloReport};
pub use point::{parse_point_list, Point, PointError};
pub use replay::{IllegalMove, Replay, ReplayReport};
pub use setup::SetupError;
pub use sgf::{Event, GoRecord, SgfError};
pub use verify::{prove_dead, verify_chain, ProofMove, Status, Stop, Verification};

use std::fmt;

/// `taikai replay GAME.sgf --rules R --json`: replays the main line of an
/// SGF file's bytes and names the first illegal move.
pub fn replay_sgf(bytes: &[u8], rules: GoRules) -> Result<ReplayReport, SgfError> {
    let rec = sgf::parse_go(bytes)?;
    Ok(ReplayReport::from(&replay::replay(&rec, rules)))
}

/// Why `taikai count` could not count.
#[derive(Clone, Debug, PartialEq)]
pub enum CountSgfError {
    Sgf(SgfError),
    /// The record has an illegal move: the arbiter must settle it first.
    Illegal(IllegalMove),
    /// A `--dead` point could not be read.
    Point(PointError),
    Count(CountError),
}

impl fmt::Display for CountSgfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CountSgfError::Sgf(e) => write!(f, "{e}"),
            CountSgfError::Illegal(m) => write!(
                f,
                "cannot count: {m}. Settle the violation (and correct the record) before counting."
            ),
            CountSgfError::Point(e) => write!(f, "in the list of dead stones: {e}"),
            CountSgfError::Count(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for CountSgfError {}

impl From<SgfError> for CountSgfError {
    fn from(e: SgfError) -> Self {
        CountSgfError::Sgf(e)
    }
}
impl From<CountError> for CountSgfError {
    fn from(e: CountError) -> Self {
        CountSgfError::Count(e)
    }
}
impl From<PointError> for CountSgfError {
    fn from(e: PointError) -> Self {
        CountSgfError::Point(e)
    }
}

/// Reads the board size of an SGF (`SZ`, 19 when absent) so the CLI can
/// parse `--dead` with [`parse_point_list`] before counting.
pub fn sgf_board_size(bytes: &[u8]) -> Result<u8, SgfError> {
    sgf::parse_go(bytes).map(|r| r.size)
}

/// `taikai count GAME.sgf --rules R [--komi K] [--dead ..] [--warnings-b N
/// --warnings-w N] --json`: replays the record and counts the final
/// position with the given dead stones.
///
/// Komi is in points: `komi`, else the record's `KM`, else the rules'
/// default (6.5 Japanese, 7.5 = 3¾ stones Chinese). `dead` names at least
/// one stone of each dead chain (whole chains are taken). `warnings` is
/// `[black, white]` (Chinese rules only).
///
/// `score` is each side's count before komi and warnings (Japanese:
/// territory + prisoners, in points; Chinese: area with half the dame, in
/// stones). `result` applies komi and warnings: Japanese margins are in
/// points (`"W+0.5"`); Chinese margins are in stones against half the board
/// (`"B+0.75"` for 185 stones on 19×19 with 3¾ komi). See [`count`](mod@count).
pub fn count_sgf(
    bytes: &[u8],
    rules: GoRules,
    komi: Option<f64>,
    dead: &[Point],
    warnings: [u32; 2],
) -> Result<CountReport, CountSgfError> {
    count_sgf_full(bytes, rules, komi, dead, warnings).map(|c| CountReport::from(&c))
}

/// Like [`count_sgf`] with the full [`Count`] (dame, seki, dead stones left
/// on the board).
pub fn count_sgf_full(
    bytes: &[u8],
    rules: GoRules,
    komi: Option<f64>,
    dead: &[Point],
    warnings: [u32; 2],
) -> Result<Count, CountSgfError> {
    let rec = sgf::parse_go(bytes)?;
    let r = replay::replay(&rec, rules);
    if let Some(bad) = r.illegal {
        return Err(CountSgfError::Illegal(bad));
    }
    let board = r.game.board();
    let input = CountInput {
        rules,
        komi: komi.or(rec.komi).unwrap_or(rules.komi_for(rec.handicap)),
        captures: board.captures(),
        dead,
        seki: None,
        warnings,
    };
    Ok(count::count(board, &input)?)
}

/// `taikai judge GAME.sgf --rules R [--komi K] --json`: replays the main
/// line (setup stones and moves), decides every chain's status by the
/// Japanese 2011 rules (§7) and counts under `rules` (see [`judge`]).
///
/// Komi as for [`count_sgf`]; `warnings` is `[black, white]` (Chinese only).
pub fn judge_sgf(
    bytes: &[u8],
    rules: GoRules,
    komi: Option<f64>,
    warnings: [u32; 2],
) -> Result<Verdict, CountSgfError> {
    judge_sgf_with_budget(bytes, rules, komi, warnings, DEFAULT_BUDGET)
}

/// [`judge_sgf`] letting each chain's verification search up to `budget`
/// positions (`taikai judge --budget`, the window's "search longer").
pub fn judge_sgf_with_budget(
    bytes: &[u8],
    rules: GoRules,
    komi: Option<f64>,
    warnings: [u32; 2],
    budget: u64,
) -> Result<Verdict, CountSgfError> {
    let opts = JudgeOptions {
        warnings,
        budget,
        ..JudgeOptions::new(rules)
    };
    judge_sgf_with(bytes, komi, opts)
}

/// [`judge_sgf`] with every option of `opts` (agreed stones, the chains
/// asked about, the budget, warnings): `taikai judge --agreed-dead
/// --agreed-alive --ask`. Komi: `komi`, else the record's `KM`, else the
/// rules' default; the prisoners are the record's.
pub fn judge_sgf_with(
    bytes: &[u8],
    komi: Option<f64>,
    opts: JudgeOptions,
) -> Result<Verdict, CountSgfError> {
    let rec = sgf::parse_go(bytes)?;
    let r = replay::replay(&rec, opts.rules);
    if let Some(bad) = r.illegal {
        return Err(CountSgfError::Illegal(bad));
    }
    let board = r.game.board();
    let opts = JudgeOptions {
        komi: komi
            .or(rec.komi)
            .unwrap_or(opts.rules.komi_for(rec.handicap)),
        captures: board.captures(),
        ..opts
    };
    Ok(judge::judge(board, &opts)?)
}

/// `taikai othello replay GAME --json`: `text` is a transcript
/// (`f5d6c3...`) or an SGF with `GM[2]`.
pub fn othello_replay(text: &str) -> Result<OthelloReport, OthelloError> {
    othello::replay_text(text)
}

/// [`othello_replay`] from a file's bytes (an SGF may carry its own `CA`).
pub fn othello_replay_bytes(bytes: &[u8]) -> Result<OthelloReport, OthelloError> {
    othello::replay_bytes(bytes)
}
