//! Rounds in the tournament file: pairing settings, the boards of each round with their
//! results, byes, pairs fixed by the TD and colour-draw audits. Like every change to the
//! file, each method runs in one transaction with its history entry.

use crate::error::Result;
use crate::file::{append_history, json, parse_column, timestamp, Singleton, TournamentFile};
use chrono::{DateTime, Utc};
use rusqlite::{params, Connection, OptionalExtension, Row};
use serde::{Deserialize, Serialize};
use taikai_core::draw::{DrawAudit, DrawOutcome};
use taikai_core::lateness::ArrivalRecord;
use taikai_core::pairing::{
    Board, ColourSource, FixedPair, Pairing, PairingNote, PairingReason, PairingSettings,
};
use taikai_core::results::{Colour, Discs, Game, GameResult, RoundRecord};
use taikai_core::warnings::WarningArticle;
use ts_rs::TS;

/// Where a round stands: paired, some results in, all results in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
#[ts(export)]
pub enum RoundStatus {
    Paired,
    Started,
    Finished,
}

impl RoundStatus {
    pub fn name(self) -> &'static str {
        match self {
            RoundStatus::Paired => "paired",
            RoundStatus::Started => "started",
            RoundStatus::Finished => "finished",
        }
    }
}

impl std::str::FromStr for RoundStatus {
    type Err = String;
    fn from_str(s: &str) -> std::result::Result<Self, String> {
        match s {
            "paired" => Ok(RoundStatus::Paired),
            "started" => Ok(RoundStatus::Started),
            "finished" => Ok(RoundStatus::Finished),
            _ => Err(format!("unknown round status \"{s}\"")),
        }
    }
}

/// A board as stored: the pairing's board and what has been recorded on it since.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StoredBoard {
    #[serde(flatten)]
    pub board: Board,
    pub result: Option<GameResult>,
    /// The result as entered, tidied (`B+3.5`, `W+R`, `40-24`).
    pub result_text: Option<String>,
    pub discs: Option<Discs>,
    pub draw_win: Option<Colour>,
    /// The result as counted at the board (from the card), before lateness and warnings.
    pub counted_text: Option<String>,
    /// Who entered the result, and when.
    pub entered_by: Option<String>,
    pub entered_at: Option<String>,
    /// Warnings given in the game, in order.
    pub warnings: Vec<StoredWarning>,
}

/// A warning given under the Chinese rules (§17–22).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct StoredWarning {
    #[ts(type = "number")]
    pub player: i64,
    pub article: WarningArticle,
    pub note: String,
    /// When it was given (UTC, RFC 3339).
    pub at: String,
}

/// When a player came to the board in a round.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct StoredArrival {
    #[ts(type = "number")]
    pub player: i64,
    pub arrival: ArrivalRecord,
}

impl StoredBoard {
    pub fn game(&self) -> Game {
        Game {
            black: self.board.black,
            white: self.board.white,
            handicap: self.board.handicap,
            komi: self.board.komi,
            result: self.result,
            discs: self.discs,
            draw_win: self.draw_win,
        }
    }
}

/// A round as stored.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StoredRound {
    pub round: u32,
    pub status: RoundStatus,
    pub paired_at: String,
    pub settings: PairingSettings,
    pub boards: Vec<StoredBoard>,
    pub byes: Vec<i64>,
    pub notes: Vec<PairingNote>,
    /// The official start time (`10:00`, venue clock), once the round is started.
    pub started_at: Option<String>,
    pub arrivals: Vec<StoredArrival>,
}

impl StoredRound {
    /// The round as the pairing and the standings read it.
    pub fn record(&self) -> RoundRecord {
        RoundRecord {
            round: self.round,
            games: self.boards.iter().map(StoredBoard::game).collect(),
            byes: self.byes.clone(),
        }
    }

    /// Boards whose result is not in yet.
    pub fn missing_results(&self) -> Vec<u32> {
        self.boards
            .iter()
            .filter(|b| b.result.is_none())
            .map(|b| b.board.board)
            .collect()
    }

