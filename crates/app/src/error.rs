use serde::{Serialize, Serializer};
use taikai_core::import::ImportError;
use taikai_store::StoreError;
use ts_rs::TS;

/// Everything a use case can refuse, in words for the person at the desk.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("no tournament is open: create one or open a file first")]
    NoTournamentOpen,

    #[error("{0}")]
    Invalid(String),

    #[error("{0}")]
    File(#[from] StoreError),

    #[error("{0}")]
    Import(#[from] ImportError),

    #[error("{what} could not be read: {source}")]
    Read {
        what: String,
        source: std::io::Error,
    },
}

impl AppError {
    /// A short machine-readable name, so the window can react (e.g. show a form error).
    pub fn kind(&self) -> ErrorKind {
        match self {
            AppError::NoTournamentOpen => ErrorKind::NoTournamentOpen,
            AppError::Invalid(_) => ErrorKind::Invalid,
            AppError::File(StoreError::NoSuchPlayer(_)) => ErrorKind::NotFound,
            AppError::File(_) | AppError::Read { .. } => ErrorKind::File,
            AppError::Import(_) => ErrorKind::Import,
        }
    }

    pub fn view(&self) -> ErrorView {
        ErrorView {
            kind: self.kind(),
            message: self.to_string(),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "kebab-case")]
#[ts(export)]
pub enum ErrorKind {
    NoTournamentOpen,
    Invalid,
    NotFound,
    File,
    Import,
}

/// How an error reaches the window.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export)]
pub struct ErrorView {
    pub kind: ErrorKind,
    pub message: String,
}

impl Serialize for AppError {
    fn serialize<S: Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        self.view().serialize(s)
    }
}

pub type Result<T> = std::result::Result<T, AppError>;
