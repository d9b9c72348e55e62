//! Writing a document next to the tournament without ever destroying one.
//!
//! A PDF goes only where nothing is, or over a PDF that Taikai itself wrote. A tournament
//! file (under any name), a file that is not a PDF, or a directory is never written over;
//! a PDF from another program only with `force` (the window's save dialog has asked the TD
//! already). The bytes are written to a temporary file beside the target and renamed into
//! place, so a crash leaves the old document or the new one, never half of one.

use crate::error::{Result, StoreError};
use crate::schema::APPLICATION_ID;
use std::io::{Read, Write};
use std::path::Path;

/// The producer Taikai writes into its PDFs (taikai-print sets the same).
pub const PDF_PRODUCER: &[u8] = b"Taikai";
/// The same as printpdf writes it: a UTF-16 hex string.
const PDF_PRODUCER_UTF16_HEX: &[u8] = b"<FEFF005400610069006B00610069>";

/// What is at a path a document is about to be written to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Existing {
    Nothing,
    Directory,
    Tournament,
    OurPdf,
    OtherPdf,
    OtherFile,
}

/// Looks at what `path` holds without changing it.
pub fn existing(path: &Path) -> Existing {
    let Ok(meta) = std::fs::metadata(path) else {
        return Existing::Nothing;
    };
    if meta.is_dir() {
        return Existing::Directory;
    }
    let mut head = Vec::new();
    if let Ok(f) = std::fs::File::open(path) {
        let _ = f.take(1 << 16).read_to_end(&mut head);
    }
    if is_tournament_header(&head) {
        return Existing::Tournament;
    }
    if !head.starts_with(b"%PDF-") {
        return Existing::OtherFile;
    }
    // The document information dictionary sits near the end of the file.
    let all = std::fs::read(path).unwrap_or_default();
    let ours = all
        .windows(b"/Producer".len())
        .enumerate()
        .filter(|(_, w)| *w == b"/Producer")
        .any(|(i, _)| {
            let after = &all[i..all.len().min(i + 80)];
            contains(after, PDF_PRODUCER) || contains(after, PDF_PRODUCER_UTF16_HEX)
        });
    if ours {
        Existing::OurPdf
    } else {
        Existing::OtherPdf
    }
}

fn contains(hay: &[u8], needle: &[u8]) -> bool {
    hay.windows(needle.len()).any(|w| w == needle)
}

/// Whether `head` (the first bytes of a file) is an SQLite database carrying Taikai's
/// application id.
pub fn is_tournament_header(head: &[u8]) -> bool {
    head.len() >= 72
        && head.starts_with(b"SQLite format 3\0")
        && head[68..72] == APPLICATION_ID.to_be_bytes()
}

/// Writes a PDF to `path` under the rules of the module comment.
pub fn write_pdf(path: &Path, bytes: &[u8], force: bool) -> Result<()> {
    if path.as_os_str().is_empty() {
        return Err(StoreError::OutputRefused {
            path: path.to_path_buf(),
            why: crate::error::Refusal::NoPath,
        });
    }
    let why = match existing(path) {
        Existing::Nothing | Existing::OurPdf => None,
        Existing::OtherPdf if force => None,
        Existing::OtherPdf => Some(crate::error::Refusal::OtherPdf),
        Existing::Directory => Some(crate::error::Refusal::Directory),
        Existing::Tournament => Some(crate::error::Refusal::Tournament),
        Existing::OtherFile => Some(crate::error::Refusal::NotPdf),
    };
    if let Some(why) = why {
        return Err(StoreError::OutputRefused {
            path: path.to_path_buf(),
            why,
        });
    }
    write_atomically(path, bytes)
}

/// Writes an exported document (OpenGotha XML, EGD h9, AGA results, CSV) to `path`: never
/// over a tournament file or a folder; over another file only with `force` (the window's
/// save dialog has asked). Written to a temporary file and renamed into place.
pub fn write_export(path: &Path, bytes: &[u8], force: bool) -> Result<()> {
    if path.as_os_str().is_empty() {
        return Err(StoreError::OutputRefused {
            path: path.to_path_buf(),
            why: crate::error::Refusal::NoPath,
        });
    }
    let why = match existing(path) {
        Existing::Nothing => None,
        Existing::Directory => Some(crate::error::Refusal::Directory),
        Existing::Tournament => Some(crate::error::Refusal::Tournament),
        _ if force => None,
        _ => Some(crate::error::Refusal::Exists),
    };
    if let Some(why) = why {
        return Err(StoreError::OutputRefused {
            path: path.to_path_buf(),
            why,
        });
    }
    write_atomically(path, bytes)
}

fn write_atomically(path: &Path, bytes: &[u8]) -> Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let io = |source: std::io::Error| StoreError::Write {
        path: path.to_path_buf(),
        source,
    };
    let mut tmp = tempfile_in(dir).map_err(io)?;
    tmp.1.write_all(bytes).map_err(io)?;
    tmp.1.sync_all().map_err(io)?;
    drop(tmp.1);
    std::fs::rename(&tmp.0, path).map_err(|e| {
        let _ = std::fs::remove_file(&tmp.0);
        io(e)
    })
}

/// A new file beside the target, named so it is never mistaken for a document.
pub(crate) fn tempfile_in(dir: &Path) -> std::io::Result<(std::path::PathBuf, std::fs::File)> {
    for n in 0..1000u32 {
        let p = dir.join(format!(".taikai-writing-{}-{n}.tmp", std::process::id()));
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&p)
        {
            Ok(f) => return Ok((p, f)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
    Err(std::io::Error::other("no free temporary name"))
}
