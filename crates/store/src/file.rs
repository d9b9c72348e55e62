//! One tournament, one SQLite file.
//!
//! Durability: rollback journal (`journal_mode=DELETE`) with `synchronous=FULL`. Every change
//! runs in one transaction that also appends its history entry; when a method returns `Ok`,
//! the change is on disk. If the process is killed mid-change, SQLite rolls the journal
//! back at the next open, and the file holds exactly the acknowledged changes. No `-wal`
//! side file is left next to the tournament, so the file can be copied as it is.

use crate::error::{Result, StoreError};
use crate::schema::{latest_version, APPLICATION_ID, MIGRATIONS};
use chrono::{DateTime, SecondsFormat, Utc};
use rusqlite::{params, Connection, OpenFlags, OptionalExtension, Row};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::time::Duration;
use taikai_core::{Player, PlayerDetails, PlayerStatus, TournamentSettings};
use ts_rs::TS;

/// How long one attempt waits for another writer (SQLite's busy handler).
pub const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// An open tournament file.
pub struct TournamentFile {
    pub(crate) conn: Connection,
    path: PathBuf,
}

/// One line of the append-only history: what changed, when, from what, to what.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct HistoryEntry {
    #[ts(type = "number")]
    pub id: i64,
    /// RFC 3339, UTC.
    pub at: String,
    /// e.g. `player.add`, `player.edit`, `player.check-in`.
    pub action: String,
    /// e.g. `player 12`.
    pub subject: String,
    #[ts(type = "unknown")]
    pub old_value: Option<serde_json::Value>,
    #[ts(type = "unknown")]
    pub new_value: Option<serde_json::Value>,
}

const PLAYER_COLUMNS: &str =
    "id, name, reading, rank, club, birth_year, notes, status, family_group, \
     country, egf_pin, ffg_licence, aga_id, rating";

