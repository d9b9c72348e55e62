//! Game day: starting a round at its official time, arrivals, warnings and results. Each
//! change is ruled on (lateness and warnings, per the profile) before it is written, so
//! the file always holds the result that stands next to the result counted at the board.

pub(crate) use crate::board::{board_view_of, DayRules};
use crate::board::{find_board, find_round, round_view, BoardView, RoundView};
pub use crate::board::{BoardDayView, PenaltyView};
use crate::error::{AppError, Result};
use crate::players::{self, PlayerRef};
use serde::{Deserialize, Serialize};
use taikai_catalogue::{PlayerRefusal, RoundRefusal};
use taikai_core::game_day::GameDaySettings;
use taikai_core::lateness::{clock_time, ArrivalRecord, LatenessPolicy};
use taikai_core::result_text::{self, ResultEntry};
use taikai_core::warnings::WarningArticle;
use taikai_store::{ResultEntryBy, StoredBoard, StoredRound, StoredWarning, TournamentFile};
use ts_rs::TS;

/// How a player came, as the TD records it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(tag = "kind", rename_all = "kebab-case")]
#[ts(export)]
pub enum ArrivalEntry {
    /// Arrived at this venue time (`10:07`).
    Arrived {
        at: String,
    },
    Absent,
    /// Came late at `at` and chose to forfeit (JOA rules §12).
    ChoseForfeit {
        at: String,
    },
    /// Clear a mistaken record.
    Clear,
}

/// The round and the board a player plays on in it.
fn players_board(
    file: &TournamentFile,
    round: u32,
    who: &PlayerRef,
) -> Result<(StoredRound, StoredBoard, i64)> {
    let player = players::find(file, who)?;
    let r = find_round(file, round)?;
    let b = r.board_of(player.id).cloned().ok_or_else(|| {
        let name = player.name.clone();
        AppError::from(if r.byes.contains(&player.id) {
            PlayerRefusal::HasBye { name, round }
        } else {
            PlayerRefusal::NotInRound { name, round }
        })
    })?;
    Ok((r, b, player.id))
}

/// Starts a round at its official time (`at`, venue clock; default now). Lateness is
/// measured from it. Moving the start again re-rules every board.
pub fn start_round(file: &mut TournamentFile, round: u32, at: Option<&str>) -> Result<RoundView> {
    file.write(|file| {
        let at = match at {
            Some(text) => {
                let s = clock_time(text)?;
                format!("{:02}:{:02}", s / 3600, s / 60 % 60)
            }
            None => chrono::Local::now().format("%H:%M").to_string(),
        };
        let rules = DayRules::load(file)?;
        let mut r = find_round(file, round)?;
        r.started_at = Some(at.clone());
        let settled: Vec<(u32, Option<ResultEntry>)> = r
            .boards
            .iter()
            .map(|b| Ok((b.board.board, rules.rule(&r, b)?.result)))
            .collect::<Result<_>>()?;
        let settled: Vec<_> = settled.iter().map(|(b, e)| (*b, e.as_ref())).collect();
        file.start_round(round, &at, &settled, crate::now())?;
        round_view(file, Some(round))
    })
}

/// Records when a player came to their board, and applies the lateness policy.
pub fn record_arrival(
    file: &mut TournamentFile,
    round: u32,
    who: &PlayerRef,
    entry: &ArrivalEntry,
) -> Result<BoardView> {
    file.write(|file| {
        let rules = DayRules::load(file)?;
        let (mut r, b, player) = players_board(file, round, who)?;
        let record = match entry {
            ArrivalEntry::Arrived { at } => Some(ArrivalRecord::Arrived { at: tidy_time(at)? }),
            ArrivalEntry::Absent => Some(ArrivalRecord::Absent),
            ArrivalEntry::ChoseForfeit { at } => {
                if !rules.profile.rules().forfeit_on_arrival {
                    return Err(RoundRefusal::ForfeitOnArrivalIsOthello.into());
                }
                Some(ArrivalRecord::ChoseForfeit { at: tidy_time(at)? })
            }
            ArrivalEntry::Clear => None,
        };
        if matches!(
            record,
            Some(ArrivalRecord::Arrived { .. }) | Some(ArrivalRecord::ChoseForfeit { .. })
        ) && r.started_at.is_none()
        {
            return Err(RoundRefusal::NotStarted { round }.into());
        }
        r.arrivals.retain(|a| a.player != player);
        if let Some(a) = &record {
            r.arrivals.push(taikai_store::StoredArrival {
                player,
                arrival: a.clone(),
            });
        }
        let ruling = rules.rule(&r, &b)?;
        file.record_arrival(
            round,
            b.board.board,
            player,
            record.as_ref(),
            ruling.result.as_ref(),
            crate::now(),
        )?;
        board_view_of(file, round, b.board.board)
    })
}

