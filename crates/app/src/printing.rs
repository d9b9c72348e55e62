//! The tournament's paper: each use case gathers what a document needs from the file and
//! returns the PDF's bytes; the caller decides where they go (a file, a print preview).

use crate::error::Result;
use crate::rounds::{find_round, names, standings_input};
use std::collections::HashMap;
use std::path::Path;
use taikai_catalogue::RoundRefusal;
use taikai_core::{standings, Player};
use taikai_print::{
    ArbitrationInput, CardLayout, CardsInput, CrosstableInput, DrawRecord, DrawsInput,
    PairingsInput, Paper, PlayerInfo, StandingsInput,
};
use taikai_rules::GoRules;
use taikai_store::TournamentFile;

/// The documents `taikai print` knows.
pub const DOCUMENTS: &[&str] = &["cards", "pairings", "standings", "crosstable", "draws"];

fn player_info(players: &HashMap<i64, Player>, id: i64) -> PlayerInfo {
    players.get(&id).map(PlayerInfo::from).unwrap_or_else(|| {
        // A player removed after the round was paired still has a card: print the number.
        PlayerInfo::new(&format!("#{id}"), "", None, "")
    })
}

fn cards_input(file: &TournamentFile, round: u32) -> Result<CardsInput> {
    let stored = find_round(file, round)?;
    let players = names(file)?;
    let pairing = taikai_core::pairing::Pairing {
        round,
        boards: stored.boards.iter().map(|b| b.board.clone()).collect(),
        bye: stored.byes.first().copied(),
        other_byes: stored.byes.iter().skip(1).copied().collect(),
        notes: stored.notes.clone(),
    };
    let mut cards =
        CardsInput::from_pairing(&file.settings()?, &pairing, |id| player_info(&players, id));
    cards.othello = file.pairing_settings()?.othello;
    let venue = file.venue()?;
    for b in &mut cards.boards {
        b.report_code = Some(crate::venue::code_for(&venue.secret, round, b.board));
    }
    cards.venue_url = venue.url;
    Ok(cards)
}

/// Saves a document as PDF at `path` (never over a tournament file; over another
/// program's PDF only with `force`); returns the path and the size in bytes.
pub fn save(
    file: &TournamentFile,
    document_name: &str,
    round: Option<u32>,
    layout: CardLayout,
    path: &Path,
    force: bool,
) -> Result<usize> {
    let pdf = document(file, document_name, round, layout)?;
    taikai_store::output::write_pdf(path, &pdf, force)?;
    Ok(pdf.len())
}

/// What an arbitration report is about: a game record, or a position set up by hand.
pub enum ReportOf<'a> {
    Record(&'a Path),
    Position(&'a crate::arbitration::PositionInput),
}

/// Saves the arbitration report of a record or of a position set up by hand at `out`.
pub fn save_judge_report(
    of: ReportOf,
    rules: GoRules,
    komi: Option<f64>,
    budget: Option<u64>,
    ask: &crate::arbitration::JudgeAsk,
    out: &Path,
    force: bool,
) -> Result<()> {
    let (sgf, name) = match of {
        ReportOf::Record(path) => (crate::files::read(path)?, path.display().to_string()),
        ReportOf::Position(position) => (
            crate::arbitration::position_sgf(position).into_bytes(),
            "the position set up by hand".to_string(),
        ),
    };
    let pdf = judge_report(&sgf, &name, rules, komi, budget, ask)?;
    Ok(taikai_store::output::write_pdf(out, &pdf, force)?)
}

/// `taikai print FILE DOCUMENT --round N`: the PDF of one document.
pub fn document(
    file: &TournamentFile,
    document: &str,
    round: Option<u32>,
    layout: CardLayout,
) -> Result<Vec<u8>> {
    if !DOCUMENTS.contains(&document) {
        return Err(RoundRefusal::NoDocument {
            document: document.to_string(),
        }
        .into());
    }
    let latest = || -> Result<u32> {
        file.rounds()?
            .last()
            .map(|r| r.round)
            .ok_or_else(|| RoundRefusal::NothingToPrint.into())
    };
    let round = match round {
        Some(n) => n,
        None => latest()?,
    };
    match document {
        "cards" => Ok(taikai_print::result_cards(
            &cards_input(file, round)?,
            layout,
        )),
        "pairings" => {
            let cards = cards_input(file, round)?;
            let players = names(file)?;
            let mut list = PairingsInput::from(&cards);
            list.byes = find_round(file, round)?
                .byes
                .iter()
                .map(|id| player_info(&players, *id))
                .collect();
            Ok(taikai_print::pairing_list(&list))
        }
        "standings" | "crosstable" => {
            let (players, rounds, settings) = standings_input(file)?;
            let tournament = file.settings()?;
            let after_round = rounds.iter().map(|r| r.round).max().unwrap_or(0);
            Ok(if document == "standings" {
                taikai_print::standings(&StandingsInput {
                    tournament,
                    after_round,
                    rows: standings::standings(&players, &rounds, &settings),
                    order: settings.order.clone(),
                })
            } else {
                taikai_print::crosstable(&CrosstableInput {
                    tournament,
                    after_round,
                    rows: standings::crosstable(&players, &rounds, &settings),
                    order: settings.order.clone(),
                })
            })
        }
        "draws" => Ok(taikai_print::draw_record(&DrawsInput {
            tournament: file.settings()?,
            round,
            records: file
                .draws(Some(round))?
                .into_iter()
                .map(|d| DrawRecord {
                    board: Some(d.board),
                    audit: d.audit,
                })
                .collect(),
        })),
        _ => unreachable!("checked against DOCUMENTS above"),
    }
}

/// Cards per page and paper, as the command line names them (`a4`, `a5`, `b5`).
pub fn card_layout(paper: &str, per_page: u8) -> Result<CardLayout> {
    let paper = match paper.to_ascii_lowercase().as_str() {
        "a4" => Paper::A4,
        "a5" => Paper::A5,
        "b5" => Paper::B5,
        other => {
            return Err(RoundRefusal::BadPaper {
                text: other.to_string(),
            }
            .into())
        }
    };
    if ![1, 2, 4].contains(&per_page) {
        return Err(RoundRefusal::BadLayout {
            per_page: u32::from(per_page),
        }
        .into());
    }
    Ok(CardLayout::new(paper, per_page))
}

/// `taikai judge GAME.sgf --pdf OUT.pdf`: the arbitration report for both players, with
/// the same agreed stones and disputed chains as the verdict on screen.
pub fn judge_report(
    sgf: &[u8],
    name: &str,
    rules: GoRules,
    komi: Option<f64>,
    budget: Option<u64>,
    ask: &crate::arbitration::JudgeAsk,
) -> Result<Vec<u8>> {
    let (record, position) = crate::arbitration::final_position(sgf, name, rules)?;
    let verdict = crate::arbitration::judge_record_with(
        sgf,
        name,
        rules,
        komi,
        budget,
        ask,
        &taikai_rules::Stop::default(),
    )?;
    let player = |n: &Option<String>| PlayerInfo::new(n.as_deref().unwrap_or(""), "", None, "");
    Ok(taikai_print::arbitration_report(&ArbitrationInput {
        tournament: String::new(),
        round: None,
        board_no: None,
        black: player(&record.black_player),
        white: player(&record.white_player),
        position,
        verdict,
        arbiter: String::new(),
    }))
}
