//! The window's use cases for rounds: one method per use case, as in `session.rs`.

use crate::clocks::{self, ClockAction, ClockView};
use crate::error::Result;
use crate::game_day::{self, ArrivalEntry};
use crate::lineup::{self, Exclusion};
use crate::players::PlayerRef;
use crate::rounds::{self, BoardView, DrawEntry, DrawView, RoundView};
use crate::session::Session;
use taikai_core::game_day::GameDaySettings;
use taikai_core::pairing::{FixedPair, Pairing, PairingSettings};
use taikai_core::standings::{CrosstableRow, StandingRow, TieBreak};
use taikai_store::StoredDraw;

impl Session {
    pub fn pairing_settings(&mut self) -> Result<PairingSettings> {
        rounds::pairing_settings(self.file()?)
    }

    pub fn set_pairing_settings(&mut self, settings: &PairingSettings) -> Result<PairingSettings> {
        rounds::set_pairing_settings(self.file()?, settings)
    }

    /// Pairs `round`, or the next round when `None`; `despite_missing` is the TD's reason
    /// to pair with results of the previous round missing.
    pub fn pair_round(
        &mut self,
        round: Option<u32>,
        despite_missing: Option<&str>,
    ) -> Result<Pairing> {
        rounds::pair_round(self.file()?, round, despite_missing)
    }

    pub fn fix_pair(&mut self, round: u32, black: i64, white: i64) -> Result<FixedPair> {
        rounds::fix_pair(
            self.file()?,
            round,
            &PlayerRef::Id(black),
            &PlayerRef::Id(white),
        )
    }

    /// Keeps a player out of a round's pairing (`reason`), or lets them back (`None`).
    pub fn set_exclusion(
        &mut self,
        round: u32,
        player: i64,
        reason: Option<&str>,
    ) -> Result<Vec<Exclusion>> {
        let who = PlayerRef::Id(player);
        match reason {
            Some(reason) => lineup::exclude(self.file()?, round, &who, reason)?,
            None => lineup::include(self.file()?, round, &who)?,
        };
        lineup::exclusions(self.file()?, round)
    }

    pub fn exclusions(&mut self, round: u32) -> Result<Vec<Exclusion>> {
        lineup::exclusions(self.file()?, round)
    }

    /// Swaps two players of a paired round (seats and colours), re-pairing the rest.
    pub fn swap_players(&mut self, round: u32, a: i64, b: i64) -> Result<Pairing> {
        lineup::swap(self.file()?, round, &PlayerRef::Id(a), &PlayerRef::Id(b))
    }

    /// The round with names and results; the latest round when `None`.
    pub fn round_view(&mut self, round: Option<u32>) -> Result<RoundView> {
        rounds::round_view(self.file()?, round)
    }

    /// Records the result counted at the board; a correction needs a reason.
    pub fn record_result(
        &mut self,
        round: u32,
        board: u32,
        text: &str,
        entered_by: &str,
        reason: Option<&str>,
    ) -> Result<BoardView> {
        game_day::record_result(self.file()?, round, board, text, entered_by, reason)
    }

    /// Starts a round at its official time (`10:00`; now when `None`).
    pub fn start_round(&mut self, round: u32, at: Option<&str>) -> Result<RoundView> {
        game_day::start_round(self.file()?, round, at)
    }

    pub fn record_arrival(
        &mut self,
        round: u32,
        player: i64,
        entry: &ArrivalEntry,
    ) -> Result<BoardView> {
        game_day::record_arrival(self.file()?, round, &PlayerRef::Id(player), entry)
    }

    pub fn warn(
        &mut self,
        round: u32,
        player: i64,
        article: &str,
        note: &str,
    ) -> Result<BoardView> {
        game_day::warn(self.file()?, round, &PlayerRef::Id(player), article, note)
    }

    /// Every software clock of a round, read now.
    pub fn clocks(&mut self, round: u32) -> Result<Vec<ClockView>> {
        clocks::clocks(self.file()?, round)
    }

    pub fn clock_action(
        &mut self,
        round: u32,
        board: u32,
        action: ClockAction,
    ) -> Result<ClockView> {
        clocks::clock_action(self.file()?, round, board, action)
    }

    pub fn game_day_settings(&mut self) -> Result<GameDaySettings> {
        game_day::game_day_settings(self.file()?)
    }

    /// Changes the time control (`byo 40m 3x30s`) and the lateness limit (minutes, `None`
    /// for no limit); a field left `None`/absent keeps its value.
    pub fn configure_game_day(
        &mut self,
        time_control: Option<&str>,
        loss_after_min: Option<Option<u32>>,
    ) -> Result<GameDaySettings> {
        game_day::configure(self.file()?, time_control, loss_after_min)
    }

    pub fn draw_colours(&mut self, round: u32, board: u32, entry: &DrawEntry) -> Result<DrawView> {
        rounds::draw(self.file()?, round, board, entry)
    }

    pub fn draws(&mut self, round: Option<u32>) -> Result<Vec<StoredDraw>> {
        rounds::draws(self.file()?, round)
    }

    pub fn standings(&mut self) -> Result<Vec<StandingRow>> {
        rounds::standings(self.file()?)
    }

    pub fn tie_break_order(&mut self) -> Result<Vec<TieBreak>> {
        rounds::tie_break_order(self.file()?)
    }

    pub fn set_tie_break_order(&mut self, order: &[TieBreak]) -> Result<Vec<TieBreak>> {
        rounds::set_tie_break_order(self.file()?, order)
    }