impl TournamentFile {
    /// Creates a new tournament file. Refuses to overwrite an existing file.
    pub fn create(path: &Path, settings: &TournamentSettings, now: DateTime<Utc>) -> Result<Self> {
        if path.exists() {
            return Err(StoreError::AlreadyExists(path.to_path_buf()));
        }
        let conn = Connection::open_with_flags(
            path,
            OpenFlags::SQLITE_OPEN_READ_WRITE
                | OpenFlags::SQLITE_OPEN_CREATE
                | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )?;
        let mut file = TournamentFile {
            conn,
            path: path.to_path_buf(),
        };
        file.configure()?;
        file.migrate()?;
        let tx = file.begin()?;
        tx.execute(
            "INSERT INTO tournament (id, name, date, venue, profile, rounds, system, created_at)
                 VALUES (1, ?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            params![
                settings.name,
                settings.date,
                settings.venue,
                settings.profile.name(),
                settings.rounds,
                settings.system.name(),
                timestamp(now)
            ],
        )?;
        append_history(
            &tx,
            "tournament.create",
            "tournament",
            None,
            Some(json(settings)),
            now,
        )?;
        tx.commit()?;
        Ok(file)
    }

    /// Opens an existing tournament file, upgrading an older schema. A file from a newer
    /// Taikai, a foreign SQLite file (even one carrying Taikai's application id), a file
    /// of an unknown format version or a damaged file is refused without being written.
    pub fn open(path: &Path) -> Result<Self> {
        if !path.exists() {
            return Err(StoreError::NotFound(path.to_path_buf()));
        }
        let not_ours = || StoreError::NotATournament(path.to_path_buf());
        // Look at the header before SQLite does anything with the file.
        let mut head = Vec::new();
        let read = std::fs::File::open(path).and_then(|f| {
            use std::io::Read;
            f.take(100).read_to_end(&mut head)
        });
        if let Err(source) = read {
            return Err(StoreError::Unreadable {
                path: path.to_path_buf(),
                source,
            });
        }
        if !crate::output::is_tournament_header(&head) {
            return Err(not_ours());
        }
        let damaged = |detail: String| StoreError::Damaged {
            path: path.to_path_buf(),
            detail,
        };
        let conn = Connection::open_with_flags(
            path,
            OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )?;
        let mut file = TournamentFile {
            conn,
            path: path.to_path_buf(),
        };
        file.conn.busy_timeout(BUSY_TIMEOUT)?;
        let version = file.schema_version().map_err(|e| match e {
            StoreError::Sqlite(e) => damaged(e.to_string()),
            e => e,
        })?;
        if version > latest_version() {
            return Err(StoreError::NewerVersion {
                path: path.to_path_buf(),
                found: version,
                supported: latest_version(),
            });
        }
        if version < 1 {
            // Taikai writes the application id and the schema in one transaction: an id
            // without a schema is some other program's file.
            return Err(StoreError::UnknownVersion {
                path: path.to_path_buf(),
                found: version,
            });
        }
        let check: String = file
            .conn
            .query_row("PRAGMA quick_check", [], |r| r.get(0))
            .map_err(|e| damaged(e.to_string()))?;
        if check != "ok" {
            return Err(damaged(check));
        }
        let missing = crate::schema::missing_tables(&file.conn, version)
            .map_err(|e| damaged(e.to_string()))?;
        if !missing.is_empty() {
            return Err(not_ours());
        }
        file.configure()?;
        file.migrate()?;
        Ok(file)
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    pub fn schema_version(&self) -> Result<i32> {
        Ok(self
            .conn
            .pragma_query_value(None, "user_version", |r| r.get(0))?)
    }

    fn configure(&mut self) -> Result<()> {
        // Rollback journal + full sync: see the module comment.
        self.conn.pragma_update(None, "journal_mode", "DELETE")?;
        self.conn.pragma_update(None, "synchronous", "FULL")?;
        self.conn.pragma_update(None, "foreign_keys", true)?;
        self.conn.busy_timeout(BUSY_TIMEOUT)?;
        Ok(())
    }

    fn migrate(&mut self) -> Result<()> {
        let version = self.schema_version()?;
        if version >= latest_version() {
            return Ok(());
        }
        let tx = self.begin()?;
        // The id is written with the schema, so a file never carries one without the other.
        tx.pragma_update(None, "application_id", APPLICATION_ID)?;
        for sql in &MIGRATIONS[version.max(0) as usize..] {
            tx.execute_batch(sql)?;
        }
        tx.pragma_update(None, "user_version", latest_version())?;
        tx.commit()?;
        Ok(())
    }

    pub fn settings(&self) -> Result<TournamentSettings> {
        let settings = self.conn.query_row(
            "SELECT name, date, venue, profile, rounds, system FROM tournament WHERE id = 1",
            [],
            |r| {
                Ok(TournamentSettings {
                    name: r.get(0)?,
                    date: r.get(1)?,
                    venue: r.get(2)?,
                    profile: parse_column(r, 3)?,
                    rounds: r.get(4)?,
                    system: parse_column(r, 5)?,
                })
            },
        );
        settings.optional()?.ok_or_else(|| StoreError::Damaged {
            path: self.path.clone(),
            detail: "it has no tournament settings".to_string(),
        })
    }

    /// Every player, by id.
    pub fn players(&self) -> Result<Vec<Player>> {
        let mut stmt = self
            .conn
            .prepare_cached(&format!("SELECT {PLAYER_COLUMNS} FROM players ORDER BY id"))?;
        let players = stmt
            .query_map([], player_from_row)?
            .collect::<rusqlite::Result<_>>()?;
        Ok(players)
    }

    pub fn player(&self, id: i64) -> Result<Player> {
        find_player(&self.conn, id)
    }

    pub fn add_player(&mut self, details: &PlayerDetails, now: DateTime<Utc>) -> Result<Player> {
        Ok(self
            .add_players(std::slice::from_ref(details), now)?
            .remove(0))
    }

    /// Adds all the players or, if anything fails, none of them.
    pub fn add_players(
        &mut self,
        all: &[PlayerDetails],
        now: DateTime<Utc>,
    ) -> Result<Vec<Player>> {
        let tx = self.begin()?;
        let mut added = Vec::with_capacity(all.len());
        for details in all {
            tx.execute(
                "INSERT INTO players (name, reading, rank, club, birth_year, notes, status, created_at, updated_at, family_group,
                 country, egf_pin, ffg_licence, aga_id, rating)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'registered', ?7, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
                params![
                    details.name,
                    details.reading,
                    details.rank.to_string(),
                    details.club,
                    details.birth_year,
                    details.notes,
                    timestamp(now),
                    details.group,
                    details.ids.country,
                    details.ids.egf_pin,
                    details.ids.ffg_licence,
                    details.ids.aga_id,
                    details.ids.rating
                ],
            )?;
            let player = find_player(&tx, tx.last_insert_rowid())?;
            append_history(
                &tx,
                "player.add",
                &subject(player.id),
                None,
                Some(json(&player)),
                now,
            )?;
            added.push(player);
        }
        tx.commit()?;
        Ok(added)
    }

    pub fn update_player(
        &mut self,
        id: i64,
        details: &PlayerDetails,
        now: DateTime<Utc>,
    ) -> Result<Player> {
        self.rewrite_player(id, "player.edit", now, |tx| {
            tx.execute(
                "UPDATE players SET name = ?2, reading = ?3, rank = ?4, club = ?5, birth_year = ?6,
                 notes = ?7, updated_at = ?8, family_group = ?9, country = ?10, egf_pin = ?11,
                 ffg_licence = ?12, aga_id = ?13, rating = ?14 WHERE id = ?1",
                params![
                    id,
                    details.name,
                    details.reading,
                    details.rank.to_string(),
                    details.club,
                    details.birth_year,
                    details.notes,
                    timestamp(now),
                    details.group,
                    details.ids.country,
                    details.ids.egf_pin,
                    details.ids.ffg_licence,
                    details.ids.aga_id,
                    details.ids.rating
                ],
            )
        })
    }

    pub fn set_status(
        &mut self,
        id: i64,
        status: PlayerStatus,
        now: DateTime<Utc>,
    ) -> Result<Player> {
        let action = format!("player.{status}");
        self.rewrite_player(id, &action, now, |tx| {
            tx.execute(
                "UPDATE players SET status = ?2, updated_at = ?3 WHERE id = ?1",
                params![id, status.name(), timestamp(now)],
            )
        })
    }

    /// Removes a registration made by mistake. The history keeps the player as they were.
    pub fn remove_player(&mut self, id: i64, now: DateTime<Utc>) -> Result<Player> {
        let tx = self.begin()?;
        let old = find_player(&tx, id)?;
        tx.execute("DELETE FROM players WHERE id = ?1", params![id])?;
        append_history(
            &tx,
            "player.remove",
            &subject(id),
            Some(json(&old)),
            None,
            now,
        )?;
        tx.commit()?;
        Ok(old)
    }

    fn rewrite_player(
        &mut self,
        id: i64,
        action: &str,
        now: DateTime<Utc>,
        write: impl FnOnce(&Connection) -> rusqlite::Result<usize>,
    ) -> Result<Player> {
        let tx = self.begin()?;
        let old = find_player(&tx, id)?;
        write(&tx)?;
        let new = find_player(&tx, id)?;
        if new != old {
            append_history(
                &tx,
                action,
                &subject(id),
                Some(json(&old)),
                Some(json(&new)),
                now,
            )?;
        }
        tx.commit()?;
        Ok(new)
    }

    /// Stored player values this version cannot read (shown as `?` / registered until the
    /// TD edits the player).
    pub fn unreadable_values(&self) -> Result<Vec<UnreadableValue>> {
        let mut stmt = self
            .conn
            .prepare("SELECT id, rank, status FROM players ORDER BY id")?;
        let mut found = Vec::new();
        let rows = stmt.query_map([], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, rusqlite::types::Value>(1)?,
                r.get::<_, rusqlite::types::Value>(2)?,
            ))
        })?;
        for row in rows {
            let (player, rank, status) = row?;
            let text = |v: rusqlite::types::Value| match v {
                rusqlite::types::Value::Text(t) => t,
                rusqlite::types::Value::Integer(i) => i.to_string(),
                rusqlite::types::Value::Real(x) => x.to_string(),
                rusqlite::types::Value::Null => String::new(),
                rusqlite::types::Value::Blob(_) => "(binary data)".to_string(),
            };
            let rank = text(rank);
            if rank.parse::<taikai_core::Rank>().is_err() {
                found.push(UnreadableValue {
                    player,
                    field: "rank".into(),
                    stored: rank,
                });
            }
            let status = text(status);
            if status.parse::<PlayerStatus>().is_err() {
                found.push(UnreadableValue {
                    player,
                    field: "status".into(),
                    stored: status,
                });
            }
        }
        Ok(found)
    }

    /// The whole history, oldest first.
    pub fn history(&self) -> Result<Vec<HistoryEntry>> {
        let mut stmt = self.conn.prepare(
            "SELECT id, at, action, subject, old_value, new_value FROM history ORDER BY id",
        )?;
        let json = |r: &Row, i: usize| -> rusqlite::Result<Option<serde_json::Value>> {
            let text: Option<String> = r.get(i)?;
            Ok(text.and_then(|t| serde_json::from_str(&t).ok()))
        };
        let entries = stmt
            .query_map([], |r| {
                Ok(HistoryEntry {
                    id: r.get(0)?,
                    at: r.get(1)?,
                    action: r.get(2)?,
                    subject: r.get(3)?,
                    old_value: json(r, 4)?,
                    new_value: json(r, 5)?,
                })
            })?
            .collect::<rusqlite::Result<_>>()?;
        Ok(entries)
    }
}

