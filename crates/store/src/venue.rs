//! The venue network's part of the file: the event's secret and desk PIN, the reports
//! switch, the results players report from the board (pending until accepted), and the
//! marks a server watches to see that the file changed.

use crate::error::Result;
use crate::file::{append_history, timestamp, TournamentFile};
use chrono::{DateTime, Utc};
use rusqlite::params;
use serde::Serialize;

/// The event's venue settings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VenueRecord {
    /// Hex; report codes are derived from it. Never shown.
    pub secret: String,
    /// The second desk's PIN, six digits.
    pub pin: String,
    /// Whether players may report results from the board.
    pub reports: bool,
    /// The address the venue was last served at (`http://192.168.1.20:8080/`).
    pub url: Option<String>,
}

/// A result reported from a board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct StoredReport {
    pub id: i64,
    pub round: u32,
    pub board: u32,
    /// `black`, `white`, or `board` (a report that does not say which player sent it).
    pub side: String,
    /// The result as reported, in the result grammar's stored form (`B+R`, `34-30`).
    pub result: String,
    pub at: String,
    /// `pending`, `accepted` or `set-aside` (the board's result came another way).
    pub state: String,
}

impl TournamentFile {
    pub fn venue(&self) -> Result<VenueRecord> {
        Ok(self.conn.query_row(
            "SELECT secret, pin, reports, url FROM venue WHERE id = 1",
            [],
            |r| {
                Ok(VenueRecord {
                    secret: r.get(0)?,
                    pin: r.get(1)?,
                    reports: r.get(2)?,
                    url: r.get(3)?,
                })
            },
        )?)
    }

    /// Switches reporting from the board on or off; kept in the history.
    pub fn set_reports(&mut self, on: bool, now: DateTime<Utc>) -> Result<()> {
        let old = self.venue()?.reports;
        let tx = self.begin()?;
        tx.execute("UPDATE venue SET reports = ?1 WHERE id = 1", params![on])?;
        append_history(
            &tx,
            "venue.reports",
            "tournament",
            Some(old.to_string()),
            Some(on.to_string()),
            now,
        )?;
        tx.commit()
    }

    /// Remembers the address the venue is served at (for the QR codes on printed lists
    /// and cards); kept in the history.
    pub fn set_venue_url(&mut self, url: &str, now: DateTime<Utc>) -> Result<()> {
        let old = self.venue()?.url;
        if old.as_deref() == Some(url) {
            return Ok(());
        }
        let tx = self.begin()?;
        tx.execute("UPDATE venue SET url = ?1 WHERE id = 1", params![url])?;
        append_history(
            &tx,
            "venue.url",
            "tournament",
            old,
            Some(url.to_string()),
            now,
        )?;
        tx.commit()
    }

    /// Records in the history what a second desk did (`desk.check-in`), with its name.
    pub fn note_desk(
        &mut self,
        action: &str,
        subject: &str,
        desk: &str,
        now: DateTime<Utc>,
    ) -> Result<()> {
        let tx = self.begin()?;
        append_history(
            &tx,
            &format!("desk.{action}"),
            subject,
            None,
            Some(serde_json::json!({ "desk": desk }).to_string()),
            now,
        )?;
        tx.commit()
    }

    /// Keeps a reported result, pending.
    pub fn add_report(
        &mut self,
        round: u32,
        board: u32,
        side: &str,
        result: &str,
        now: DateTime<Utc>,
    ) -> Result<StoredReport> {
        let tx = self.begin()?;
        tx.execute(
            "INSERT INTO venue_reports (round, board, side, result, at) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![round, board, side, result, timestamp(now)],
        )?;
        let id = tx.last_insert_rowid();
        append_history(
            &tx,
            "venue.report",
            &format!("round {round} board {board}"),
            None,
            Some(serde_json::json!({ "side": side, "result": result }).to_string()),
            now,
        )?;
        tx.commit()?;
        Ok(StoredReport {
            id,
            round,
            board,
            side: side.to_string(),
            result: result.to_string(),
            at: timestamp(now),
            state: "pending".into(),
        })
    }

    /// Reports, oldest first: of one board, of one round, or all.
    pub fn reports(&self, round: Option<u32>, board: Option<u32>) -> Result<Vec<StoredReport>> {
        let mut stmt = self.conn.prepare(
            "SELECT id, round, board, side, result, at, state FROM venue_reports
             WHERE (?1 IS NULL OR round = ?1) AND (?2 IS NULL OR board = ?2) ORDER BY id",
        )?;
        let rows = stmt.query_map(params![round, board], |r| {
            Ok(StoredReport {
                id: r.get(0)?,
                round: r.get(1)?,
                board: r.get(2)?,
                side: r.get(3)?,
                result: r.get(4)?,
                at: r.get(5)?,
                state: r.get(6)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Closes a board's pending reports: `accepted` or `set-aside`.
    pub fn close_reports(&mut self, round: u32, board: u32, state: &str) -> Result<()> {
        let tx = self.begin()?;
        tx.execute(
            "UPDATE venue_reports SET state = ?3 WHERE round = ?1 AND board = ?2 AND state = 'pending'",
            params![round, board, state],
        )?;
        tx.commit()
    }

    /// A mark that changes whenever the file changes: SQLite's `data_version` (commits by
    /// other connections, e.g. the CLI) and this connection's own count of changed rows.
    pub fn change_mark(&self) -> Result<(i64, u64)> {
        let version: i64 = self
            .conn
            .pragma_query_value(None, "data_version", |r| r.get(0))?;
        Ok((version, self.conn.total_changes()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use taikai_core::{PairingSystem, Profile, TournamentSettings};

    fn settings() -> TournamentSettings {
        TournamentSettings {
            name: "t".into(),
            date: String::new(),
            venue: String::new(),
            profile: Profile::GoJapanese,
            rounds: 3,
            system: PairingSystem::Mcmahon,
        }
    }

    #[test]
    fn every_file_gets_its_own_secret_and_pin_and_the_mark_moves_on_any_write() {
        let dir = tempfile::tempdir().unwrap();
        let now = Utc::now();
        let mut a = TournamentFile::create(&dir.path().join("a.taikai"), &settings(), now).unwrap();
        let b = TournamentFile::create(&dir.path().join("b.taikai"), &settings(), now).unwrap();
        let (va, vb) = (a.venue().unwrap(), b.venue().unwrap());
        assert_ne!(va.secret, vb.secret);
        assert_eq!(va.pin.len(), 6);
        assert!(!va.reports);

        let other = TournamentFile::open(&dir.path().join("a.taikai")).unwrap();
        let before = other.change_mark().unwrap();
        let mine = a.change_mark().unwrap();
        a.set_reports(true, now).unwrap();
        assert_ne!(a.change_mark().unwrap(), mine, "own writes move the mark");
        assert_ne!(
            other.change_mark().unwrap(),
            before,
            "another connection's too"
        );
        assert!(other.venue().unwrap().reports);

        a.add_report(1, 2, "black", "B+R", now).unwrap();
        a.add_report(1, 2, "white", "B+R", now).unwrap();
        assert_eq!(a.reports(Some(1), Some(2)).unwrap().len(), 2);
        a.close_reports(1, 2, "accepted").unwrap();
        assert!(a
            .reports(None, None)
            .unwrap()
            .iter()
            .all(|r| r.state == "accepted"));
    }
}
