//! Tournament files, files read as input, PDFs written: opening, creating, reading, writing.

use crate::{list_en, list_ja, t, Text};
use strum::{EnumIter, IntoStaticStr};

/// Paths are shown as given; `detail` is the operating system's or SQLite's own words.
#[derive(Debug, Clone, PartialEq, Eq, EnumIter, IntoStaticStr)]
#[strum(serialize_all = "kebab-case")]
pub enum FileRefusal {
    NoTournamentOpen,
    AlreadyExists {
        path: String,
    },
    NotFound {
        path: String,
    },
    NotATournament {
        path: String,
    },
    NewerVersion {
        path: String,
        found: i32,
        supported: i32,
    },
    UnknownVersion {
        path: String,
        found: i32,
    },
    Unreadable {
        path: String,
        detail: String,
    },
    Damaged {
        path: String,
        detail: String,
        backups: String,
    },
    Busy {
        path: String,
        holders: Vec<String>,
    },
    Write {
        path: String,
        detail: String,
    },
    ReadOnly,
    DiskFull,
    Io {
        detail: String,
    },
    BrokenSetting {
        detail: String,
    },
    RecentNotSaved {
        path: String,
        detail: String,
    },
    TooLarge {
        path: String,
        megabytes: u64,
    },
    /// A PDF would replace a tournament file.
    OutputIsTournament {
        path: String,
    },
    OutputNotPdf {
        path: String,
    },
    OutputOtherPdf {
        path: String,
    },
    OutputIsFolder {
        path: String,
    },
    /// An export would replace a file that is there (not a tournament, not a folder).
    OutputExists {
        path: String,
    },
    OutputNoPath,
    NoBackup {
        name: String,
    },
    /// A file to read (a CSV, a game record) is not there.
    InputMissing {
        path: String,
    },
    NoTournamentPath,
    /// The system's PDF viewer could not be started.
    NoViewer {
        path: String,
        detail: String,
    },
}

