//! A round and its boards as every front door reads them: names and ranks, the result that
//! stands, and what the day did to each board (lateness and warnings ruled on by the
//! profile). Pairing (`rounds`) and game day (`game_day`) both read through here.

use crate::error::{AppError, Result};
use serde::Serialize;
use std::collections::HashMap;
use taikai_catalogue::{PairingNote, PairingReason, RoundRefusal, Text};
use taikai_core::draw::DrawMethod;
use taikai_core::game_day::{self, BoardDay, BoardRuling, GameDaySettings};
use taikai_core::lateness::{ArrivalRecord, Effect};
use taikai_core::pairing::ColourSource;
use taikai_core::result_text::{self, ResultEntry};
use taikai_core::results::{Colour, Discs, GameResult};
use taikai_core::{Player, Profile};
use taikai_store::{RoundStatus, StoredBoard, StoredRound, StoredWarning, TournamentFile};
use ts_rs::TS;

/// A player as a pairing list names them.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct PlayerBrief {
    #[ts(type = "number")]
    pub id: i64,
    pub name: String,
    /// `5k`, `3d`; empty for a player no longer registered.
    pub rank: String,
    pub club: String,
}

/// One part of why two players meet, rendered by the catalogue: the window shows the
/// `brief` parts in its short line and all of them in the tooltip, in its language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export)]
pub struct ReasonView {
    /// The stable code, e.g. `same-score-group`.
    pub code: String,
    pub text: Text,
    pub brief: bool,
}

impl From<&PairingReason> for ReasonView {
    fn from(r: &PairingReason) -> ReasonView {
        ReasonView {
            code: r.code().to_string(),
            text: r.text(),
            brief: r.brief(),
        }
    }
}

/// One board as the round screen shows it.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct BoardView {
    pub board: u32,
    pub black: PlayerBrief,
    pub white: PlayerBrief,
    /// 0 even, 1 定先, 2–9 stones.
    pub handicap: u8,
    pub komi: Option<f64>,
    pub colours: ColourSource,
    /// Why these two meet, part by part, in both languages.
    pub reasons: Vec<ReasonView>,
    pub result: Option<GameResult>,
    /// The result as entered (`B+3.5`, `W+R`, `40-24`); `None` while the card is not in.
    pub result_text: Option<String>,
    pub discs: Option<Discs>,
    /// Holder of the draw-win right 引き分け勝ち, if a draw gave it.
    pub draw_win: Option<Colour>,
    /// Arrivals, warnings, penalties and the count at the board.
    pub day: BoardDayView,
    /// The code players give to report this board's result from their phone (printed on
    /// the result card). The venue server's public pages and API never show it.
    pub report_code: Option<String>,
}

/// A round as the round screen shows it.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct RoundView {
    pub round: u32,
    /// The tournament's number of rounds.
    pub rounds: u32,
    pub status: RoundStatus,
    pub paired_at: String,
    /// The official start time (`10:00`), once the round is started.
    pub started_at: Option<String>,
    pub boards: Vec<BoardView>,
    pub bye: Option<PlayerBrief>,
    /// Knockout only: further byes.
    pub other_byes: Vec<PlayerBrief>,
    /// Remarks on the round as a whole, in both languages.
    pub notes: Vec<Text>,
    /// Boards whose result is not in yet.
    pub missing_results: Vec<u32>,
    /// How this round's even boards draw colours: nigiri, or the event's hidden-stone method.
    pub draw_method: DrawMethod,
}

pub(crate) fn find_round(file: &TournamentFile, round: u32) -> Result<StoredRound> {
    if let Some(r) = file.round(round)? {
        return Ok(r);
    }
    let paired: Vec<u32> = file.rounds()?.iter().map(|r| r.round).collect();
    Err(RoundRefusal::NotPaired { round, paired }.into())
}

