//! Automatic backups in a `backups/` folder beside the tournament file.
//!
//! A backup is a consistent copy made with SQLite's online backup API (other programs may
//! keep reading and writing meanwhile), written to a temporary name and renamed, so a
//! backup that exists is whole. The newest [`KEEP`] backups of a tournament are kept.
//! Restoring copies a backup over the tournament in one transaction, after backing up the
//! state it replaces, and records the restore in the history: nothing is lost by it.

use crate::error::{Result, StoreError};
use crate::file::{append_history, timestamp, TournamentFile};
use chrono::{DateTime, Utc};
use rusqlite::backup::Backup;
use rusqlite::Connection;
use serde::Serialize;
use std::path::{Path, PathBuf};
use std::time::Duration;
use ts_rs::TS;

/// Backups kept per tournament; older ones are deleted.
pub const KEEP: usize = 30;

/// One backup of a tournament.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct BackupInfo {
    pub path: String,
    /// The file name, e.g. `autumn-20261123-101500-pair-round-2.taikai`.
    pub name: String,
    /// When it was made, RFC 3339 (UTC), from its name.
    pub at: String,
    /// Why it was made: `pair-round-2`, `result`, `before-restore`…
    pub reason: String,
    #[ts(type = "number")]
    pub bytes: u64,
}

pub use crate::layout::backups as folder;

fn stem(path: &Path) -> String {
    path.file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "tournament".to_string())
}

/// The backups of the tournament at `path`, newest first.
pub fn list(path: &Path) -> Vec<BackupInfo> {
    let prefix = format!("{}-", stem(path));
    let Ok(entries) = std::fs::read_dir(folder(path)) else {
        return Vec::new();
    };
    let mut found: Vec<BackupInfo> = entries
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            let rest = name.strip_prefix(&prefix)?.strip_suffix(".taikai")?;
            // rest = YYYYMMDD-HHMMSS-mmm-reason
            let (date, rest) = rest.split_at_checked(8)?;
            let (time, rest) = rest.strip_prefix('-')?.split_at_checked(6)?;
            let (millis, reason) = rest.strip_prefix('-')?.split_at_checked(3)?;
            let reason = reason.strip_prefix('-')?;
            let at = chrono::NaiveDateTime::parse_from_str(
                &format!("{date}{time}{millis}"),
                "%Y%m%d%H%M%S%3f",
            )
            .ok()?
            .and_utc();
            Some(BackupInfo {
                path: e.path().display().to_string(),
                at: timestamp(at),
                reason: reason.to_string(),
                name: name.clone(),
                bytes: e.metadata().map(|m| m.len()).unwrap_or(0),
            })
        })
        .collect();
    found.sort_by(|a, b| b.name.cmp(&a.name));
    found
}

impl TournamentFile {
    /// Writes a consistent copy of the file into `backups/` and drops the oldest beyond
    /// [`KEEP`]. `reason` becomes part of the name (letters, digits and `-`).
    pub fn backup(&self, reason: &str, now: DateTime<Utc>) -> Result<BackupInfo> {
        if self.in_change() {
            // The online backup cannot read through a connection that is writing: the
            // copy would wait for itself. A backup belongs before the change.
            return Err(StoreError::Sqlite(rusqlite::Error::SqliteFailure(
                rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_MISUSE),
                Some("a backup was asked for in the middle of a change".to_string()),
            )));
        }
        let dir = folder(self.path());
        let io = |source| StoreError::Write {
            path: dir.clone(),
            source,
        };
        std::fs::create_dir_all(&dir).map_err(io)?;
        let reason: String = reason
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
            .collect();
        let name = format!(
            "{}-{}-{reason}.taikai",
            stem(self.path()),
            now.format("%Y%m%d-%H%M%S-%3f")
        );
        let target = dir.join(&name);
        let tmp = dir.join(format!(".{name}.writing"));
        let _ = std::fs::remove_file(&tmp);
        copy_into(&self.conn, &mut Connection::open(&tmp)?)?;
        std::fs::rename(&tmp, &target).map_err(io)?;
        for old in list(self.path()).into_iter().skip(KEEP) {
            let _ = std::fs::remove_file(old.path);
        }
        Ok(list(self.path())
            .into_iter()
            .find(|b| b.name == name)
            .expect("the backup was just written"))
    }

    /// When the newest backup of this tournament was made, if any.
    pub fn last_backup(&self) -> Option<DateTime<Utc>> {
        let newest = list(self.path()).into_iter().next()?;
        DateTime::parse_from_rfc3339(&newest.at)
            .ok()
            .map(|t| t.with_timezone(&Utc))
    }

    /// Replaces the tournament with the backup at `backup`, after backing up what it
    /// replaces, and records both in the history. The backup must be a tournament file
    /// this version can read.
    pub fn restore(&mut self, backup: &Path, now: DateTime<Utc>) -> Result<BackupInfo> {
        let source = TournamentFile::open(backup)?;
        let saved = self.backup("before-restore", now)?;
        // The history entry goes into a copy of the backup, and that copy over the
        // tournament in one step: the file is the old one or the restored one with its
        // history entry, never a mix.
        let staged = staged_copy(&source, self.path(), ("savedAs", &saved.path), backup, now)?;
        let result = Connection::open(&staged)
            .map_err(StoreError::from)
            .and_then(|copy| copy_into(&copy, &mut self.conn));
        let _ = std::fs::remove_file(&staged);
        result?;
        Ok(saved)
    }
}