    pub fn has_results(&self) -> bool {
        self.boards.iter().any(|b| b.result.is_some())
    }

    pub fn board(&self, number: u32) -> Option<&StoredBoard> {
        self.boards.iter().find(|b| b.board.board == number)
    }

    /// The board a player plays on this round.
    pub fn board_of(&self, player: i64) -> Option<&StoredBoard> {
        self.boards
            .iter()
            .find(|b| b.board.black == player || b.board.white == player)
    }

    pub fn arrival(&self, player: i64) -> Option<&ArrivalRecord> {
        self.arrivals
            .iter()
            .find(|a| a.player == player)
            .map(|a| &a.arrival)
    }
}

/// A colour draw as kept in the file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct StoredDraw {
    pub round: u32,
    pub board: u32,
    pub audit: DrawAudit,
}

const GAME_COLUMNS: &str =
    "board, black, white, handicap, komi, colours, why, result, result_text, \
     discs_black, discs_white, draw_win, counted_text, entered_by, entered_at";

pub(crate) fn round_subject(round: u32) -> String {
    format!("round {round}")
}

pub(crate) fn board_subject(round: u32, board: u32) -> String {
    format!("round {round} board {board}")
}

pub(crate) fn kebab<T: Serialize>(value: &T) -> String {
    json(value).trim_matches('"').to_string()
}

fn from_kebab<T: for<'de> Deserialize<'de>>(i: usize, text: &str) -> rusqlite::Result<T> {
    serde_json::from_str(&format!("\"{text}\"")).map_err(|e| {
        rusqlite::Error::FromSqlConversionFailure(
            i,
            rusqlite::types::Type::Text,
            format!("\"{text}\": {e}").into(),
        )
    })
}

pub(crate) fn from_json<T: for<'de> Deserialize<'de>>(i: usize, text: &str) -> rusqlite::Result<T> {
    serde_json::from_str(text).map_err(|e| {
        rusqlite::Error::FromSqlConversionFailure(i, rusqlite::types::Type::Text, e.into())
    })
}

fn board_from_row(r: &Row) -> rusqlite::Result<StoredBoard> {
    let colours: String = r.get(5)?;
    let result: Option<String> = r.get(7)?;
    let discs_black: Option<u8> = r.get(9)?;
    let discs_white: Option<u8> = r.get(10)?;
    let draw_win: Option<String> = r.get(11)?;
    Ok(StoredBoard {
        board: Board {
            board: r.get(0)?,
            black: r.get(1)?,
            white: r.get(2)?,
            handicap: r.get(3)?,
            komi: r.get(4)?,
            colours: from_kebab::<ColourSource>(5, &colours)?,
            reasons: PairingReason::read_stored(&r.get::<_, String>(6)?),
        },
        result: result.map(|t| from_kebab(7, &t)).transpose()?,
        result_text: r.get(8)?,
        discs: match (discs_black, discs_white) {
            (Some(black), Some(white)) => Some(Discs { black, white }),
            _ => None,
        },
        draw_win: draw_win.map(|t| from_kebab(11, &t)).transpose()?,
        counted_text: r.get(12)?,
        entered_by: r.get(13)?,
        entered_at: r.get(14)?,
        warnings: Vec::new(),
    })
}

fn with_warnings(conn: &Connection, round: u32, mut board: StoredBoard) -> Result<StoredBoard> {
    let mut stmt = conn.prepare_cached(
        "SELECT player, article, note, at FROM warnings WHERE round = ?1 AND board = ?2 ORDER BY id",
    )?;
    board.warnings = stmt
        .query_map(params![round, board.board.board], |r| {
            let article: String = r.get(1)?;
            Ok(StoredWarning {
                player: r.get(0)?,
                article: from_kebab(1, &article)?,
                note: r.get(2)?,
                at: r.get(3)?,
            })
        })?
        .collect::<rusqlite::Result<_>>()?;
    Ok(board)
}