fn subject(player_id: i64) -> String {
    format!("player {player_id}")
}

pub(crate) fn timestamp(now: DateTime<Utc>) -> String {
    now.to_rfc3339_opts(SecondsFormat::Millis, true)
}

pub(crate) fn json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("tournament data always serialises to JSON")
}

pub(crate) fn append_history(
    tx: &Connection,
    action: &str,
    subject: &str,
    old: Option<String>,
    new: Option<String>,
    now: DateTime<Utc>,
) -> Result<()> {
    tx.execute(
        "INSERT INTO history (at, action, subject, old_value, new_value) VALUES (?1, ?2, ?3, ?4, ?5)",
        params![timestamp(now), action, subject, old, new],
    )?;
    Ok(())
}

fn find_player(conn: &Connection, id: i64) -> Result<Player> {
    conn.query_row(
        &format!("SELECT {PLAYER_COLUMNS} FROM players WHERE id = ?1"),
        params![id],
        player_from_row,
    )
    .optional()?
    .ok_or(StoreError::NoSuchPlayer(id))
}

/// A player as stored. A rank or status this version cannot read (written by hand, or by
/// a broken version) does not hide the player: it reads as `?` / registered, and
/// [`TournamentFile::unreadable_values`] names it so the TD can fix it.
fn player_from_row(r: &Row) -> rusqlite::Result<Player> {
    Ok(Player {
        id: r.get(0)?,
        name: r.get(1)?,
        reading: r.get(2)?,
        rank: parse_column(r, 3).unwrap_or(taikai_core::Rank::Unknown),
        club: r.get(4)?,
        birth_year: r
            .get::<_, Option<i64>>(5)?
            .and_then(|y| i32::try_from(y).ok()),
        notes: r.get(6)?,
        status: parse_column(r, 7).unwrap_or(PlayerStatus::Registered),
        group: r.get(8)?,
        ids: taikai_core::player::FederationIds {
            country: r.get(9)?,
            egf_pin: r.get(10)?,
            ffg_licence: r.get(11)?,
            aga_id: r.get(12)?,
            rating: r
                .get::<_, Option<i64>>(13)?
                .and_then(|y| i32::try_from(y).ok()),
        },
    })
}

