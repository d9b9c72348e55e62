//! Write transactions, and waiting for another program that holds the file.
//!
//! Every change takes the file's write lock *before* it reads anything (`BEGIN IMMEDIATE`):
//! the checks that guard a write ("this round has no results yet", "this board has no
//! result yet") then see exactly what the write replaces, whoever else has the file open.
//! [`TournamentFile::write`] wraps a whole use case (its reads, checks and writes) in one
//! such transaction; the store's own methods open a savepoint inside it, or their own
//! immediate transaction when called alone.
//!
//! Another program writing at the same moment is waited for: SQLite's busy timeout, then
//! the whole `BEGIN` again, [`ATTEMPTS`] times. If the file is still held, the refusal names
//! the programs that have it open ([`holders`]) and nothing was changed.

use crate::error::{Result, StoreError};
use crate::file::TournamentFile;
use rusqlite::{Connection, ErrorCode};
use std::ops::Deref;
use std::path::Path;
use std::time::Duration;

/// Attempts to take the write lock before the change is refused.
pub const ATTEMPTS: u32 = 3;

/// A write in progress: a savepoint, inside the use case's transaction or inside an
/// immediate transaction opened for it alone (`outer`), which it then also ends. Dropped
/// without [`Tx::commit`], it undoes what it wrote.
pub(crate) struct Tx<'c> {
    conn: &'c Connection,
    outer: bool,
    done: bool,
}

impl Deref for Tx<'_> {
    type Target = Connection;
    fn deref(&self) -> &Connection {
        self.conn
    }
}

impl Tx<'_> {
    pub(crate) fn commit(mut self) -> Result<()> {
        self.conn.execute_batch("RELEASE taikai_change")?;
        if self.outer {
            commit_waiting(self.conn)?;
        }
        self.done = true;
        Ok(())
    }
}

impl Drop for Tx<'_> {
    fn drop(&mut self) {
        if self.done {
            return;
        }
        let undo = if self.outer {
            "ROLLBACK"
        } else {
            "ROLLBACK TO taikai_change; RELEASE taikai_change"
        };
        let _ = self.conn.execute_batch(undo);
    }
}

/// Commits, waiting for readers to let go (a `COMMIT` refused as busy stays open and may be
/// tried again).
fn commit_waiting(conn: &Connection) -> Result<()> {
    waiting(conn, "COMMIT")
}

/// Takes the write lock, waiting for another writer: the busy timeout, then again.
fn begin_immediate(conn: &Connection) -> Result<()> {
    waiting(conn, "BEGIN IMMEDIATE")
}

/// Runs `sql`, trying again [`ATTEMPTS`] times while another program holds the file.
fn waiting(conn: &Connection, sql: &str) -> Result<()> {
    let mut attempt = 0;
    loop {
        attempt += 1;
        match conn.execute_batch(sql) {
            Ok(()) => return Ok(()),
            Err(e) if is_busy(&e) && attempt < ATTEMPTS => continue,
            Err(e) if is_busy(&e) => return Err(busy(Path::new(conn.path().unwrap_or("")))),
            Err(e) => return Err(e.into()),
        }
    }
}

pub(crate) fn is_busy(e: &rusqlite::Error) -> bool {
    matches!(
        e.sqlite_error_code(),
        Some(ErrorCode::DatabaseBusy) | Some(ErrorCode::DatabaseLocked)
    )
}

impl TournamentFile {
    /// Whether a change is under way on this connection (inside [`TournamentFile::write`]).
    pub fn in_change(&self) -> bool {
        !self.conn.is_autocommit()
    }

    /// How long one attempt waits for another writer ([`BUSY_TIMEOUT`](crate::file::BUSY_TIMEOUT) by default).
    pub fn set_busy_timeout(&mut self, wait: Duration) -> Result<()> {
        Ok(self.conn.busy_timeout(wait)?)
    }

    /// Opens a write: a savepoint inside the use case's transaction, or inside an
    /// immediate transaction of its own.
    pub(crate) fn begin(&mut self) -> Result<Tx<'_>> {
        let outer = self.conn.is_autocommit();
        if outer {
            begin_immediate(&self.conn)?;
        }
        let tx = Tx {
            conn: &self.conn,
            outer,
            done: true,
        };
        tx.conn
            .execute_batch("SAVEPOINT taikai_change")
            .inspect_err(|_| {
                if outer {
                    let _ = tx.conn.execute_batch("ROLLBACK");
                }
            })?;
        Ok(Tx { done: false, ..tx })
    }

    /// Runs a whole use case as one write transaction: what `f` reads, checks and writes
    /// happens under the file's write lock, so no other program's change can slip between
    /// a check and the write it guards. On `Err` nothing `f` wrote is kept. Nested calls
    /// join the outer transaction.
    pub fn write<T, E: From<StoreError>>(
        &mut self,
        f: impl FnOnce(&mut TournamentFile) -> std::result::Result<T, E>,
    ) -> std::result::Result<T, E> {
        if !self.conn.is_autocommit() {
            return f(self);
        }
        begin_immediate(&self.conn)?;
        let outcome = f(self);
        let end = match outcome {
            Ok(_) => commit_waiting(&self.conn),
            Err(_) => Ok(()),
        };
        if !self.conn.is_autocommit() {
            // `f` failed, or the commit did: leave the file as it was.
            let _ = self.conn.execute_batch("ROLLBACK");
        }
        end?;
        outcome
    }
}

fn busy(path: &Path) -> StoreError {
    StoreError::Busy {
        path: path.to_path_buf(),
        holders: holders(path),
    }
}

/// The other programs that have `path` open, as `name (pid N)`, read from `/proc` where
/// there is one (Linux); empty elsewhere.
pub fn holders(path: &Path) -> Vec<String> {
    let Ok(target) = std::fs::canonicalize(path) else {
        return Vec::new();
    };
    let me = std::process::id();
    let mut found = Vec::new();
    let Ok(procs) = std::fs::read_dir("/proc") else {
        return found;
    };
    for entry in procs.flatten() {
        let Some(pid) = entry
            .file_name()
            .to_str()
            .and_then(|s| s.parse::<u32>().ok())
        else {
            continue;
        };
        if pid == me {
            continue;
        }
        let Ok(fds) = std::fs::read_dir(entry.path().join("fd")) else {
            continue;
        };
        let holds = fds
            .flatten()
            .any(|fd| std::fs::read_link(fd.path()).is_ok_and(|p| p == target));
        if holds {
            let name = std::fs::read_to_string(entry.path().join("comm"))
                .map(|s| s.trim().to_string())
                .unwrap_or_else(|_| "a program".to_string());
            found.push(format!("{name} (pid {pid})"));
        }
    }
    found
}