    pub fn crosstable(&mut self) -> Result<Vec<CrosstableRow>> {
        rounds::crosstable(self.file()?)
    }

    /// The round to show: the one asked for, else the latest; `None` before round 1 is paired.
    pub fn round_or_none(&mut self, round: Option<u32>) -> Result<Option<RoundView>> {
        if round.is_none() && self.file()?.rounds()?.is_empty() {
            return Ok(None);
        }
        self.round_view(round).map(Some)
    }

    /// A document of the tournament as PDF bytes, for the window's print preview.
    pub fn preview_document(
        &mut self,
        document: &str,
        round: Option<u32>,
        paper: &str,
        per_page: u8,
    ) -> Result<Vec<u8>> {
        let layout = crate::printing::card_layout(paper, per_page)?;
        crate::printing::document(self.file()?, document, round, layout)
    }

    /// Writes a document of the tournament as PDF to `path` (`~` is the home folder);
    /// returns where it went.
    pub fn print_document(
        &mut self,
        document: &str,
        round: Option<u32>,
        path: &str,
        paper: &str,
        per_page: u8,
    ) -> Result<String> {
        let layout = crate::printing::card_layout(paper, per_page)?;
        let pdf = crate::printing::document(self.file()?, document, round, layout)?;
        let path = crate::session::typed_path(path);
        // The save dialog has asked before replacing another program's PDF.
        taikai_store::output::write_pdf(&path, &pdf, true)?;
        Ok(path.display().to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_window_pairs_enters_results_and_reads_the_standings() {
        let dir = tempfile::tempdir().unwrap();
        let mut s = Session::new(&dir.path().join("config"), &dir.path().join("data"));
        assert_eq!(
            s.pair_round(None, None).unwrap_err().refusal().code(),
            "file.no-tournament-open"
        );
        s.open_demo().unwrap();

        let pairing = s.pair_round(None, None).unwrap();
        assert_eq!(pairing.round, 1);
        let view = s.round_view(None).unwrap();
        assert_eq!(view.boards.len(), pairing.boards.len());
        assert_eq!(view.boards[0].black.id, pairing.boards[0].black);
        assert!(!view.boards[0].black.name.is_empty());
        assert_eq!(view.missing_results.len(), pairing.boards.len());

        for b in &pairing.boards {
            s.record_result(1, b.board, "B+R", "TD", None).unwrap();
        }
        let table = s.standings().unwrap();
        assert_eq!(table.len(), pairing.boards.len() * 2);
        assert!(table.iter().all(|r| r.games == 1));
        assert_eq!(s.crosstable().unwrap().len(), table.len());

        let mut settings = s.pairing_settings().unwrap();
        settings.avoid_same_club = false;
        assert!(!s.set_pairing_settings(&settings).unwrap().avoid_same_club);
        settings.profile = taikai_core::Profile::OthelloJoa;
        let err = s.set_pairing_settings(&settings).unwrap_err();
        assert!(err.to_string().contains("rule profile"), "{err}");
    }

    #[test]
    fn a_software_clock_starts_with_the_lateness_charged_and_survives_reopening() {
        let dir = tempfile::tempdir().unwrap();
        let mut s = Session::new(&dir.path().join("config"), &dir.path().join("data"));
        s.open_demo().unwrap();
        s.pair_round(None, None).unwrap();
        s.start_round(1, Some("10:00")).unwrap();
        let board = s.round_view(Some(1)).unwrap().boards[0].clone();
        let arrival = ArrivalEntry::Arrived { at: "10:25".into() };
        s.record_arrival(1, board.white.id, &arrival).unwrap();
        s.configure_game_day(Some("byo 40m 3x30s"), None).unwrap();

        let clock = s.clock_action(1, 1, ClockAction::Start).unwrap();
        // Japanese default: the clock runs from the start, so 25 minutes are gone.
        assert_eq!(clock.white_clock.main_ms, 15 * 60 * 1000);
        assert!(clock.black_clock.running, "black moves first");
        assert!(clock.black_clock.main_ms > 39 * 60 * 1000);
        let pressed = s.clock_action(1, 1, ClockAction::Press).unwrap();
        assert_eq!(pressed.on_move, Some(taikai_core::results::Colour::White));
        let err = s.clock_action(1, 1, ClockAction::Start).unwrap_err();
        assert!(err.to_string().contains("already running"), "{err}");
        let err = s.clock_action(1, 2, ClockAction::Press).unwrap_err();
        assert!(err.to_string().contains("no software clock"), "{err}");

        // The clock is in the file: a fresh session on the same file reads it running.
        let path = s.current().unwrap().unwrap().path;
        let mut again = Session::new(&dir.path().join("config2"), &dir.path().join("data2"));
        again.open_tournament(&path).unwrap();
        let clocks = again.clocks(1).unwrap();
        assert_eq!(clocks.len(), 1);
        assert_eq!(clocks[0].on_move, Some(taikai_core::results::Colour::White));
        assert!(clocks[0].white_clock.running);
        let adjusted = again
            .clock_action(
                1,
                1,
                ClockAction::Adjust {
                    colour: taikai_core::results::Colour::White,
                    seconds: 120,
                },
            )
            .unwrap();
        assert!(adjusted.white_clock.main_ms > 16 * 60 * 1000);
        assert!(again
            .history()
            .unwrap()
            .iter()
            .any(|h| h.action == "clock.adjust"));
    }
}