/// A stored value this version cannot read.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct UnreadableValue {
    #[ts(type = "number")]
    pub player: i64,
    /// `rank` or `status`.
    pub field: String,
    /// The text as stored.
    pub stored: String,
}

/// Reads a text column through `FromStr`, reporting a bad value as a conversion error.
pub(crate) fn parse_column<T: std::str::FromStr>(r: &Row, i: usize) -> rusqlite::Result<T>
where
    T::Err: std::fmt::Display,
{
    let text: String = r.get(i)?;
    text.parse().map_err(|e: T::Err| {
        rusqlite::Error::FromSqlConversionFailure(
            i,
            rusqlite::types::Type::Text,
            format!("\"{text}\": {e}").into(),
        )
    })
}

/// A table of one row (`id = 1`) holding one setting as JSON: the pairing settings, the game
/// day's settings, the standings' order.
pub(crate) struct Singleton {
    pub table: &'static str,
    pub column: &'static str,
    /// The history's action and subject when it changes.
    pub action: &'static str,
    pub subject: &'static str,
}

impl TournamentFile {
    /// The setting, if it was ever saved.
    pub(crate) fn read_singleton<T: serde::de::DeserializeOwned>(
        &self,
        s: &Singleton,
    ) -> Result<Option<T>> {
        let saved: Option<String> = self
            .conn
            .query_row(
                &format!("SELECT {} FROM {} WHERE id = 1", s.column, s.table),
                [],
                |r| r.get(0),
            )
            .optional()?;
        Ok(saved.map(|text| serde_json::from_str(&text)).transpose()?)
    }

    /// Saves the setting and keeps the old and new values in the history, in one transaction.
    pub(crate) fn write_singleton<T: Serialize>(
        &mut self,
        s: &Singleton,
        old: Option<String>,
        value: &T,
        now: DateTime<Utc>,
    ) -> Result<()> {
        let tx = self.begin()?;
        tx.execute(
            &format!(
                "INSERT INTO {table} (id, {column}) VALUES (1, ?1)
                 ON CONFLICT (id) DO UPDATE SET {column} = excluded.{column}",
                table = s.table,
                column = s.column
            ),
            params![json(value)],
        )?;
        append_history(&tx, s.action, s.subject, old, Some(json(value)), now)?;
        tx.commit()?;
        Ok(())
    }
}
