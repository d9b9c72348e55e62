//! Game day in the tournament file: the round's start, arrivals, warnings, results and the
//! software clocks. The caller rules on the board (lateness, warnings) and passes the
//! result that stands; it is written in the same transaction as the change that caused
//! it, with one history entry holding the board before and after.

use crate::error::Result;
use crate::file::{append_history, json, timestamp, Singleton, TournamentFile};
use crate::rounds::{
    board_subject, from_json, kebab, load_board, refresh_status, round_subject, StoredBoard,
    StoredWarning,
};
use chrono::{DateTime, Utc};
use rusqlite::{params, Connection, OptionalExtension};
use taikai_core::game_day::GameDaySettings;
use taikai_core::lateness::ArrivalRecord;
use taikai_core::result_text::ResultEntry;
use taikai_core::standings::TieBreak;

/// The result that stands on a board after a change, as ruled by the caller.
pub type Settled<'a> = Option<&'a ResultEntry>;

/// A result entered from the card.
#[derive(Debug, Clone, Copy)]
pub struct ResultEntryBy<'a> {
    /// As counted at the board; `None` clears it.
    pub counted: Option<&'a ResultEntry>,
    pub entered_by: &'a str,
    /// Why an entered result was changed (required by the caller for a correction).
    pub reason: Option<&'a str>,
}

/// Writes the result that stands on a board; the caller refreshes the round's status once.
fn settle(tx: &Connection, round: u32, board: u32, settled: Settled) -> Result<()> {
    tx.execute(
        "UPDATE games SET result = ?3, result_text = ?4, discs_black = ?5, discs_white = ?6
         WHERE round = ?1 AND board = ?2",
        params![
            round,
            board,
            settled.map(|e| kebab(&e.result)),
            settled.map(|e| e.text.clone()),
            settled.and_then(|e| e.discs.map(|d| d.black)),
            settled.and_then(|e| e.discs.map(|d| d.white))
        ],
    )?;
    Ok(())
}

const GAME_DAY: Singleton = Singleton {
    table: "game_day_settings",
    column: "settings",
    action: "tournament.game-day",
    subject: "tournament",
};

const STANDINGS_ORDER: Singleton = Singleton {
    table: "standings_order",
    column: "tie_breaks",
    action: "standings.order",
    subject: "tournament",
};

const RATING: Singleton = Singleton {
    table: "rating_settings",
    column: "settings",
    action: "tournament.rating",
    subject: "tournament",
};

impl TournamentFile {
    /// Whether the event is rated, and by whom; not rated if never set.
    pub fn rating_settings(&self) -> Result<taikai_core::RatingSettings> {
        Ok(self.read_singleton(&RATING)?.unwrap_or_default())
    }

    pub fn set_rating_settings(
        &mut self,
        settings: &taikai_core::RatingSettings,
        now: DateTime<Utc>,
    ) -> Result<()> {
        let old = json(&self.rating_settings()?);
        self.write_singleton(&RATING, Some(old), settings, now)
    }

    /// The lateness policy and time control; the profile's defaults if none were saved.
    pub fn game_day_settings(&self) -> Result<GameDaySettings> {
        match self.read_singleton(&GAME_DAY)? {
            Some(settings) => Ok(settings),
            None => Ok(GameDaySettings::for_profile(self.settings()?.profile)),
        }
    }

    pub fn set_game_day_settings(
        &mut self,
        settings: &GameDaySettings,
        now: DateTime<Utc>,
    ) -> Result<GameDaySettings> {
        let old = json(&self.game_day_settings()?);
        self.write_singleton(&GAME_DAY, Some(old), settings, now)?;
        Ok(*settings)
    }

    /// The standings' tie-break order, if the TD changed it.
    pub fn tie_break_order(&self) -> Result<Option<Vec<TieBreak>>> {
        self.read_singleton(&STANDINGS_ORDER)
    }

    pub fn set_tie_break_order(&mut self, order: &[TieBreak], now: DateTime<Utc>) -> Result<()> {
        let old = self.tie_break_order()?.map(|o| json(&o));
        self.write_singleton(&STANDINGS_ORDER, old, &order, now)
    }

    /// Starts a round at its official time (venue clock, `10:00`), or moves the start.
    /// `settled`: each board whose result the start time changes.
    pub fn start_round(
        &mut self,
        round: u32,
        at: &str,
        settled: &[(u32, Settled)],
        now: DateTime<Utc>,
    ) -> Result<()> {
        let tx = self.begin()?;
        let old: Option<String> = tx.query_row(
            "SELECT started_at FROM rounds WHERE number = ?1",
            params![round],
            |r| r.get(0),
        )?;
        tx.execute(
            "UPDATE rounds SET started_at = ?2 WHERE number = ?1",
            params![round, at],
        )?;
        for (board, result) in settled {
            settle(&tx, round, *board, *result)?;
        }
        refresh_status(&tx, round)?;
        append_history(
            &tx,
            "round.start",
            &round_subject(round),
            old.map(|o| json(&o)),
            Some(json(&at)),
            now,
        )?;
        tx.commit()?;
        Ok(())
    }

