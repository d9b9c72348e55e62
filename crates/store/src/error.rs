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

    #[error("{} is damaged ({detail}): open your latest backup copy instead; Taikai did not change the file", .path.display())]
    Damaged { path: PathBuf, detail: String },

    #[error("there is no player {0} in this tournament: check the number in the player list")]
    NoSuchPlayer(i64),

    #[error("round {round} has no board {board}: check the board number on the pairing list")]
    NoSuchBoard { round: u32, board: u32 },

    #[error("a setting in the tournament file could not be read ({0}); it was saved by a broken version: set it again")]
    Json(#[from] serde_json::Error),

    #[error("the tournament file could not be written or read: {0}")]
    Sqlite(#[from] rusqlite::Error),

    #[error("the list of recent files could not be saved at {}: {source}", .path.display())]
    Recent {
        path: PathBuf,
        source: std::io::Error,
    },
}

pub type Result<T> = std::result::Result<T, StoreError>;
