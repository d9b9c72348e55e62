//! Software clocks for boards without a physical clock. The clock itself is the pure
//! engine of `taikai_core::clock`; here it is read from the file, given the wall clock,
//! and saved back after every press, so a crash loses no time.

use crate::error::{AppError, Result};
use crate::game_day::DayRules;
use crate::rounds::{find_board, find_round, round_view, PlayerBrief};
use serde::{Deserialize, Serialize};
use taikai_catalogue::{ClockProblem, RoundRefusal};
use taikai_core::clock::{ClockPhase, ClockReading, GameClock, TimeControl};
use taikai_core::results::Colour;
use taikai_store::TournamentFile;
use ts_rs::TS;

/// What the TD or a player does to a board's clock.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, TS)]
#[serde(tag = "kind", rename_all = "kebab-case")]
#[ts(export)]
pub enum ClockAction {
    /// Set the clock up (lateness already charged) and start it: white's press starts
    /// black's clock (JOA rules §4); in a handicap game white moves first.
    Start,
    /// The player on move ends their move.
    Press,
    /// The arbiter is called (JOA rules §10).
    Pause,
    Resume,
    /// The game is over.
    Stop,
    /// The arbiter corrects a player's time (recorded in the history).
    Adjust {
        colour: Colour,
        seconds: i64,
    },
}

/// A board's clock as the clock screen shows it.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct ClockView {
    pub round: u32,
    pub board: u32,
    pub black: PlayerBrief,
    pub white: PlayerBrief,
    /// The time control in words: "40 min + 3 × 30 s byo-yomi".
    pub control: String,
    pub time_control: TimeControl,
    pub phase: ClockPhase,
    pub black_clock: ClockReading,
    pub white_clock: ClockReading,
    pub on_move: Option<Colour>,
    /// Who ran out of time first.
    pub flagged: Option<Colour>,
    /// Whether the board already has a result.
    pub has_result: bool,
}

fn now_ms() -> u64 {
    u64::try_from(crate::now().timestamp_millis()).unwrap_or(0)
}

fn load(file: &TournamentFile, round: u32, board: u32) -> Result<Option<GameClock>> {
    file.clock(round, board)?
        .map(|state| {
            serde_json::from_str(&state).map_err(|e| {
                AppError::from(RoundRefusal::ClockUnreadable {
                    round,
                    board,
                    detail: e.to_string(),
                })
            })
        })
        .transpose()
}

/// Every software clock of a round, read now.
pub fn clocks(file: &TournamentFile, round: u32) -> Result<Vec<ClockView>> {
    let view = round_view(file, Some(round))?;
    let now = now_ms();
    let mut out = Vec::new();
    for b in &view.boards {
        if let Some(clock) = load(file, round, b.board)? {
            out.push(clock_view(round, b, &clock, now));
        }
    }
    Ok(out)
}

fn clock_view(round: u32, b: &crate::rounds::BoardView, clock: &GameClock, now: u64) -> ClockView {
    ClockView {
        round,
        board: b.board,
        black: b.black.clone(),
        white: b.white.clone(),
        control: clock.control().describe(),
        time_control: clock.control(),
        phase: clock.phase(),
        black_clock: clock.reading(now, Colour::Black),
        white_clock: clock.reading(now, Colour::White),
        on_move: clock.on_move(),
        flagged: clock.flagged(now),
        has_result: b.result.is_some(),
    }
}

/// Applies `action` to a board's clock and saves it.
pub fn clock_action(
    file: &mut TournamentFile,
    round: u32,
    board: u32,
    action: ClockAction,
) -> Result<ClockView> {
    file.write(|file| {
        let r = find_round(file, round)?;
        let b = find_board(&r, board)?.clone();
        let now = now_ms();
        let clock_refusal = |problem| {
            AppError::from(RoundRefusal::Clock {
                round,
                board,
                problem,
            })
        };
        let refuse = |e: taikai_core::clock::ClockError| {
            use taikai_core::clock::ClockError as E;
            clock_refusal(match e {
                E::NotStarted => ClockProblem::NotStarted,
                E::AlreadyStarted => ClockProblem::AlreadyStarted,
                E::Paused => ClockProblem::Paused,
                E::NotPaused => ClockProblem::NotPaused,
                E::Stopped => ClockProblem::Stopped,
            })
        };
        let mut history = None;
        let clock = match (load(file, round, board)?, action) {
            (existing, ClockAction::Start) => {
                if existing.is_some_and(|c| c.phase() != ClockPhase::NotStarted) {
                    return Err(clock_refusal(ClockProblem::Running));
                }
                let rules = DayRules::load(file)?;
                let ruling = rules.rule(&r, &b)?;
                let mut clock = GameClock::new(rules.settings.time_control);
                // Lateness comes off the clock before the first move (Chinese rules §21.1, JOA §11).
                clock.charge(Colour::Black, u64::from(ruling.charged_black_s) * 1000);
                clock.charge(Colour::White, u64::from(ruling.charged_white_s) * 1000);
                let first = if b.board.handicap >= 2 {
                    Colour::White
                } else {
                    Colour::Black
                };
                clock.start(now, first).map_err(refuse)?;
                clock
            }
            (None, _) => return Err(clock_refusal(ClockProblem::NoClock)),
            (Some(mut clock), action) => {
                match action {
                    ClockAction::Press => clock.press(now),
                    ClockAction::Pause => clock.pause(now),
                    ClockAction::Resume => clock.resume(now),
                    ClockAction::Stop => clock.stop(now),
                    ClockAction::Adjust { colour, seconds } => {
                        clock.adjust(colour, seconds.saturating_mul(1000));
                        history = Some((
                            "clock.adjust",
                            serde_json::json!({ "colour": colour, "seconds": seconds }),
                        ));
                        Ok(())
                    }
                    ClockAction::Start => unreachable!("handled above"),
                }
                .map_err(refuse)?;
                clock
            }
        };
        let state = serde_json::to_string(&clock).expect("a clock serialises");
        file.save_clock(round, board, &state, history, crate::now())?;
        let view = round_view(file, Some(round))?;
        let bv = view
            .boards
            .iter()
            .find(|x| x.board == board)
            .expect("the board was found above");
        Ok(clock_view(round, bv, &clock, now))
    })
}