impl FileRefusal {
    pub fn text(&self) -> Text {
        use FileRefusal::*;
        match self {
            NoTournamentOpen => t(
                "no tournament is open: create one or open a file first".into(),
                "大会が開かれていません。新しく作るか、ファイルを開いてください".into(),
            ),
            AlreadyExists { path } => t(
                format!("{path} already exists: choose another file name, or open it instead"),
                format!("{path} はすでにあります。別のファイル名にするか、そのファイルを開いてください"),
            ),
            NotFound { path } => t(
                format!("{path} does not exist: check the path, or create a new tournament with that name"),
                format!("{path} が見つかりません。場所を確かめるか、その名前で新しい大会を作ってください"),
            ),
            NotATournament { path } => t(
                format!("{path} is not a Taikai tournament file: open a file that Taikai saved (usually *.taikai)"),
                format!("{path} は Taikai の大会ファイルではありません。Taikai で保存したファイル（通常 *.taikai）を開いてください"),
            ),
            NewerVersion { path, found, supported } => t(
                format!("{path} was saved by a newer version of Taikai (file format {found}; this version reads up to {supported}). Open it with the newer Taikai; the file was not changed."),
                format!("{path} は新しい版の Taikai で保存されています（ファイル形式 {found}、この版が読めるのは {supported} まで）。新しい Taikai で開いてください。ファイルは変更していません。"),
            ),
            UnknownVersion { path, found } => t(
                format!("{path} has file format version {found}, which no version of Taikai wrote: it is not a tournament, or it is damaged; open your latest backup copy instead (Taikai did not change the file)"),
                format!("{path} のファイル形式 {found} はどの版の Taikai も書いていません。大会ファイルでないか、壊れています。最新のバックアップを開いてください（ファイルは変更していません）"),
            ),
            Unreadable { path, detail } => t(
                format!("{path} could not be read ({detail}): check the path and that you may read it"),
                format!("{path} を読めませんでした（{detail}）。場所と読み取りの権限を確かめてください"),
            ),
            Damaged { path, detail, backups } => t(
                format!("{path} is damaged ({detail}); Taikai did not change it. Its backups are in {backups}: open the newest one, or restore it over the damaged file (`taikai restore FILE NAME`)"),
                format!("{path} は壊れています（{detail}）。ファイルは変更していません。バックアップは {backups} にあります。最新のものを開くか、壊れたファイルに復元してください（`taikai restore FILE NAME`）"),
            ),
            Busy { path, holders } => {
                let (en, ja) = if holders.is_empty() {
                    (String::new(), String::new())
                } else {
                    (format!(" ({})", list_en(holders)), format!("（{}）", list_ja(holders)))
                };
                t(
                    format!("{path} is being changed by another program{en}: wait until it has finished, or close it, then try again; nothing was changed"),
                    format!("{path} は別のプログラム{ja}が変更中です。終わるまで待つか、そのプログラムを閉じてからやり直してください。何も変更していません"),
                )
            }
            Write { path, detail } => t(
                format!("{path} could not be written ({detail}): check that the folder exists, that there is space on the disk, and that you may write there"),
                format!("{path} に書き込めませんでした（{detail}）。フォルダがあるか、ディスクに空きがあるか、書き込みの権限があるかを確かめてください"),
            ),
            ReadOnly => t(
                "the tournament file is read-only (its permissions, or the disk, forbid writing): nothing was changed; make it writable again (or save a copy elsewhere) and repeat the change".into(),
                "大会ファイルが読み取り専用です（権限またはディスクが書き込みを許していません）。何も変更していません。書き込めるようにして（または別の場所にコピーを保存して）やり直してください".into(),
            ),
            DiskFull => t(
                "the disk is full: nothing was changed; free some space (or move the tournament to another disk) and repeat the change".into(),
                "ディスクがいっぱいです。何も変更していません。空きを作るか、大会を別のディスクに移してやり直してください".into(),
            ),
            Io { detail } => t(
                format!("the tournament file could not be read or written ({detail}): nothing was changed; check that the disk is still there and writable, then repeat the change"),
                format!("大会ファイルを読み書きできませんでした（{detail}）。何も変更していません。ディスクがつながっていて書き込めるかを確かめて、やり直してください"),
            ),
            BrokenSetting { detail } => t(
                format!("a setting in the tournament file could not be read ({detail}); it was saved by a broken version: set it again"),
                format!("大会ファイルの設定を読めませんでした（{detail}）。不具合のある版で保存されたものです。設定し直してください"),
            ),
            RecentNotSaved { path, detail } => t(
                format!("the list of recent files could not be saved at {path}: {detail}"),
                format!("最近使ったファイルの一覧を {path} に保存できませんでした：{detail}"),
            ),
            TooLarge { path, megabytes } => t(
                format!("{path} is larger than {megabytes} MB, more than any player list or game record: check that this is the right file"),
                format!("{path} は {megabytes} MB を超えています。参加者名簿や棋譜としては大きすぎます。正しいファイルか確かめてください"),
            ),
            OutputIsTournament { path } => t(
                format!("{path} was not written: it is a tournament file, and a PDF must never replace it: choose another name, e.g. cards.pdf"),
                format!("{path} には書き込みませんでした。大会ファイルを PDF で上書きすることはできません。別の名前（例：cards.pdf）にしてください"),
            ),
            OutputNotPdf { path } => t(
                format!("{path} was not written: a file that is not a PDF is already there: choose another name, or move that file first"),
                format!("{path} には書き込みませんでした。PDF でないファイルがすでにあります。別の名前にするか、そのファイルを移してください"),
            ),
            OutputOtherPdf { path } => t(
                format!("{path} was not written: a PDF that another program made is already there: choose another name, or give --force to replace it"),
                format!("{path} には書き込みませんでした。別のプログラムが作った PDF がすでにあります。別の名前にするか、--force で置き換えてください"),
            ),
            OutputIsFolder { path } => t(
                format!("{path} was not written: it is a folder: give a file name, e.g. cards.pdf"),
                format!("{path} には書き込みませんでした。フォルダです。ファイル名（例：cards.pdf）を指定してください"),
            ),
            OutputExists { path } => t(
                format!("{path} was not written: a file is already there: choose another name, or give --force to replace it"),
                format!("{path} には書き込みませんでした。同じ名前のファイルがあります。別の名前にするか、--force で置き換えてください"),
            ),
            OutputNoPath => t(
                "choose where to save the PDF".into(),
                "PDF の保存先を選んでください".into(),
            ),
            InputMissing { path } => t(
                format!("{path} does not exist: check the file name and the folder"),
                format!("{path} が見つかりません。ファイル名とフォルダを確かめてください"),
            ),
            NoViewer { path, detail } => t(
                format!("the PDF viewer for {path} could not be started ({detail}): open the file from the file manager"),
                format!("{path} を開く PDF ビューアを起動できませんでした（{detail}）。ファイルマネージャから開いてください"),
            ),
            NoTournamentPath => t(
                "choose where to save the tournament file".into(),
                "大会ファイルの保存先を選んでください".into(),
            ),
            NoBackup { name } => t(
                format!("there is no backup \"{name}\": `taikai backups FILE` lists them"),
                format!("バックアップ「{name}」はありません。`taikai backups FILE` で一覧を見られます"),
            ),
        }
    }
}
