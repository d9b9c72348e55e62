//! Where Taikai keeps things beside a tournament file.

use std::path::{Path, PathBuf};

/// The folder that holds the backups of the tournament at `path`: `backups/` beside it.
pub fn backups(path: &Path) -> PathBuf {
    path.parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
        .join("backups")
}
