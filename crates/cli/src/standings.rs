//! `taikai standings`, `tie-breaks` and `crosstable`.

use crate::{open, pad, print_json};
use clap::Args;
use std::path::PathBuf;
use taikai_app::core::standings::StandingRow;
use taikai_app::rounds::{self};
use taikai_app::AppError;

#[derive(Args)]
pub struct StandingsArgs {
    pub file: PathBuf,
    #[arg(long)]
    pub json: bool,
}

pub fn standings(a: StandingsArgs) -> Result<(), AppError> {
    let StandingsArgs { file, json } = a;
    let tournament = open(&file)?;
    let rows = rounds::standings(&tournament)?;
    if json {
        print_json(&rows);
    } else {
        let go = tournament.settings()?.profile.is_go();
        print_standings(&rows, go);
    }
    Ok(())
}

#[derive(Args)]
pub struct TieBreaksArgs {
    pub file: PathBuf,
    #[arg(long, value_name = "CRITERIA")]
    pub set: Option<String>,
}

pub fn tie_breaks(a: TieBreaksArgs) -> Result<(), AppError> {
    let TieBreaksArgs { file, set } = a;
    let mut tournament = open(&file)?;
    let order = match set {
        Some(list) => {
            let order = rounds::parse_tie_breaks(&list)?;
            rounds::set_tie_break_order(&mut tournament, &order)?
        }
        None => rounds::tie_break_order(&tournament)?,
    };
    let names: Vec<&str> = order.iter().map(|t| rounds::tie_break_name(*t)).collect();
    out!("{}", names.join(", "));
    Ok(())
}

#[derive(Args)]
pub struct CrosstableArgs {
    pub file: PathBuf,
    #[arg(long)]
    pub json: bool,
}

pub fn crosstable(a: CrosstableArgs) -> Result<(), AppError> {
    let CrosstableArgs { file, json } = a;
    let rows = rounds::crosstable(&open(&file)?)?;
    if json {
        print_json(&rows);
    } else {
        let rounds = rows.first().map_or(0, |r| r.cells.len());
        let heads: Vec<String> = (1..=rounds).map(|n| pad(&format!("R{n}"), 8)).collect();
        out!(
            "{:>3}  {} {:>4}  {}  {:>5}",
            "#",
            pad("name", 16),
            "rank",
            heads.join(" "),
            "score"
        );
        for row in &rows {
            let s = &row.standing;
            let cells: Vec<String> = row.cells.iter().map(|c| pad(&c.text, 8)).collect();
            out!(
                "{:>3}  {} {:>4}  {}  {:>5}",
                s.place,
                pad(&s.name, 16),
                s.rank.to_string(),
                cells.join(" "),
                s.score
            );
        }
    }
    Ok(())
}

pub(crate) fn print_standings(rows: &[StandingRow], go: bool) {
    if go {
        out!(
            "{:>5}  {} {:>4}  {} {:>5} {:>5} {:>6} {:>7} {:>6}",
            "place",
            pad("name", 16),
            "rank",
            pad("club", 18),
            "wins",
            "score",
            "sos",
            "sosos",
            "sodos"
        );
    } else {
        out!(
            "{:>5}  {} {:>4}  {} {:>5} {:>10}",
            "place",
            pad("name", 16),
            "rank",
            pad("club", 18),
            "wins",
            "stone diff"
        );
    }
    for r in rows {
        if go {
            out!(
                "{:>5}  {} {:>4}  {} {:>5} {:>5} {:>6} {:>7} {:>6}",
                r.place,
                pad(&r.name, 16),
                r.rank.to_string(),
                pad(&r.club, 18),
                r.wins,
                r.score,
                r.sos,
                r.sosos,
                r.sodos
            );
        } else {
            out!(
                "{:>5}  {} {:>4}  {} {:>5} {:>+10}",
                r.place,
                pad(&r.name, 16),
                r.rank.to_string(),
                pad(&r.club, 18),
                r.wins,
                r.stone_diff
            );
        }
    }
}
