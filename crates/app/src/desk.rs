//! A desk: what the window (and later the venue server) holds between two calls, the
//! tournament it has open and the recent files. Every use case is a function of its own
//! module, called with `desk.file()?`; the desk adds none.

use crate::error::Result;
use crate::tournament::{self, TournamentView};
use std::path::{Path, PathBuf};
use taikai_catalogue::FileRefusal;
use taikai_core::TournamentSettings;
use taikai_store::{RecentFiles, TournamentFile};

pub struct Desk {
    current: Option<TournamentFile>,
    recent: RecentFiles,
    data_dir: PathBuf,
}

impl Desk {
    /// `config_dir` keeps the recent-files list; `data_dir` holds the demo tournament.
    pub fn new(config_dir: &Path, data_dir: &Path) -> Self {
        Desk {
            current: None,
            recent: RecentFiles::at(config_dir.join("recent.json")),
            data_dir: data_dir.to_path_buf(),
        }
    }

    /// A desk that holds one tournament and nothing else (`taikai serve`): it keeps no
    /// recent files and opens no other.
    pub fn holding(file: TournamentFile) -> Self {
        Desk {
            current: Some(file),
            recent: RecentFiles::at(PathBuf::new()),
            data_dir: PathBuf::new(),
        }
    }

    /// The open tournament, or a refusal saying none is open.
    pub fn file(&mut self) -> Result<&mut TournamentFile> {
        self.current
            .as_mut()
            .ok_or_else(|| FileRefusal::NoTournamentOpen.into())
    }

    fn switch_to(&mut self, file: TournamentFile) -> Result<TournamentView> {
        // Remembering is a convenience: a read-only config folder must not stop the TD.
        let _ = self.recent.remember(file.path());
        let view = tournament::view(&file)?;
        self.current = Some(file);
        Ok(view)
    }

    pub fn current(&self) -> Result<Option<TournamentView>> {
        self.current.as_ref().map(tournament::view).transpose()
    }

    /// Creates a tournament (`.taikai` added to a path without extension) and opens it.
    pub fn create(&mut self, path: &str, settings: &TournamentSettings) -> Result<TournamentView> {
        let file = tournament::create(&crate::files::with_extension(path)?, settings)?;
        self.switch_to(file)
    }

    pub fn open(&mut self, path: &str) -> Result<TournamentView> {
        let file = tournament::open(&crate::files::typed_path(path))?;
        self.switch_to(file)
    }

    /// A fresh demo tournament in the desk's data folder.
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clocks::{self, ClockAction};
    use crate::game_day::{self, ArrivalEntry};
    use crate::players::PlayerRef;
    use crate::rounds;

    #[test]
    fn a_desk_pairs_enters_results_and_reads_the_standings() {
        let dir = tempfile::tempdir().unwrap();
        let mut desk = Desk::new(&dir.path().join("config"), &dir.path().join("data"));
        let Err(none) = desk.file() else {
            panic!("no tournament is open yet")
        };
        assert_eq!(none.refusal().code(), "file.no-tournament-open");
        desk.open_demo().unwrap();
        let file = desk.file().unwrap();
        let pairing = rounds::pair_round(file, None, None).unwrap();
        assert_eq!(pairing.round, 1);
        let view = rounds::round_view(file, None).unwrap();
        assert_eq!(view.boards.len(), pairing.boards.len());
        assert_eq!(view.boards[0].black.id, pairing.boards[0].black);
        assert!(!view.boards[0].black.name.is_empty());
        assert_eq!(view.missing_results.len(), pairing.boards.len());
        for b in &pairing.boards {
            game_day::record_result(file, 1, b.board, "B+R", "TD", None).unwrap();
        }
        let table = rounds::standings(file).unwrap();
        assert_eq!(table.len(), pairing.boards.len() * 2);
        assert!(table.iter().all(|r| r.games == 1));
        assert_eq!(rounds::crosstable(file).unwrap().len(), table.len());
        let mut settings = rounds::pairing_settings(file).unwrap();
        settings.avoid_same_club = false;
        assert!(
            !rounds::set_pairing_settings(file, &settings)
                .unwrap()
                .avoid_same_club
        );
        settings.profile = taikai_core::Profile::OthelloJoa;
        let err = rounds::set_pairing_settings(file, &settings).unwrap_err();
        assert!(err.to_string().contains("rule profile"), "{err}");
    }

    #[test]
    fn a_software_clock_starts_with_the_lateness_charged_and_survives_reopening() {
        let dir = tempfile::tempdir().unwrap();
        let mut desk = Desk::new(&dir.path().join("config"), &dir.path().join("data"));
        desk.open_demo().unwrap();
        let file = desk.file().unwrap();
        rounds::pair_round(file, None, None).unwrap();
        game_day::start_round(file, 1, Some("10:00")).unwrap();
        let board = rounds::round_view(file, Some(1)).unwrap().boards[0].clone();
        let arrival = ArrivalEntry::Arrived { at: "10:25".into() };
        game_day::record_arrival(file, 1, &PlayerRef::Id(board.white.id), &arrival).unwrap();
        game_day::configure(file, Some("byo 40m 3x30s"), None).unwrap();

        let clock = clocks::clock_action(file, 1, 1, ClockAction::Start).unwrap();
        // Japanese default: the clock runs from the start, so 25 minutes are gone.
        assert_eq!(clock.white_clock.main_ms, 15 * 60 * 1000);
        assert!(clock.black_clock.running, "black moves first");
        assert!(clock.black_clock.main_ms > 39 * 60 * 1000);
        let pressed = clocks::clock_action(file, 1, 1, ClockAction::Press).unwrap();
        assert_eq!(pressed.on_move, Some(taikai_core::results::Colour::White));
        let err = clocks::clock_action(file, 1, 1, ClockAction::Start).unwrap_err();
        assert!(err.to_string().contains("already running"), "{err}");
        let err = clocks::clock_action(file, 1, 2, ClockAction::Press).unwrap_err();
        assert!(err.to_string().contains("no software clock"), "{err}");

        // The clock is in the file: another desk on the same file reads it running.
        let path = desk.current().unwrap().unwrap().path;
        let mut again = Desk::new(&dir.path().join("config2"), &dir.path().join("data2"));
        again.open(&path).unwrap();
        let file = again.file().unwrap();
        let clocks = clocks::clocks(file, 1).unwrap();
        assert_eq!(clocks.len(), 1);
        assert_eq!(clocks[0].on_move, Some(taikai_core::results::Colour::White));
        assert!(clocks[0].white_clock.running);
        let adjusted = clocks::clock_action(
            file,
            1,
            1,
            ClockAction::Adjust {
                colour: taikai_core::results::Colour::White,
                seconds: 120,
            },
        )
        .unwrap();
        assert!(adjusted.white_clock.main_ms > 16 * 60 * 1000);
        assert!(file
            .history()
            .unwrap()
            .iter()
            .any(|h| h.action == "clock.adjust"));
    }
}
