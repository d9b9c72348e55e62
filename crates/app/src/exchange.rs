//! Exchange with the Go world: a new tournament from an OpenGotha file, and the
//! tournament written for OpenGotha, the EGD (h9), the AGA and Excel (CSV). The formats
//! live in `taikai_exchange`; here they meet the tournament file. An import builds the new
//! file under a temporary name in one transaction and renames it into place, so a refused
//! or failed import leaves nothing behind; an export goes through the store's safe output
//! (never over a tournament file, a temporary file renamed into place).

use crate::error::{AppError, Result};
use serde::Serialize;
use std::path::{Path, PathBuf};
use taikai_catalogue::{ExchangeNote, FileRefusal, Lang, Text};
use taikai_core::game_day::GameDaySettings;
use taikai_core::pairing::{Board, ColourSource, Pairing};
use taikai_core::results::{Colour, GameResult};
use taikai_core::{result_text, PlayerDetails, PlayerStatus, Profile};
use taikai_exchange::{aga, csv, egd, opengotha, Event, EventGame, EventRound, Format};
use taikai_store::game_day::ResultEntryBy;
use taikai_store::TournamentFile;
use ts_rs::TS;

pub use taikai_exchange::csv::Encoding;

/// Something an import or export could not carry over, in both languages.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct ExchangeNoteView {
    /// `exchange.old-ratings`, `exchange.club-cut`…
    pub code: String,
    pub text: Text,
}

impl From<&ExchangeNote> for ExchangeNoteView {
    fn from(n: &ExchangeNote) -> Self {
        ExchangeNoteView {
            code: n.code(),
            text: n.text(),
        }
    }
}

/// What an import created.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct OpenGothaImport {
    /// The new tournament file.
    pub path: String,
    pub players: u32,
    pub rounds: u32,
    pub games: u32,
    pub byes: u32,
    /// Everything that was not carried over, item by item.
    pub notes: Vec<ExchangeNoteView>,
}

/// An import done in the window: what it said, and the new tournament, now open.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export)]
pub struct ImportedView {
    pub report: OpenGothaImport,
    pub tournament: crate::TournamentView,
}

/// What an export wrote.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct ExportReport {
    pub path: String,
    /// `opengotha`, `egd`, `aga`, `csv`.
    pub format: String,
    pub bytes: u32,
    /// What the format could not hold, and warnings (an EGD class not met).
    pub notes: Vec<ExchangeNoteView>,
}

/// The tournament as the formats see it.
pub fn event(file: &TournamentFile) -> Result<Event> {
    let settings = file.settings()?;
    let mut exclusions = Vec::new();
    for round in 1..=settings.rounds {
        exclusions.extend(
            file.exclusions(round)?
                .into_iter()
                .map(|(id, _)| (round, id)),
        );
    }
    let rounds = file
        .rounds()?
        .into_iter()
        .map(|r| EventRound {
            round: r.round,
            games: r
                .boards
                .iter()
                .map(|b| EventGame {
                    board: b.board.board,
                    black: b.board.black,
                    white: b.board.white,
                    handicap: b.board.handicap,
                    komi: b.board.komi,
                    result: b.result,
                })
                .collect(),
            byes: r.byes.clone(),
        })
        .collect();
    Ok(Event {
        pairing: file.pairing_settings()?,
        time_control: file.game_day_settings()?.time_control,
        rating: file.rating_settings()?,
        players: file.players()?,
        rounds,
        exclusions,
        tie_breaks: crate::rounds::tie_break_order(file)?,
        standings: crate::rounds::standings(file)?,
        settings,
    })
}

/// Writes the tournament in `format` at `out` (never over a tournament file; over another
/// file only with `force`). `lang` chooses the CSV's headers.
pub fn export(
    file: &TournamentFile,
    format: Format,
    encoding: Encoding,
    lang: Lang,
    out: &Path,
    force: bool,
) -> Result<ExportReport> {
    let event = event(file)?;
    let written = match format {
        Format::OpenGotha => opengotha::write(&event),
        Format::Egd => egd::write(&event),
        Format::Aga => aga::write(&event),
        Format::Csv => csv::write(&event, encoding, lang),
    }?;
    taikai_store::output::write_export(out, &written.bytes, force)?;
    Ok(ExportReport {
        path: out.display().to_string(),
        format: format.name().to_string(),
        bytes: written.bytes.len() as u32,
        notes: written.notes.iter().map(ExchangeNoteView::from).collect(),
    })
}

/// The stored result of an OpenGotha result.
fn entry(result: GameResult, profile: Profile) -> result_text::ResultEntry {
    use GameResult::*;
    let parsed = |text: &str| result_text::parse(text, profile).expect("a form parse reads");
    match result {
        BlackWins => parsed("B+"),
        WhiteWins => parsed("W+"),
        Draw => parsed("jigo"),
        BothLose => result_text::both_lose(),
        BlackWinsByForfeit => result_text::forfeit(Colour::Black, profile),
        WhiteWinsByForfeit => result_text::forfeit(Colour::White, profile),
        BothLoseByForfeit => result_text::both_forfeit(),
        NoResult => parsed("no-result"),
    }
}