fn tidy_time(at: &str) -> Result<String> {
    let s = clock_time(at)?;
    Ok(if s % 60 == 0 {
        format!("{:02}:{:02}", s / 3600, s / 60 % 60)
    } else {
        format!("{:02}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    })
}

/// Gives a player a warning under the Chinese rules (§17–21) and applies §22.
pub fn warn(
    file: &mut TournamentFile,
    round: u32,
    who: &PlayerRef,
    article: &str,
    note: &str,
) -> Result<BoardView> {
    file.write(|file| {
        let rules = DayRules::load(file)?;
        if !rules.profile.rules().warnings {
            return Err(RoundRefusal::WarningsAreChinese.into());
        }
        let article = WarningArticle::parse(article)?;
        let (r, mut b, player) = players_board(file, round, who)?;
        let warning = StoredWarning {
            player,
            article,
            note: note.trim().to_string(),
            at: crate::now().to_rfc3339(),
        };
        b.warnings.push(warning.clone());
        let ruling = rules.rule(&r, &b)?;
        file.add_warning(
            round,
            b.board.board,
            &warning,
            ruling.result.as_ref(),
            crate::now(),
        )?;
        board_view_of(file, round, b.board.board)
    })
}

/// Records the result counted at the board (the result grammar: `B+3.5`, `W+R`, `34-30`…),
/// or corrects it, which needs a reason. The result that stands applies the penalties.
pub fn record_result(
    file: &mut TournamentFile,
    round: u32,
    board: u32,
    text: &str,
    entered_by: &str,
    reason: Option<&str>,
) -> Result<BoardView> {
    let every = chrono::Duration::minutes(crate::backups::RESULT_BACKUP_MINUTES);
    crate::backups::before(file, "results", Some(every));
    file.write(|file| {
        let rules = DayRules::load(file)?;
        let r = find_round(file, round)?;
        let mut b = find_board(&r, board)?.clone();
        let entry = result_text::parse(text, rules.profile)?;
        let before = rules.rule(&r, &b)?;
        if before.result.is_some() && b.counted_text.is_none() {
            return Err(RoundRefusal::DecidedWithoutPlay { round, board }.into());
        }
        let old = b.counted_text.clone();
        let reason = reason.map(str::trim).filter(|r| !r.is_empty());
        if let Some(old) = old.filter(|o| *o != entry.text) {
            if reason.is_none() {
                return Err(RoundRefusal::ResultStands {
                    round,
                    board,
                    old,
                    new: entry.text,
                }
                .into());
            }
        }
        b.counted_text = Some(entry.text.clone());
        let ruling = rules.rule(&r, &b)?;
        let by = entered_by.trim();
        file.record_result(
            round,
            board,
            ResultEntryBy {
                counted: Some(&entry),
                entered_by: if by.is_empty() { "TD" } else { by },
                reason,
            },
            ruling.result.as_ref(),
            crate::now(),
        )?;
        board_view_of(file, round, board)
    })
}

pub fn game_day_settings(file: &TournamentFile) -> Result<GameDaySettings> {
    Ok(file.game_day_settings()?)
}

pub fn set_game_day_settings(
    file: &mut TournamentFile,
    settings: &GameDaySettings,
) -> Result<GameDaySettings> {
    file.write(|file| Ok(file.set_game_day_settings(settings, crate::now())?))
}

/// Changes the time control (written as `byo 40m 3x30s`, see `TimeControl::parse`) and
/// the lateness limit in minutes (`None`: no limit, the clock alone decides).
pub fn configure(
    file: &mut TournamentFile,
    time_control: Option<&str>,
    loss_after_min: Option<Option<u32>>,
) -> Result<GameDaySettings> {
    file.write(|file| {
        let mut settings = file.game_day_settings()?;
        if let Some(text) = time_control {
            settings.time_control = taikai_core::clock::TimeControl::parse(text).map_err(|_| {
                RoundRefusal::BadTimeControl {
                    text: text.to_string(),
                }
            })?;
        }
        if let Some(limit) = loss_after_min {
            settings.lateness = match (settings.lateness, limit) {
                (LatenessPolicy::ChargeDouble { .. }, Some(m)) => {
                    LatenessPolicy::ChargeDouble { loss_after_min: m }
                }
                (LatenessPolicy::ChargeDouble { .. }, None) => {
                    return Err(RoundRefusal::ChineseLateLimit.into())
                }
                (LatenessPolicy::ClockRuns { .. }, limit) => LatenessPolicy::ClockRuns {
                    loss_after_min: limit,
                },
            };
        }
        set_game_day_settings(file, &settings)
    })
}

/// `taikai round status --json`: the round at a glance, one line per board.
pub fn round_status(file: &TournamentFile, round: u32) -> Result<serde_json::Value> {
    let view = round_view(file, Some(round))?;
    let othello = !DayRules::load(file)?.profile.is_go();
    let boards: Vec<serde_json::Value> = view
        .boards
        .iter()
        .map(|b| {
            // Othello: the disc count, black first (24-40 when white wins by forfeit).
            let result = match (othello, b.discs) {
                (true, Some(d)) => Some(format!("{}-{}", d.black, d.white)),
                _ => b.result_text.clone().filter(|_| b.result.is_some()),
            };
            serde_json::json!({
                "board": b.board,
                "black": b.black.id,
                "white": b.white.id,
                "result": result,
                "decided_by": b.result_text.as_deref().filter(|_| b.result.is_some())
                    .map(result_text::Decision::of),
                "counted": b.day.counted_text,
                "time_deduction_s": {"B": b.day.charged_black_s, "W": b.day.charged_white_s},
                "warnings": {"B": b.day.warnings_black, "W": b.day.warnings_white},
                "penalties": b.day.penalties.iter().map(|p| serde_json::json!({
                    "player": p.player,
                    "article": p.article.en,
                    "effect": p.text.en,
                })).collect::<Vec<_>>(),
            })
        })
        .collect();
    Ok(serde_json::json!({
        "round": view.round,
        "status": view.status,
        "started_at": view.started_at,
        "missing_results": view.missing_results,
        "boards": boards,
    }))
}