pub(crate) fn find_board(round: &StoredRound, board: u32) -> Result<&StoredBoard> {
    round.board(board).ok_or_else(|| {
        let numbers: Vec<u32> = round.boards.iter().map(|b| b.board.board).collect();
        AppError::from(RoundRefusal::NoSuchBoard {
            round: round.round,
            board,
            boards: numbers.first().copied().zip(numbers.last().copied()),
        })
    })
}

pub(crate) fn names(file: &TournamentFile) -> Result<HashMap<i64, Player>> {
    Ok(file.players()?.into_iter().map(|p| (p.id, p)).collect())
}

pub(crate) fn brief(players: &HashMap<i64, Player>, id: i64) -> PlayerBrief {
    match players.get(&id) {
        Some(p) => PlayerBrief {
            id,
            name: p.name.clone(),
            rank: p.rank.to_string(),
            club: p.club.clone(),
        },
        None => PlayerBrief {
            id,
            name: format!("player {id} (no longer registered)"),
            rank: String::new(),
            club: String::new(),
        },
    }
}

pub(crate) fn board_view(
    b: &StoredBoard,
    round: &StoredRound,
    players: &HashMap<i64, Player>,
    rules: &DayRules,
    secret: &str,
) -> BoardView {
    BoardView {
        board: b.board.board,
        black: brief(players, b.board.black),
        white: brief(players, b.board.white),
        handicap: b.board.handicap,
        komi: b.board.komi,
        colours: b.board.colours,
        reasons: b.board.reasons.iter().map(ReasonView::from).collect(),
        result: b.result,
        result_text: b
            .result_text
            .clone()
            .or_else(|| b.result.map(|r| result_text::short(r).to_string())),
        discs: b.discs,
        draw_win: b.draw_win,
        day: rules.view(round, b),
        report_code: Some(crate::venue::code_for(secret, round.round, b.board.board)),
    }
}

/// A round with names, ranks and results; by default the latest round paired.
pub fn round_view(file: &TournamentFile, round: Option<u32>) -> Result<RoundView> {
    let r = match round {
        Some(n) => find_round(file, n)?,
        None => file
            .rounds()?
            .pop()
            .ok_or_else(|| AppError::from(RoundRefusal::NothingPaired))?,
    };
    let players = names(file)?;
    let rules = DayRules::load(file)?;
    let secret = file.venue()?.secret;
    let mut byes = r.byes.iter().map(|id| brief(&players, *id));
    let bye = byes.next();
    Ok(RoundView {
        round: r.round,
        rounds: file.settings()?.rounds,
        status: r.status,
        paired_at: r.paired_at.clone(),
        started_at: r.started_at.clone(),
        boards: r
            .boards
            .iter()
            .map(|b| board_view(b, &r, &players, &rules, &secret))
            .collect(),
        bye,
        other_byes: byes.collect(),
        notes: r.notes.iter().map(PairingNote::text).collect(),
        missing_results: r.missing_results(),
        draw_method: draw_method(file, r.round)?,
    })
}

/// The round asked for, or the latest; `None` before any round is paired (the window's
/// empty round screen).
pub fn round_or_none(file: &TournamentFile, round: Option<u32>) -> Result<Option<RoundView>> {
    if round.is_none() && file.rounds()?.is_empty() {
        return Ok(None);
    }
    round_view(file, round).map(Some)
}

/// How `round` draws colours: nigiri in Go; in Othello the event's hidden-stone method for
/// the round (JOA rules §1 leaves 甲 or 乙 to the event).
pub(crate) fn draw_method(file: &TournamentFile, round: u32) -> Result<DrawMethod> {
    Ok(if file.settings()?.profile.is_go() {
        DrawMethod::Nigiri
    } else {
        file.pairing_settings()?
            .hidden_stone_in(round)
            .draw_method()
    })
}

/// A penalty on a board, as the round screen and `round status` show it.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
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

pub(crate) fn board_view_of(file: &TournamentFile, round: u32, board: u32) -> Result<BoardView> {
    let view = round_view(file, Some(round))?;
    view.boards
        .into_iter()
        .find(|b| b.board == board)
        .ok_or_else(|| taikai_store::StoreError::NoSuchBoard { round, board }.into())
}
