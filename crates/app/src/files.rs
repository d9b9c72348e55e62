//! Files a person points at: a CSV to import, a game record to judge, where a new
//! tournament or a PDF goes. Reading is bounded; paths typed in the window start from the
//! home folder.

use crate::error::{AppError, Result};
use std::path::{Path, PathBuf};
use taikai_catalogue::FileRefusal;

/// The largest file Taikai reads as input (a CSV of players, a game record): far above any
/// real one (40,000 players are about 3 MB), so memory stays bounded on hostile input.
pub const MAX_INPUT_BYTES: u64 = 64 << 20;

/// Reads a file the TD pointed at (a CSV to import, a game record), up to
/// [`MAX_INPUT_BYTES`].
pub fn read(path: &Path) -> Result<Vec<u8>> {
    use std::io::Read;
    let shown = path.display().to_string();
    let io = |source: std::io::Error| {
        AppError::from(if source.kind() == std::io::ErrorKind::NotFound {
            FileRefusal::InputMissing {
                path: shown.clone(),
            }
        } else {
            FileRefusal::Unreadable {
                path: shown.clone(),
                detail: source.to_string(),
            }
        })
    };
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .map_err(io)?
        .take(MAX_INPUT_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(io)?;
    if bytes.len() as u64 > MAX_INPUT_BYTES {
        return Err(FileRefusal::TooLarge {
            path: shown,
            megabytes: MAX_INPUT_BYTES >> 20,
        }
        .into());
    }
    Ok(bytes)
}

/// A path as a TD types it in the window: `~/大会/autumn.taikai` is in the home folder, and
/// so is a bare `autumn.taikai` (the window has no working directory a TD could know about).
pub fn typed_path(path: &str) -> PathBuf {
    let path = path.trim();
    let home = std::env::var_os("HOME").map(PathBuf::from);
    match (path.strip_prefix("~/"), home) {
        (Some(rest), Some(home)) => home.join(rest),
        (None, Some(home)) if Path::new(path).is_relative() && !path.is_empty() => home.join(path),
        _ => PathBuf::from(path),
    }
}

/// New tournament files get the `.taikai` extension unless the TD gave one.
pub fn with_extension(path: &str) -> Result<PathBuf> {
    let path = typed_path(path);
    if path.as_os_str().is_empty() {
        return Err(FileRefusal::NoTournamentPath.into());
    }
    Ok(if path.extension().is_none() {
        path.with_extension("taikai")
    } else {
        path
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_paths_start_from_the_home_folder() {
        let home = PathBuf::from(std::env::var_os("HOME").unwrap());
        assert_eq!(typed_path(" ~/大会/a.taikai "), home.join("大会/a.taikai"));
        assert_eq!(typed_path("a.taikai"), home.join("a.taikai"));
        assert_eq!(typed_path("/srv/a.taikai"), PathBuf::from("/srv/a.taikai"));
        assert_eq!(
            with_extension("/srv/autumn").unwrap(),
            PathBuf::from("/srv/autumn.taikai")
        );
        assert!(with_extension("  ").is_err());
    }
}
