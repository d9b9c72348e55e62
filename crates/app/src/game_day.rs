//! Game day: starting a round at its official time, arrivals, warnings and results. Each
//! change is ruled on (lateness and warnings, per the profile) before it is written, so
//! the file always holds the result that stands next to the result counted at the board.

use crate::error::{AppError, Result};
use crate::players::{self, PlayerRef};
use crate::rounds::{find_board, find_round, round_view, BoardView, RoundView};
use serde::{Deserialize, Serialize};
use taikai_catalogue::{PlayerRefusal, RoundRefusal, Text};
use taikai_core::game_day::{self, BoardDay, BoardRuling, GameDaySettings};
use taikai_core::lateness::{clock_time, ArrivalRecord, Effect, LatenessPolicy};
use taikai_core::result_text::{self, ResultEntry};
use taikai_core::results::Colour;
use taikai_core::warnings::WarningArticle;
use taikai_core::Profile;
use taikai_store::{ResultEntryBy, StoredBoard, StoredRound, StoredWarning, TournamentFile};
use ts_rs::TS;

/// A penalty on a board, as the round screen and `round status` show it.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct PenaltyView {
    #[ts(type = "number")]
    pub player: i64,
    pub colour: Colour,
    /// The article the penalty applies, in both languages.
    pub article: Text,
    pub effect: Effect,
    /// What the penalty does, in both languages.
    pub text: Text,
}

/// What the day did to a board: arrivals, warnings, penalties, the count at the board.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct BoardDayView {
    /// The result as counted at the board, before penalties.
    pub counted_text: Option<String>,
    pub entered_by: Option<String>,
    pub entered_at: Option<String>,
    pub black_arrival: Option<ArrivalRecord>,
    pub white_arrival: Option<ArrivalRecord>,
    /// Seconds taken off each clock for lateness.
    pub charged_black_s: u32,
    pub charged_white_s: u32,
    pub warnings: Vec<StoredWarning>,
    pub warnings_black: u32,
    pub warnings_white: u32,
    pub penalties: Vec<PenaltyView>,
}

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

/// The profile and its game-day rules, read once per change.
pub(crate) struct DayRules {
    pub profile: Profile,
    pub settings: GameDaySettings,
}

impl DayRules {
    pub(crate) fn load(file: &TournamentFile) -> Result<DayRules> {
        Ok(DayRules {
            profile: file.settings()?.profile,
            settings: file.game_day_settings()?,
        })
    }

    /// The result counted at the board.
    fn counted(&self, b: &StoredBoard) -> Option<ResultEntry> {
        result_text::parse(b.counted_text.as_ref()?, self.profile).ok()
    }

    pub(crate) fn rule(&self, round: &StoredRound, b: &StoredBoard) -> Result<BoardRuling> {
        let counted = self.counted(b);
        let game = b.game();
        let day = BoardDay {
            started_at: round.started_at.as_deref(),
            black_arrival: round.arrival(b.board.black),
            white_arrival: round.arrival(b.board.white),
            warnings: b
                .warnings
                .iter()
                .filter_map(|w| Some((game.colour_of(w.player)?, w.article)))
                .collect(),
            counted: counted.as_ref(),
        };
        game_day::rule_board(self.profile, &self.settings, &day).map_err(AppError::from)
    }

    pub(crate) fn view(&self, round: &StoredRound, b: &StoredBoard) -> BoardDayView {
        let ruling = self.rule(round, b).unwrap_or_default();
        BoardDayView {
            counted_text: b.counted_text.clone(),
            entered_by: b.entered_by.clone(),
            entered_at: b.entered_at.clone(),
            black_arrival: round.arrival(b.board.black).cloned(),
            white_arrival: round.arrival(b.board.white).cloned(),
            charged_black_s: ruling.charged_black_s,
            charged_white_s: ruling.charged_white_s,
            warnings: b.warnings.clone(),
            warnings_black: ruling.warnings_black,
            warnings_white: ruling.warnings_white,
            penalties: ruling
                .penalties
                .iter()
                .map(|p| PenaltyView {
                    player: match p.colour {
                        Colour::Black => b.board.black,
                        Colour::White => b.board.white,
                    },
                    colour: p.colour,
                    article: p.article.text(),
                    effect: p.effect,
                    text: p.effect.text(),
                })
                .collect(),
        }
    }
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
                if rules.profile != Profile::OthelloJoa {
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
        if rules.profile != Profile::GoChinese {
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

pub(crate) fn board_view_of(file: &TournamentFile, round: u32, board: u32) -> Result<BoardView> {
    let view = round_view(file, Some(round))?;
    view.boards
        .into_iter()
        .find(|b| b.board == board)
        .ok_or_else(|| taikai_store::StoreError::NoSuchBoard { round, board }.into())
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
