//! The window's session: the tournament currently open and the recent-files list.
//! Each method is one use case; `src-tauri` calls them one-to-one.

use crate::arbitration::{self, JudgeMarks, JudgeView, PositionInput};
use crate::error::{AppError, Result};
use crate::players::{self, ImportReport, PlayersView};
use crate::tournament::{self, TournamentView};
use std::path::{Path, PathBuf};
use taikai_catalogue::{FileRefusal, RecordRefusal};
use taikai_core::import::ImportPreview;
use taikai_core::{Player, PlayerForm, PlayerStatus, TournamentSettings};
use taikai_store::{HistoryEntry, RecentFiles, TournamentFile};

pub struct Session {
    current: Option<TournamentFile>,
    recent: RecentFiles,
    data_dir: PathBuf,
}

impl Session {
    /// `config_dir` keeps the recent-files list; `data_dir` holds the demo tournament.
    pub fn new(config_dir: &Path, data_dir: &Path) -> Self {
        Session {
            current: None,
            recent: RecentFiles::at(config_dir.join("recent.json")),
            data_dir: data_dir.to_path_buf(),
        }
    }

    pub(crate) fn file(&mut self) -> Result<&mut TournamentFile> {
        self.current
            .as_mut()
            .ok_or(AppError::Refused(FileRefusal::NoTournamentOpen.into()))
    }

    fn switch_to(&mut self, file: TournamentFile) -> Result<TournamentView> {
        // Remembering is a convenience: a read-only config folder must not stop the TD.
        let _ = self.recent.remember(file.path());
        let view = tournament::view(&file)?;
        self.current = Some(file);
        Ok(view)
    }

    pub fn current(&mut self) -> Result<Option<TournamentView>> {
        self.current.as_ref().map(tournament::view).transpose()
    }

    pub fn create_tournament(
        &mut self,
        path: &str,
        settings: &TournamentSettings,
    ) -> Result<TournamentView> {
        let file = tournament::create(&with_extension(path)?, settings)?;
        self.switch_to(file)
    }

    pub fn open_tournament(&mut self, path: &str) -> Result<TournamentView> {
        let file = tournament::open(&typed_path(path))?;
        self.switch_to(file)
    }

    pub fn open_demo(&mut self) -> Result<TournamentView> {
        std::fs::create_dir_all(&self.data_dir).map_err(|source| {
            taikai_store::StoreError::Write {
                path: self.data_dir.clone(),
                source,
            }
        })?;
        let path = self.data_dir.join("demo.taikai");
        self.current = None; // close the old demo before replacing its file
        let file = tournament::create_demo(&path, true)?;
        self.switch_to(file)
    }

    /// Closes the tournament. Every change is already on disk: closing only lets go of the file.
    pub fn close(&mut self) {
        self.current = None;
    }

    pub fn recent_files(&self) -> Vec<String> {
        self.recent
            .list()
            .iter()
            .map(|p| p.display().to_string())
            .collect()
    }

    pub fn list_players(&mut self, query: &str) -> Result<PlayersView> {
        players::list(self.file()?, query)
    }

    pub fn add_player(&mut self, form: &PlayerForm) -> Result<Player> {
        players::add(self.file()?, form)
    }

    pub fn edit_player(&mut self, id: i64, form: &PlayerForm) -> Result<Player> {
        players::edit(self.file()?, id, form)
    }

    pub fn remove_player(&mut self, id: i64) -> Result<Player> {
        players::remove(self.file()?, id)
    }

    pub fn set_player_status(&mut self, id: i64, status: PlayerStatus) -> Result<Player> {
        players::set_status(self.file()?, id, status)
    }

    pub fn preview_import(&mut self, csv_path: &str) -> Result<ImportPreview> {
        let bytes = read(&typed_path(csv_path))?;
        players::preview_import(self.file()?, &bytes)
    }

    pub fn import_players(&mut self, csv_path: &str, skip_lines: &[u32]) -> Result<ImportReport> {
        let bytes = read(&typed_path(csv_path))?;
        players::import(self.file()?, &bytes, skip_lines)
    }

    /// The tournament's settings, each with its source.
    pub fn settings(&mut self) -> Result<crate::settings::SettingsView> {
        crate::settings::view(self.file()?)
    }