/// Restores the tournament at `path` from `backup` whether or not it can still be opened:
/// a damaged tournament is moved into `backups/` (as `…-damaged.taikai`, never deleted) and
/// the backup, with the restore in its history, takes its place. Returns where the state
/// it replaced was kept.
pub fn restore_at(path: &Path, backup: &Path, now: DateTime<Utc>) -> Result<String> {
    match TournamentFile::open(path) {
        Ok(mut file) => Ok(file.restore(backup, now)?.path),
        Err(StoreError::Damaged { .. }) => {
            let source = TournamentFile::open(backup)?;
            let dir = folder(path);
            let io = |source| StoreError::Write {
                path: dir.clone(),
                source,
            };
            std::fs::create_dir_all(&dir).map_err(io)?;
            let kept = dir.join(format!(
                "{}-{}-damaged.taikai",
                stem(path),
                now.format("%Y%m%d-%H%M%S-%3f")
            ));
            let kept_text = kept.display().to_string();
            let staged = staged_copy(&source, path, ("damagedKeptAs", &kept_text), backup, now)?;
            std::fs::rename(path, &kept).map_err(io)?;
            std::fs::rename(&staged, path).map_err(io)?;
            Ok(kept.display().to_string())
        }
        Err(e) => Err(e),
    }
}

/// Copies `source` (a backup) into a new file in the tournament's `backups/` folder and
/// appends the restore to that copy's history, `kept` naming where the replaced state
/// went. The copy then replaces the tournament in one step: the file is the old one or the
/// restored one with its history entry, never a mix.
fn staged_copy(
    source: &TournamentFile,
    tournament: &Path,
    kept: (&str, &str),
    backup: &Path,
    now: DateTime<Utc>,
) -> Result<PathBuf> {
    let staged = folder(tournament).join(format!(".restore-{}.writing", std::process::id()));
    let _ = std::fs::remove_file(&staged);
    let written = (|| -> Result<()> {
        let mut copy = Connection::open(&staged)?;
        copy_into(&source.conn, &mut copy)?;
        let detail = |k: &str, v: &str| Some(serde_json::json!({ k: v }).to_string());
        append_history(
            &copy,
            "file.restore",
            "tournament",
            detail(kept.0, kept.1),
            detail("restoredFrom", &backup.display().to_string()),
            now,
        )
    })();
    if written.is_err() {
        let _ = std::fs::remove_file(&staged);
    }
    written.map(|()| staged)
}

/// Copies a whole database with SQLite's online backup API, waiting a bounded time (about
/// 10 s) for writers of the source to let go rather than forever.
fn copy_into(from: &Connection, to: &mut Connection) -> Result<()> {
    use rusqlite::backup::StepResult;
    let copy = Backup::new(from, to)?;
    let mut waits = 0;
    loop {
        match copy.step(256)? {
            StepResult::Done => return Ok(()),
            StepResult::More => {}
            StepResult::Busy | StepResult::Locked if waits < 2000 => {
                waits += 1;
                std::thread::sleep(Duration::from_millis(5));
            }
            _ => {
                return Err(StoreError::Busy {
                    path: PathBuf::from(from.path().unwrap_or("")),
                    holders: crate::tx::holders(Path::new(from.path().unwrap_or(""))),
                })
            }
        }
    }
}