/// A temporary name beside `target`, never taken for a tournament by a TD.
fn temporary(target: &Path) -> PathBuf {
    let dir = match target.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    dir.join(format!(
        ".taikai-importing-{}-{nanos}.tmp",
        std::process::id()
    ))
}

/// Creates the tournament `target` from the OpenGotha file `source`, with the rule profile
/// `profile` (OpenGotha files do not name the rules). Refuses a target that exists.
pub fn import_opengotha(source: &Path, target: &Path, profile: Profile) -> Result<OpenGothaImport> {
    let bytes = crate::files::read(source)?;
    let imported = opengotha::read(&bytes, profile)?;
    if target.exists() {
        return Err(FileRefusal::AlreadyExists {
            path: target.display().to_string(),
        }
        .into());
    }
    let tmp = temporary(target);
    let _ = std::fs::remove_file(&tmp);
    let built = build(&tmp, &imported.event);
    let outcome = built.and_then(|report| {
        if target.exists() {
            return Err(FileRefusal::AlreadyExists {
                path: target.display().to_string(),
            }
            .into());
        }
        std::fs::rename(&tmp, target).map_err(|e| {
            AppError::from(FileRefusal::Write {
                path: target.display().to_string(),
                detail: e.to_string(),
            })
        })?;
        Ok(report)
    });
    if outcome.is_err() {
        let _ = std::fs::remove_file(&tmp);
        let _ = std::fs::remove_file(tmp.with_extension("tmp-journal"));
    }
    let (players, rounds, games, byes) = outcome?;
    Ok(OpenGothaImport {
        path: target.display().to_string(),
        players,
        rounds,
        games,
        byes,
        notes: imported.notes.iter().map(ExchangeNoteView::from).collect(),
    })
}

/// Writes the event into a new tournament file at `path`, in one transaction.
fn build(path: &Path, e: &Event) -> Result<(u32, u32, u32, u32)> {
    let now = crate::now();
    let mut file = TournamentFile::create(path, &e.settings, now)?;
    let profile = e.settings.profile;
    file.write(|file| -> Result<(u32, u32, u32, u32)> {
        file.set_pairing_settings(&e.pairing, now)?;
        let mut day = GameDaySettings::for_profile(profile);
        day.time_control = e.time_control;
        file.set_game_day_settings(&day, now)?;
        file.set_tie_break_order(&e.tie_breaks, now)?;
        if e.rating != Default::default() {
            file.set_rating_settings(&e.rating, now)?;
        }
        let details: Vec<PlayerDetails> = e
            .players
            .iter()
            .map(|p| PlayerDetails {
                name: p.name.clone(),
                reading: p.reading.clone(),
                rank: p.rank,
                club: p.club.clone(),
                birth_year: p.birth_year,
                notes: p.notes.clone(),
                group: p.group.clone(),
                ids: p.ids.clone(),
            })
            .collect();
        let added = file.add_players(&details, now)?;
        let id = |event_id: i64| {
            e.players
                .iter()
                .position(|p| p.id == event_id)
                .map(|i| added[i].id)
                .expect("every game names a player of the event")
        };
        for (p, a) in e.players.iter().zip(&added) {
            if p.status != PlayerStatus::Registered {
                file.set_status(a.id, p.status, now)?;
            }
        }
        for (round, player) in &e.exclusions {
            file.set_exclusion(*round, id(*player), Some("OpenGotha"), now)?;
        }
        let (mut games, mut byes) = (0, 0);
        for r in &e.rounds {
            let pairing = Pairing {
                round: r.round,
                boards: r
                    .games
                    .iter()
                    .map(|g| Board {
                        board: g.board,
                        black: id(g.black),
                        white: id(g.white),
                        handicap: g.handicap,
                        komi: g.komi,
                        colours: ColourSource::Fixed,
                        reasons: Vec::new(),
                    })
                    .collect(),
                bye: r.byes.first().map(|b| id(*b)),
                other_byes: r.byes.iter().skip(1).map(|b| id(*b)).collect(),
                notes: Vec::new(),
            };
            file.save_pairing(&pairing, &e.pairing, now)?;
            for g in &r.games {
                games += 1;
                if let Some(result) = g.result {
                    let entry = entry(result, profile);
                    file.record_result(
                        r.round,
                        g.board,
                        ResultEntryBy {
                            counted: Some(&entry),
                            entered_by: "OpenGotha",
                            reason: None,
                        },
                        Some(&entry),
                        now,
                    )?;
                }
            }
            byes += r.byes.len() as u32;
        }
        Ok((added.len() as u32, e.rounds.len() as u32, games, byes))
    })
}