    /// Changes settings (`confirmed`: the TD agreed to change them after results).
    pub fn change_settings(
        &mut self,
        change: &crate::settings::SettingsChange,
        confirmed: bool,
    ) -> Result<crate::settings::SettingsView> {
        crate::settings::change(self.file()?, change, confirmed)
    }

    /// The open tournament's backups, newest first.
    pub fn backups(&mut self) -> Result<Vec<taikai_store::backup::BackupInfo>> {
        Ok(crate::backups::list(self.file()?))
    }

    pub fn backup_now(&mut self) -> Result<taikai_store::backup::BackupInfo> {
        crate::backups::make(self.file()?)
    }

    /// Replaces the open tournament with one of its backups (by name); what it replaces is
    /// backed up first.
    pub fn restore_backup(&mut self, name: &str) -> Result<TournamentView> {
        crate::backups::restore(self.file()?, name)?;
        tournament::view(self.file()?)
    }

    pub fn history(&mut self) -> Result<Vec<HistoryEntry>> {
        Ok(self.file()?.history()?)
    }

    /// The arbiter's verdict on a game record (no tournament needs to be open).
    pub fn judge_record(
        &self,
        sgf_path: &str,
        rules: &str,
        komi: Option<f64>,
        budget: Option<u64>,
        marks: &JudgeMarks,
    ) -> Result<JudgeView> {
        let path = typed_path(sgf_path);
        arbitration::judge_record_view(
            &read(&path)?,
            &path.display().to_string(),
            parse_rules(rules)?,
            komi,
            budget,
            marks,
        )
    }

    /// The arbiter's verdict on a position set up by hand.
    pub fn judge_position(
        &self,
        position: &PositionInput,
        rules: &str,
        komi: Option<f64>,
        budget: Option<u64>,
        marks: &JudgeMarks,
    ) -> Result<JudgeView> {
        arbitration::judge_position(position, parse_rules(rules)?, komi, budget, marks)
    }

    /// Writes the arbitration report (PDF) of the record at `sgf_path`, or else of the
    /// position set up by hand, to `path`; returns where it went.
    // The window's form, field by field (the Session layer is to be folded into the use
    // cases themselves, issue 16).
    #[allow(clippy::too_many_arguments)]
    pub fn save_judge_report(
        &self,
        sgf_path: Option<&str>,
        position: &PositionInput,
        rules: &str,
        komi: Option<f64>,
        budget: Option<u64>,
        marks: &JudgeMarks,
        path: &str,
    ) -> Result<String> {
        let (sgf, name) = match sgf_path.filter(|p| !p.trim().is_empty()) {
            Some(p) => {
                let p = typed_path(p);
                (read(&p)?, p.display().to_string())
            }
            None => (
                arbitration::position_sgf(position).into_bytes(),
                "the position set up by hand".to_string(),
            ),
        };
        let pdf = crate::printing::judge_report(
            &sgf,
            &name,
            parse_rules(rules)?,
            komi,
            budget,
            &marks.to_ask(),
        )?;
        let out = typed_path(path);
        // The save dialog has asked before replacing another program's PDF.
        taikai_store::output::write_pdf(&out, &pdf, true)?;
        Ok(out.display().to_string())
    }
}

fn parse_rules(rules: &str) -> Result<taikai_rules::GoRules> {
    rules.parse().map_err(|_| {
        RecordRefusal::UnknownRules {
            text: rules.to_string(),
        }
        .into()
    })
}

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

/// A path as a TD types it: `~/大会/autumn.taikai` is in the home folder, and so is a bare
/// `autumn.taikai` (the window has no working directory a TD could know about).
pub(crate) fn typed_path(path: &str) -> PathBuf {
    let path = path.trim();
    let home = std::env::var_os("HOME").map(PathBuf::from);
    match (path.strip_prefix("~/"), home) {
        (Some(rest), Some(home)) => home.join(rest),
        (None, Some(home)) if Path::new(path).is_relative() && !path.is_empty() => home.join(path),
        _ => PathBuf::from(path),
    }
}

/// New tournament files get the `.taikai` extension unless the TD gave one.
fn with_extension(path: &str) -> Result<PathBuf> {
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