fn load_boards(conn: &Connection, round: u32) -> Result<Vec<StoredBoard>> {
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT {GAME_COLUMNS} FROM games WHERE round = ?1 ORDER BY board"
    ))?;
    let boards: Vec<StoredBoard> = stmt
        .query_map(params![round], board_from_row)?
        .collect::<rusqlite::Result<_>>()?;
    boards
        .into_iter()
        .map(|b| with_warnings(conn, round, b))
        .collect()
}

pub(crate) fn load_board(conn: &Connection, round: u32, board: u32) -> Result<Option<StoredBoard>> {
    conn.query_row(
        &format!("SELECT {GAME_COLUMNS} FROM games WHERE round = ?1 AND board = ?2"),
        params![round, board],
        board_from_row,
    )
    .optional()?
    .map(|b| with_warnings(conn, round, b))
    .transpose()
}

fn load_round(conn: &Connection, round: u32) -> Result<Option<StoredRound>> {
    let head = conn
        .query_row(
            "SELECT number, status, paired_at, settings, notes, started_at FROM rounds
             WHERE number = ?1",
            params![round],
            |r| {
                let settings: String = r.get(3)?;
                let notes: String = r.get(4)?;
                Ok((
                    r.get::<_, u32>(0)?,
                    parse_column::<RoundStatus>(r, 1)?,
                    r.get::<_, String>(2)?,
                    from_json::<PairingSettings>(3, &settings)?,
                    PairingNote::read_stored(&notes),
                    r.get::<_, Option<String>>(5)?,
                ))
            },
        )
        .optional()?;
    let Some((number, status, paired_at, settings, notes, started_at)) = head else {
        return Ok(None);
    };
    let mut stmt =
        conn.prepare_cached("SELECT player FROM byes WHERE round = ?1 ORDER BY player")?;
    let byes = stmt
        .query_map(params![round], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    let mut stmt = conn
        .prepare_cached("SELECT player, arrival FROM arrivals WHERE round = ?1 ORDER BY player")?;
    let arrivals = stmt
        .query_map(params![round], |r| {
            let arrival: String = r.get(1)?;
            Ok(StoredArrival {
                player: r.get(0)?,
                arrival: from_json(1, &arrival)?,
            })
        })?
        .collect::<rusqlite::Result<_>>()?;
    Ok(Some(StoredRound {
        round: number,
        status,
        paired_at,
        settings,
        boards: load_boards(conn, round)?,
        byes,
        notes,
        started_at,
        arrivals,
    }))
}

/// Sets the round's status: all results in → finished; started or some results in →
/// started; otherwise paired.
pub(crate) fn refresh_status(conn: &Connection, round: u32) -> Result<RoundStatus> {
    let (total, done, started): (u32, u32, bool) = conn.query_row(
        "SELECT count(*), count(result),
                (SELECT started_at IS NOT NULL FROM rounds WHERE number = ?1)
         FROM games WHERE round = ?1",
        params![round],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
    )?;
    let status = if done == 0 && !started {
        RoundStatus::Paired
    } else if done < total {
        RoundStatus::Started
    } else {
        RoundStatus::Finished
    };
    conn.execute(
        "UPDATE rounds SET status = ?2 WHERE number = ?1",
        params![round, status.name()],
    )?;
    Ok(status)
}

const PAIRING: Singleton = Singleton {
    table: "pairing_settings",
    column: "settings",
    action: "pairing.settings",
    subject: "pairing settings",
};

impl TournamentFile {
    /// The tournament's pairing settings; the profile's defaults if none were saved.
    pub fn pairing_settings(&self) -> Result<PairingSettings> {
        match self.read_singleton(&PAIRING)? {
            Some(settings) => Ok(settings),
            None => {
                let t = self.settings()?;
                Ok(PairingSettings::new(t.profile, t.system))
            }
        }
    }

    pub fn set_pairing_settings(
        &mut self,
        settings: &PairingSettings,
        now: DateTime<Utc>,
    ) -> Result<()> {
        let old = json(&self.pairing_settings()?);
        self.write_singleton(&PAIRING, Some(old), settings, now)
    }

    /// Every paired round, in order.
    pub fn rounds(&self) -> Result<Vec<StoredRound>> {
        let numbers: Vec<u32> = self
            .conn
            .prepare_cached("SELECT number FROM rounds ORDER BY number")?
            .query_map([], |r| r.get(0))?
            .collect::<rusqlite::Result<_>>()?;
        let mut rounds = Vec::with_capacity(numbers.len());
        for n in numbers {
            rounds.extend(load_round(&self.conn, n)?);
        }
        Ok(rounds)
    }

    pub fn round(&self, round: u32) -> Result<Option<StoredRound>> {
        load_round(&self.conn, round)
    }

    /// Saves a round's pairing, replacing an earlier pairing of the same round (whose boards
    /// the history keeps as the old value of `round.pair`).
    pub fn save_pairing(
        &mut self,
        pairing: &Pairing,
        settings: &PairingSettings,
        now: DateTime<Utc>,
    ) -> Result<StoredRound> {
        let tx = self.begin()?;
        let round = pairing.round;
        let old = load_round(&tx, round)?;
        tx.execute("DELETE FROM rounds WHERE number = ?1", params![round])?;
        tx.execute(
            "INSERT INTO rounds (number, status, paired_at, settings, notes, started_at)
             VALUES (?1, 'paired', ?2, ?3, ?4, ?5)",
            params![
                round,
                timestamp(now),
                json(settings),
                json(&pairing.notes),
                old.as_ref().and_then(|o| o.started_at.clone())
            ],
        )?;
        for b in &pairing.boards {
            tx.execute(
                "INSERT INTO games (round, board, black, white, handicap, komi, colours, why)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                params![
                    round,
                    b.board,
                    b.black,
                    b.white,
                    b.handicap,
                    b.komi,
                    kebab(&b.colours),
                    PairingReason::to_stored(&b.reasons)
                ],
            )?;
        }
        for id in pairing.bye.iter().chain(&pairing.other_byes) {
            tx.execute(
                "INSERT INTO byes (round, player) VALUES (?1, ?2)",
                params![round, id],
            )?;
        }
        let new = load_round(&tx, round)?.expect("just saved");
        append_history(
            &tx,
            "round.pair",
            &round_subject(round),
            old.as_ref().map(json),
            Some(json(&new)),
            now,
        )?;
        tx.commit()?;
        Ok(new)
    }

    /// Players kept out of a round's pairing, with the TD's reason.
    pub fn exclusions(&self, round: u32) -> Result<Vec<(i64, String)>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT player, reason FROM round_exclusions WHERE round = ?1 ORDER BY player",
        )?;
        let rows = stmt
            .query_map(params![round], |r| Ok((r.get(0)?, r.get(1)?)))?
            .collect::<rusqlite::Result<_>>()?;
        Ok(rows)
    }

    /// Keeps a player out of a round's pairing (`reason` given), or lets them back (`None`).
    pub fn set_exclusion(
        &mut self,
        round: u32,
        player: i64,
        reason: Option<&str>,
        now: DateTime<Utc>,
    ) -> Result<()> {
        let tx = self.begin()?;
        match reason {
            Some(reason) => {
                // A player who sits out keeps no fixed pair in that round.
                tx.execute(
                    "DELETE FROM fixed_pairs WHERE round = ?1 AND (black = ?2 OR white = ?2)",
                    params![round, player],
                )?;
                tx.execute(
                    "INSERT INTO round_exclusions (round, player, reason) VALUES (?1, ?2, ?3)
                     ON CONFLICT (round, player) DO UPDATE SET reason = excluded.reason",
                    params![round, player, reason],
                )?
            }
            None => tx.execute(
                "DELETE FROM round_exclusions WHERE round = ?1 AND player = ?2",
                params![round, player],
            )?,
        };
        append_history(
            &tx,
            if reason.is_some() {
                "round.exclude"
            } else {
                "round.include"
            },
            &round_subject(round),
            None,
            Some(serde_json::json!({ "player": player, "reason": reason }).to_string()),
            now,
        )?;
        tx.commit()?;
        Ok(())
    }

    /// Pairs the TD fixed for a round, applied when the round is (re-)paired.
    pub fn fixed_pairs(&self, round: u32) -> Result<Vec<FixedPair>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT black, white FROM fixed_pairs WHERE round = ?1 ORDER BY rowid",
        )?;
        let pairs = stmt
            .query_map(params![round], |r| {
                Ok(FixedPair {
                    black: r.get(0)?,
                    white: r.get(1)?,
                })
            })?
            .collect::<rusqlite::Result<_>>()?;
        Ok(pairs)
    }

    pub fn add_fixed_pair(
        &mut self,
        round: u32,
        pair: FixedPair,
        now: DateTime<Utc>,
    ) -> Result<()> {
        let tx = self.begin()?;
        // The TD's latest word wins: an earlier fixed pair with either player goes.
        tx.execute(
            "DELETE FROM fixed_pairs WHERE round = ?1
             AND (black IN (?2, ?3) OR white IN (?2, ?3))",
            params![round, pair.black, pair.white],
        )?;
        tx.execute(
            "INSERT INTO fixed_pairs (round, black, white) VALUES (?1, ?2, ?3)",
            params![round, pair.black, pair.white],
        )?;
        append_history(
            &tx,
            "round.fix",
            &round_subject(round),
            None,
            Some(json(&pair)),
            now,
        )?;
        tx.commit()?;
        Ok(())
    }

    /// Keeps a colour draw's audit and, when it decided the colours, sets them on the board.
    /// `None` if the round has no such board.
    pub fn save_draw(
        &mut self,
        round: u32,
        board: u32,
        audit: &DrawAudit,
        now: DateTime<Utc>,
    ) -> Result<Option<StoredBoard>> {
        let tx = self.begin()?;
        let Some(old) = load_board(&tx, round, board)? else {
            return Ok(None);
        };
        tx.execute(
            "INSERT INTO draw_audits (round, board, at, audit) VALUES (?1, ?2, ?3, ?4)",
            params![round, board, timestamp(now), json(audit)],
        )?;
        if let DrawOutcome::Decided {
            black,
            white,
            draw_win,
        } = audit.outcome
        {
            let draw_win = draw_win.map(|id| {
                if id == black {
                    Colour::Black
                } else {
                    Colour::White
                }
            });
            tx.execute(
                "UPDATE games SET black = ?3, white = ?4, draw_win = ?5 WHERE round = ?1 AND board = ?2",
                params![round, board, black, white, draw_win.map(|c| kebab(&c))],
            )?;
        }
        let new = load_board(&tx, round, board)?.expect("just updated");
        append_history(
            &tx,
            "game.draw",
            &board_subject(round, board),
            Some(json(&old)),
            Some(json(&serde_json::json!({ "board": new, "audit": audit }))),
            now,
        )?;
        tx.commit()?;
        Ok(Some(new))
    }

    /// Every colour draw of a round (or of all rounds), oldest first.
    pub fn draws(&self, round: Option<u32>) -> Result<Vec<StoredDraw>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT round, board, audit FROM draw_audits WHERE ?1 IS NULL OR round = ?1 ORDER BY id",
        )?;
        let draws = stmt
            .query_map(params![round], |r| {
                let audit: String = r.get(2)?;
                Ok(StoredDraw {
                    round: r.get(0)?,
                    board: r.get(1)?,
                    audit: from_json(2, &audit)?,
                })
            })?
            .collect::<rusqlite::Result<_>>()?;
        Ok(draws)
    }
}
