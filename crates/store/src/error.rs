use std::path::PathBuf;

/// What can go wrong with a tournament file, said so that a TD knows what to do.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("{} already exists: choose another file name, or open it instead", .0.display())]
    AlreadyExists(PathBuf),

    #[error("{} does not exist: check the path, or create a new tournament with that name", .0.display())]
    NotFound(PathBuf),

    #[error("{} is not a Taikai tournament file: open a file that Taikai saved (usually *.taikai)", .0.display())]
    NotATournament(PathBuf),

    #[error(
        "{} was saved by a newer version of Taikai (file format {found}; this version reads up to {supported}). \
         Open it with the newer Taikai; the file was not changed.",
        .path.display()
    )]
    NewerVersion {
        path: PathBuf,
        found: i32,
        supported: i32,
    },

    #[error(
        "{} has file format version {found}, which no version of Taikai wrote: \
         it is not a tournament, or it is damaged; open your latest backup copy instead \
         (Taikai did not change the file)",
        .path.display()
    )]
    UnknownVersion { path: PathBuf, found: i32 },

    #[error("{} could not be read ({source}): check the path and that you may read it", .path.display())]
    Unreadable {
        path: PathBuf,
        source: std::io::Error,
    },

    #[error(
        "{} is damaged ({detail}); Taikai did not change it. Its backups are in {}: \
         open the newest one, or restore it over the damaged file (`taikai restore FILE NAME`)",
        .path.display(),
        crate::layout::backups(.path).display()
    )]
    Damaged { path: PathBuf, detail: String },

    #[error(
        "{} is being changed by another program{}: wait until it has finished, or close it, \
         then try again; nothing was changed",
        .path.display(),
        holders_text(.holders)
    )]
    Busy { path: PathBuf, holders: Vec<String> },

    #[error("{} was not written: {why}", .path.display())]
    OutputRefused { path: PathBuf, why: Refusal },

    #[error("{} could not be written ({source}): check that the folder exists, that there is space on the disk, and that you may write there", .path.display())]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },

    #[error("there is no player {0} in this tournament: check the number in the player list")]
    NoSuchPlayer(i64),

    #[error("round {round} has no board {board}: check the board number on the pairing list")]
    NoSuchBoard { round: u32, board: u32 },

    #[error("a setting in the tournament file could not be read ({0}); it was saved by a broken version: set it again")]
    Json(#[from] serde_json::Error),

    #[error("{}", sqlite_text(.0))]
    Sqlite(#[from] rusqlite::Error),

    #[error("the list of recent files could not be saved at {}: {source}", .path.display())]
    Recent {
        path: PathBuf,
        source: std::io::Error,
    },
}

/// Why a document was not written where the TD asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    NoPath,
    Tournament,
    NotPdf,
    OtherPdf,
    Directory,
    /// An export would replace a file that is already there.
    Exists,
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Refusal::NoPath => "choose where to save the PDF",
            Refusal::Tournament => {
                "it is a tournament file, and a PDF must never replace it: choose another name, e.g. cards.pdf"
            }
            Refusal::NotPdf => {
                "a file that is not a PDF is already there: choose another name, or move that file first"
            }
            Refusal::OtherPdf => {
                "a PDF that another program made is already there: choose another name, or give --force to replace it"
            }
            Refusal::Directory => "it is a folder: give a file name, e.g. cards.pdf",
            Refusal::Exists => {
                "a file is already there: choose another name, or give --force to replace it"
            }
        })
    }
}

pub type Result<T> = std::result::Result<T, StoreError>;

fn holders_text(holders: &[String]) -> String {
    if holders.is_empty() {
        String::new()
    } else {
        format!(" ({})", holders.join(", "))
    }
}

/// What a failed read or write of the file means for the TD, by SQLite's error code.
fn sqlite_text(e: &rusqlite::Error) -> String {
    use rusqlite::ErrorCode as C;
    match e.sqlite_error_code() {
        Some(C::ReadOnly) => "the tournament file is read-only (its permissions, or the disk, \
             forbid writing): nothing was changed; make it writable again (or save a copy \
             elsewhere) and repeat the change"
            .to_string(),
        Some(C::DiskFull) => "the disk is full: nothing was changed; free some space (or move \
             the tournament to another disk) and repeat the change"
            .to_string(),
        Some(C::DatabaseBusy) | Some(C::DatabaseLocked) => "the tournament file is being \
             changed by another program: nothing was changed; wait until it has finished and \
             repeat the change"
            .to_string(),
        Some(C::SystemIoFailure) | Some(C::CannotOpen) => format!(
            "the tournament file could not be read or written ({e}): nothing was changed; \
             check that the disk is still there and writable, then repeat the change"
        ),
        Some(C::DatabaseCorrupt) | Some(C::NotADatabase) => format!(
            "the tournament file is damaged ({e}): open your latest backup copy (in the \
             backups folder beside it) instead"
        ),
        _ => format!("the tournament file could not be written or read: {e}"),
    }
}
