//! The list of recently opened tournament files, kept in the app's config folder.

use crate::error::{Result, StoreError};
use std::path::{Path, PathBuf};

/// How many files the list remembers.
pub const KEEP: usize = 10;

/// Recently opened files, newest first. The list lives in a small JSON file; a missing or
/// unreadable list is simply empty (it is a convenience, never worth an error at start-up).
pub struct RecentFiles {
    list_path: PathBuf,
}

impl RecentFiles {
    pub fn at(list_path: impl Into<PathBuf>) -> Self {
        RecentFiles {
            list_path: list_path.into(),
        }
    }

    /// The remembered files that still exist, newest first.
    pub fn list(&self) -> Vec<PathBuf> {
        std::fs::read(&self.list_path)
            .ok()
            .and_then(|bytes| serde_json::from_slice::<Vec<PathBuf>>(&bytes).ok())
            .unwrap_or_default()
            .into_iter()
            .filter(|p| p.exists())
            .collect()
    }

    /// Puts `file` at the top of the list. Written to a temporary file and renamed, so a
    /// crash never leaves half a list.
    pub fn remember(&self, file: &Path) -> Result<()> {
        let file = std::fs::canonicalize(file).unwrap_or_else(|_| file.to_path_buf());
        let mut list = self.list();
        list.retain(|p| p != &file);
        list.insert(0, file);
        list.truncate(KEEP);
        let io = |source| StoreError::Recent {
            path: self.list_path.clone(),
            source,
        };
        if let Some(dir) = self.list_path.parent() {
            std::fs::create_dir_all(dir).map_err(io)?;
        }
        let tmp = self.list_path.with_extension("json.tmp");
        let text = serde_json::to_vec_pretty(&list).expect("paths serialise");
        std::fs::write(&tmp, text).map_err(io)?;
        std::fs::rename(&tmp, &self.list_path).map_err(io)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn newest_first_without_duplicates_and_forgets_deleted_files() {
        let dir = tempfile::tempdir().unwrap();
        let recent = RecentFiles::at(dir.path().join("config/recent.json"));
        assert!(recent.list().is_empty());
        let files: Vec<PathBuf> = (0..12)
            .map(|i| dir.path().join(format!("t{i}.taikai")))
            .collect();
        for f in &files {
            std::fs::write(f, b"x").unwrap();
            recent.remember(f).unwrap();
        }
        recent.remember(&files[5]).unwrap();
        let list = recent.list();
        assert_eq!(list.len(), KEEP);
        assert!(list[0].ends_with("t5.taikai"));
        assert!(list[1].ends_with("t11.taikai"));
        std::fs::remove_file(&files[11]).unwrap();
        assert!(
            RecentFiles::at(dir.path().join("config/recent.json")).list()[1]
                .ends_with("t10.taikai")
        );
    }
}
