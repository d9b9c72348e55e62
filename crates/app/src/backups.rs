//! Backups of the tournament: made by themselves before each pairing and, at most every
//! few minutes, when results come in; listed and restored by the TD (the restore itself is
//! in the history, and what it replaces is backed up first).

use crate::error::Result;
use std::path::Path;
use taikai_store::backup::{self, BackupInfo};
use taikai_store::TournamentFile;

/// At most one backup for results in this many minutes: a round's worth of results is
/// never more than a few minutes of typing away.
pub const RESULT_BACKUP_MINUTES: i64 = 5;

/// The backups of the open tournament, newest first.
pub fn list(file: &TournamentFile) -> Vec<BackupInfo> {
    backup::list(file.path())
}

/// A backup now, by the TD's hand.
pub fn make(file: &TournamentFile) -> Result<BackupInfo> {
    Ok(file.backup("by-hand", crate::now())?)
}

/// Replaces the open tournament with a backup (a path, or a name from [`list`]).
pub fn restore(file: &mut TournamentFile, which: &str) -> Result<BackupInfo> {
    let backup = backup_path(file.path(), which);
    Ok(file.restore(&backup, crate::now())?)
}

/// Replaces the tournament at `path` with a backup, even when the tournament is too
/// damaged to open (it is kept in `backups/`); returns where the replaced file went.
pub fn restore_at(path: &Path, which: &str) -> Result<String> {
    let backup = backup_path(path, which);
    Ok(backup::restore_at(path, &backup, crate::now())?)
}

/// A backup named as `taikai backups` lists it, or given by its path.
fn backup_path(tournament: &Path, which: &str) -> std::path::PathBuf {
    let p = Path::new(which);
    if p.components().count() == 1 {
        backup::folder(tournament).join(p)
    } else {
        p.to_path_buf()
    }
}

/// The automatic backup before a change; `every` rate-limits it. A backup that cannot be
/// written (a full disk, a read-only folder) does not stop the tournament: the change
/// itself will say what is wrong if the disk is the problem.
pub(crate) fn before(file: &TournamentFile, reason: &str, every: Option<chrono::Duration>) {
    if file.in_change() {
        // Called from inside a larger change (a swap re-pairs the round): the backup, if
        // any, belongs before that change, not in the middle of it.
        return;
    }
    let now = crate::now();
    if let (Some(every), Some(last)) = (every, file.last_backup()) {
        if now - last < every {
            return;
        }
    }
    let _ = file.backup(reason, now);
}