    /// Records when a player came (`None` clears a mistaken record) and the result that
    /// then stands on their board.
    pub fn record_arrival(
        &mut self,
        round: u32,
        board: u32,
        player: i64,
        arrival: Option<&ArrivalRecord>,
        settled: Settled,
        now: DateTime<Utc>,
    ) -> Result<StoredBoard> {
        self.change_board(round, board, "game.arrival", now, |tx| {
            let old: Option<String> = tx
                .query_row(
                    "SELECT arrival FROM arrivals WHERE round = ?1 AND player = ?2",
                    params![round, player],
                    |r| r.get(0),
                )
                .optional()?;
            match arrival {
                Some(a) => tx.execute(
                    "INSERT INTO arrivals (round, player, arrival) VALUES (?1, ?2, ?3)
                     ON CONFLICT (round, player) DO UPDATE SET arrival = excluded.arrival",
                    params![round, player, json(a)],
                )?,
                None => tx.execute(
                    "DELETE FROM arrivals WHERE round = ?1 AND player = ?2",
                    params![round, player],
                )?,
            };
            settle(tx, round, board, settled)?;
            let old: Option<ArrivalRecord> = old.map(|o| from_json(0, &o)).transpose()?;
            Ok(serde_json::json!({
                "player": player,
                "old_arrival": old,
                "arrival": arrival,
            }))
        })
    }

    /// Gives a warning and writes the result that then stands.
    pub fn add_warning(
        &mut self,
        round: u32,
        board: u32,
        warning: &StoredWarning,
        settled: Settled,
        now: DateTime<Utc>,
    ) -> Result<StoredBoard> {
        self.change_board(round, board, "game.warning", now, |tx| {
            tx.execute(
                "INSERT INTO warnings (round, board, player, article, note, at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                params![
                    round,
                    board,
                    warning.player,
                    kebab(&warning.article),
                    warning.note,
                    warning.at
                ],
            )?;
            settle(tx, round, board, settled)?;
            Ok(serde_json::json!({ "warning": warning }))
        })
    }

    /// Records (or corrects) the result counted at the board, who entered it, and the
    /// result that then stands. The history keeps the old result and the reason.
    pub fn record_result(
        &mut self,
        round: u32,
        board: u32,
        entry: ResultEntryBy,
        settled: Settled,
        now: DateTime<Utc>,
    ) -> Result<StoredBoard> {
        self.change_board(round, board, "game.result", now, |tx| {
            tx.execute(
                "UPDATE games SET counted_text = ?3, entered_by = ?4, entered_at = ?5
                 WHERE round = ?1 AND board = ?2",
                params![
                    round,
                    board,
                    entry.counted.map(|c| c.text.clone()),
                    entry.entered_by,
                    timestamp(now)
                ],
            )?;
            settle(tx, round, board, settled)?;
            Ok(serde_json::json!({ "reason": entry.reason }))
        })
    }

    /// A board's software clock (`GameClock` as JSON), if one was started.
    pub fn clock(&self, round: u32, board: u32) -> Result<Option<String>> {
        Ok(self
            .conn
            .query_row(
                "SELECT state FROM clocks WHERE round = ?1 AND board = ?2",
                params![round, board],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// Saves a clock after a press. Presses are not history; `action` names a change that
    /// is (a time adjustment by the arbiter), with its detail.
    pub fn save_clock(
        &mut self,
        round: u32,
        board: u32,
        state: &str,
        action: Option<(&str, serde_json::Value)>,
        now: DateTime<Utc>,
    ) -> Result<()> {
        let tx = self.begin()?;
        tx.execute(
            "INSERT INTO clocks (round, board, state) VALUES (?1, ?2, ?3)
             ON CONFLICT (round, board) DO UPDATE SET state = excluded.state",
            params![round, board, state],
        )?;
        if let Some((action, detail)) = action {
            append_history(
                &tx,
                action,
                &board_subject(round, board),
                None,
                Some(detail.to_string()),
                now,
            )?;
        }
        tx.commit()?;
        Ok(())
    }

    /// Runs `write`, refreshes the round's status, and records the board before and after
    /// (plus `write`'s detail) in the history, in one transaction. Fails if the board does
    /// not exist.
    fn change_board(
        &mut self,
        round: u32,
        board: u32,
        action: &str,
        now: DateTime<Utc>,
        write: impl FnOnce(&Connection) -> Result<serde_json::Value>,
    ) -> Result<StoredBoard> {
        let tx = self.begin()?;
        let old = load_board(&tx, round, board)?
            .ok_or(crate::StoreError::NoSuchBoard { round, board })?;
        let detail = write(&tx)?;
        refresh_status(&tx, round)?;
        let new = load_board(&tx, round, board)?.expect("the board was just read");
        let mut new_value = serde_json::to_value(&new)?;
        if let (Some(obj), serde_json::Value::Object(extra)) = (new_value.as_object_mut(), detail) {
            obj.extend(extra);
        }
        append_history(
            &tx,
            action,
            &board_subject(round, board),
            Some(json(&old)),
            Some(new_value.to_string()),
            now,
        )?;
        tx.commit()?;
        Ok(new)
    }
}
