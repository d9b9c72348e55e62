//! `taikai import` and `taikai export`: OpenGotha files in and out, results for the EGD and
//! the AGA, CSV for Excel. Both say, item by item, what the format could not carry.

use crate::{lang, open, print_json};
use clap::Args;
use std::path::PathBuf;
use taikai_app::core::Profile;
use taikai_app::exchange::{self, Encoding, ExchangeNoteView};
use taikai_app::formats::Format;
use taikai_app::AppError;

#[derive(Args)]
pub(crate) struct ImportArgs {
    /// The OpenGotha tournament file (.xml).
    source: PathBuf,
    /// The new tournament file to create (must not exist).
    #[arg(short = 'o', long = "output")]
    output: PathBuf,
    /// The rules the event played (OpenGotha files do not say): go-japanese or go-chinese.
    #[arg(long, default_value = "go-japanese")]
    profile: Profile,
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
pub(crate) struct ExportArgs {
    file: PathBuf,
    /// opengotha (OpenGotha 3.51 .xml), egd (EGD results .h9), aga (AGA results .txt) or
    /// csv (players, results and standings for Excel).
    #[arg(long)]
    format: String,
    /// CSV only: utf-8 (with a byte-order mark) or shift_jis.
    #[arg(long, default_value = "utf-8")]
    encoding: String,
    #[arg(short = 'o', long = "output")]
    output: PathBuf,
    /// Replace a file that is there (a tournament file is never replaced).
    #[arg(long)]
    force: bool,
    #[arg(long)]
    json: bool,
}

fn print_notes(notes: &[ExchangeNoteView]) {
    for n in notes {
        out!("  - {}", n.text.get(lang()));
    }
}

pub(crate) fn import(a: ImportArgs) -> Result<(), AppError> {
    let report = exchange::import_opengotha(&a.source, &a.output, a.profile)?;
    if a.json {
        print_json(&report);
        return Ok(());
    }
    let ja = lang() == taikai_app::catalogue::Lang::Ja;
    if ja {
        out!(
            "{} を作成しました：選手 {} 人、{} 回戦分の対局 {} 局、抜け番 {}",
            report.path,
            report.players,
            report.rounds,
            report.games,
            report.byes
        );
    } else {
        out!(
            "created {}: {} players, {} games in {} rounds, {} byes",
            report.path,
            report.players,
            report.games,
            report.rounds,
            report.byes
        );
    }
    if report.notes.is_empty() {
        out!(
            "{}",
            if ja {
                "すべて取り込みました。"
            } else {
                "everything was carried over"
            }
        );
    } else {
        out!(
            "{}",
            if ja {
                "取り込めなかったもの・変えたもの："
            } else {
                "not carried over, or changed:"
            }
        );
        print_notes(&report.notes);
    }
    Ok(())
}

pub(crate) fn export(a: ExportArgs) -> Result<(), AppError> {
    let format: Format = a.format.parse()?;
    let encoding: Encoding = a.encoding.parse()?;
    let file = open(&a.file)?;
    let report = exchange::export(&file, format, encoding, lang(), &a.output, a.force)?;
    if a.json {
        print_json(&report);
        return Ok(());
    }
    let ja = lang() == taikai_app::catalogue::Lang::Ja;
    if ja {
        out!(
            "{} に書き出しました（{} バイト）",
            report.path,
            report.bytes
        );
    } else {
        out!("wrote {} ({} bytes)", report.path, report.bytes);
    }
    if !report.notes.is_empty() {
        out!(
            "{}",
            if ja {
                "注意（この形式に書けなかったもの・確認すること）："
            } else {
                "note (what the format could not hold, what to check):"
            }
        );
        print_notes(&report.notes);
    }
    Ok(())
}
