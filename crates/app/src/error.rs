//! What a use case refuses: a typed [`Refusal`] from the catalogue (a code and its data,
//! rendered in Japanese and English), or the tournament file's own error, mapped to the
//! same catalogue. Nothing crosses this layer as a sentence to be parsed again.

use serde::{Serialize, Serializer};
use taikai_catalogue::{
    ExchangeRefusal, FileRefusal, Lang, PlayerRefusal, RecordRefusal, Refusal, RoundRefusal,
    SettingRefusal, Text, VenueRefusal,
};
use taikai_core::import::ImportError;
use taikai_store::error::Refusal as OutputRefusal;
use taikai_store::StoreError;
use ts_rs::TS;

#[derive(Debug)]
pub enum AppError {
    Refused(Refusal),
    File(StoreError),
}

impl std::fmt::Display for AppError {
    /// English; the window and the CLI render in the user's language with [`AppError::message`].
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.refusal().text().en)
    }
}

impl std::error::Error for AppError {}

impl From<StoreError> for AppError {
    fn from(e: StoreError) -> AppError {
        AppError::File(e)
    }
}

impl From<Refusal> for AppError {
    fn from(r: Refusal) -> AppError {
        AppError::Refused(r)
    }
}

macro_rules! from_area {
    ($($ty:ty),*) => {$(
        impl From<$ty> for AppError {
            fn from(r: $ty) -> AppError {
                AppError::Refused(r.into())
            }
        }
    )*};
}
from_area!(
    FileRefusal,
    PlayerRefusal,
    RoundRefusal,
    SettingRefusal,
    RecordRefusal,
    ExchangeRefusal,
    VenueRefusal
);

impl From<ImportError> for AppError {
    fn from(e: ImportError) -> AppError {
        e.refusal().into()
    }
}

impl AppError {
    /// The refusal, whatever layer it came from.
    pub fn refusal(&self) -> Refusal {
        match self {
            AppError::Refused(r) => r.clone(),
            AppError::File(e) => store_refusal(e),
        }
    }

    /// The message in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        self.refusal().message(lang)
    }

    /// A short machine-readable name, so the window can react (e.g. show a form error).
    pub fn kind(&self) -> ErrorKind {
        kind_of(&self.refusal())
    }

    pub fn view(&self) -> ErrorView {
        let refusal = self.refusal();
        let text = refusal.text();
        ErrorView {
            kind: kind_of(&refusal),
            code: refusal.code(),
            message: text.en.clone(),
            text,
        }
    }
}

/// What the window does with a refusal: a form error, a missing player, a file problem.
fn kind_of(refusal: &Refusal) -> ErrorKind {
    match refusal {
        Refusal::File(FileRefusal::NoTournamentOpen) => ErrorKind::NoTournamentOpen,
        Refusal::File(_) => ErrorKind::File,
        Refusal::Player(PlayerRefusal::NotFound { .. } | PlayerRefusal::NoSuchId { .. }) => {
            ErrorKind::NotFound
        }
        Refusal::Player(
            PlayerRefusal::CsvBadRows { .. }
            | PlayerRefusal::CsvMissingColumn { .. }
            | PlayerRefusal::CsvUnreadable { .. },
        ) => ErrorKind::Import,
        _ => ErrorKind::Invalid,
    }
}

/// The store's errors, as the catalogue says them.
fn store_refusal(e: &StoreError) -> Refusal {
    let shown = |p: &std::path::Path| p.display().to_string();
    let file = match e {
        StoreError::AlreadyExists(p) => FileRefusal::AlreadyExists { path: shown(p) },
        StoreError::NotFound(p) => FileRefusal::NotFound { path: shown(p) },
        StoreError::NotATournament(p) => FileRefusal::NotATournament { path: shown(p) },
        StoreError::NewerVersion {
            path,
            found,
            supported,
        } => FileRefusal::NewerVersion {
            path: shown(path),
            found: *found,
            supported: *supported,
        },
        StoreError::UnknownVersion { path, found } => FileRefusal::UnknownVersion {
            path: shown(path),
            found: *found,
        },
        StoreError::Unreadable { path, source } => FileRefusal::Unreadable {
            path: shown(path),
            detail: source.to_string(),
        },
        StoreError::Damaged { path, detail } => FileRefusal::Damaged {
            path: shown(path),
            detail: detail.clone(),
            backups: shown(&taikai_store::backup::folder(path)),
        },
        StoreError::Busy { path, holders } => FileRefusal::Busy {
            path: shown(path),
            holders: holders.clone(),
        },
        StoreError::OutputRefused { path, why } => {
            let path = shown(path);
            match why {
                OutputRefusal::NoPath => FileRefusal::OutputNoPath,
                OutputRefusal::Tournament => FileRefusal::OutputIsTournament { path },
                OutputRefusal::NotPdf => FileRefusal::OutputNotPdf { path },
                OutputRefusal::OtherPdf => FileRefusal::OutputOtherPdf { path },
                OutputRefusal::Directory => FileRefusal::OutputIsFolder { path },
                OutputRefusal::Exists => FileRefusal::OutputExists { path },
            }
        }
        StoreError::Write { path, source } => FileRefusal::Write {
            path: shown(path),
            detail: source.to_string(),
        },
        StoreError::NoSuchPlayer(id) => return PlayerRefusal::NoSuchId { id: *id }.into(),
        StoreError::NoSuchBoard { round, board } => {
            return RoundRefusal::NoSuchBoard {
                round: *round,
                board: *board,
                boards: None,
            }
            .into()
        }
        StoreError::Json(e) => FileRefusal::BrokenSetting {
            detail: e.to_string(),
        },
        StoreError::Sqlite(e) => {
            use rusqlite::ErrorCode as C;
            match e.sqlite_error_code() {
                Some(C::ReadOnly) => FileRefusal::ReadOnly,
                Some(C::DiskFull) => FileRefusal::DiskFull,
                Some(C::DatabaseBusy | C::DatabaseLocked) => FileRefusal::Busy {
                    path: "the tournament file".to_string(),
                    holders: Vec::new(),
                },
                _ => FileRefusal::Io {
                    detail: e.to_string(),
                },
            }
        }
        StoreError::Recent { path, source } => FileRefusal::RecentNotSaved {
            path: shown(path),
            detail: source.to_string(),
        },
    };
    file.into()
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

/// How an error reaches the window: its code, and the message in both languages (the
/// window shows the one of its language).
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export)]
pub struct ErrorView {
    pub kind: ErrorKind,
    /// `player.not-found`, `round.missing-results`…
    pub code: String,
    /// In English.
    pub message: String,
    pub text: Text,
}

impl Serialize for AppError {
    fn serialize<S: Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        self.view().serialize(s)
    }
}

pub type Result<T> = std::result::Result<T, AppError>;
