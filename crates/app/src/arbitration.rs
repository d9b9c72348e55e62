//! The arbiter's tools on a game record: replay to the first illegal move, count the final
//! position, replay an Othello transcript. The rules engine does the work; this module
//! turns its refusals into messages for the person at the board.

use crate::error::{AppError, Result};
use taikai_rules::{CountReport, GoRules, OthelloReport, ReplayReport};

fn invalid(what: &str, e: impl std::fmt::Display) -> AppError {
    AppError::Invalid(format!("{what}: {e}"))
}

pub fn replay_go(sgf: &[u8], rules: GoRules, name: &str) -> Result<ReplayReport> {
    taikai_rules::replay_sgf(sgf, rules).map_err(|e| invalid(name, e))
}

/// Counts the end of the main line. `dead` is a comma list of SGF points (one stone of each
/// dead chain is enough); `warnings` is `[black, white]`, Chinese rules only.
pub fn count_go(
    sgf: &[u8],
    name: &str,
    rules: GoRules,
    komi: Option<f64>,
    dead: &str,
    warnings: [u32; 2],
) -> Result<CountReport> {
    let size = taikai_rules::sgf_board_size(sgf).map_err(|e| invalid(name, e))?;
    let dead = taikai_rules::parse_point_list(dead, size).map_err(|e| invalid("--dead", e))?;
    taikai_rules::count_sgf(sgf, rules, komi, &dead, warnings).map_err(|e| invalid(name, e))
}

pub fn replay_othello(record: &[u8], name: &str) -> Result<OthelloReport> {
    taikai_rules::othello_replay_bytes(record).map_err(|e| invalid(name, e))
}
