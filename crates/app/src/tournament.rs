//! Creating and opening tournaments, and the demo tournament.

use crate::error::Result;
use crate::players;
use serde::Serialize;
use std::path::Path;
use taikai_core::{PairingSystem, Profile, Rules, StatusCounts, TournamentSettings};
use taikai_store::TournamentFile;
use ts_rs::TS;

/// The open tournament as the window's title bar and header show it.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct TournamentView {
    pub path: String,
    pub settings: TournamentSettings,
    /// What the profile decides (the settings screen shows the event's overrides).
    pub rules: Rules,
    pub counts: StatusCounts,
}

pub fn view(file: &TournamentFile) -> Result<TournamentView> {
    let settings = file.settings()?;
    Ok(TournamentView {
        path: file.path().display().to_string(),
        rules: settings.profile.rules(),
        settings,
        counts: StatusCounts::of(&file.players()?),
    })
}

/// The rule profiles a new tournament can take, with what each decides.
pub fn profiles() -> Vec<Rules> {
    Profile::ALL.iter().map(|p| p.rules()).collect()
}

pub fn create(path: &Path, settings: &TournamentSettings) -> Result<TournamentFile> {
    settings.validate()?;
    Ok(TournamentFile::create(path, settings, crate::now())?)
}

pub fn open(path: &Path) -> Result<TournamentFile> {
    Ok(TournamentFile::open(path)?)
}

/// The players of the demo tournament, a UTF-8 CSV as a club would send it.
pub const DEMO_PLAYERS_CSV: &[u8] = include_bytes!("../../../assets/demo/players.csv");

pub fn demo_settings() -> TournamentSettings {
    TournamentSettings {
        name: "Taikai デモ大会 (秋季囲碁大会)".to_string(),
        date: "2026-11-23".to_string(),
        venue: "渋谷区民会館".to_string(),
        profile: Profile::GoJapanese,
        rounds: 4,
        system: PairingSystem::Mcmahon,
    }
}

/// Creates the demo tournament at `path`: 24 players from 10k to 5d in four clubs, half of
/// them already checked in. `replace` is only for the window's own demo file in its
/// data folder (a fresh demo each time is what a visitor expects); anywhere else an
/// existing file is refused and left alone.
pub fn create_demo(path: &Path, replace: bool) -> Result<TournamentFile> {
    if path.exists() && replace {
        std::fs::remove_file(path).map_err(|source| taikai_store::StoreError::Write {
            path: path.to_path_buf(),
            source,
        })?;
    }
    let mut file = create(path, &demo_settings())?;
    let report = players::import(&mut file, DEMO_PLAYERS_CSV, &[])?;
    for player in report.players.iter().step_by(2) {
        players::set_status(&mut file, player.id, taikai_core::PlayerStatus::CheckedIn)?;
    }
    Ok(file)
}

/// Every change made to the tournament, oldest first.
pub fn history(file: &TournamentFile) -> Result<Vec<taikai_store::HistoryEntry>> {
    Ok(file.history()?)
}
