//! The commands the window calls, each a call of one use case of `taikai_app` on the
//! window's [`Desk`](taikai_app::Desk).
//!
//! `commands!` defines the Tauri commands and, from the same list, the TypeScript
//! functions that call them (`ui/src/bindings/commands.ts`, written by
//! `cargo test`), so the front end's calls are typed from these Rust signatures.

use crate::Shell;
use taikai_app::about::About;
use taikai_app::arbitration::{JudgeMarks, JudgeView, PositionInput};
use taikai_app::catalogue::Text;
use taikai_app::clocks::{ClockAction, ClockView};
use taikai_app::core::game_day::GameDaySettings;
use taikai_app::core::import::ImportPreview;
use taikai_app::core::pairing::{FixedPair, Pairing};
use taikai_app::core::standings::{CrosstableRow, StandingRow, TieBreak};
use taikai_app::core::{Player, PlayerForm, PlayerStatus, Profile, Rules, TournamentSettings};
use taikai_app::exchange::{ExportReport, ImportedView};
use taikai_app::game_day::ArrivalEntry;
use taikai_app::lineup::Exclusion;
use taikai_app::players::ImportReport;
use taikai_app::printing::ReportOf;
use taikai_app::rounds::{BoardView, DrawEntry, DrawView, RoundView};
use taikai_app::settings::{SettingsChange, SettingsView};
use taikai_app::store::backup::BackupInfo;
use taikai_app::store::HistoryEntry;
use taikai_app::venue::VenuePanel;
use taikai_app::{
    arbitration, backups, clocks, files, game_day, lineup, players, printing, rounds, settings,
    tournament, venue, AppError, PlayerRef, PlayersView, TournamentView,
};

/// A command's body on the desk it works on: `|d|` locks the desk for the
/// command's time; `|_|` (a command that needs no tournament, such as judging
/// a board) does not, and runs on a thread of its own, so a long search
/// never holds up the window's other commands or the venue's phones and
/// desks, which share the desk.
macro_rules! run {
    ($state:ident, _, $body:expr) => {{
        let _ = &$state;
        tauri::async_runtime::spawn_blocking(move || $body)
            .await
            .unwrap_or_else(|e| panic!("a command that needs no desk failed: {e}"))
    }};
    ($state:ident, $s:ident, $body:expr) => {{
        #[allow(unused_mut)] // read-only commands borrow the desk immutably
        let mut $s = $state.lock();
        $body
    }};
}

macro_rules! commands {
    ($( $(#[doc = $doc:literal])* fn $name:ident($($arg:ident: $ty:ty),*) -> $ret:ty = |$s:tt| $body:expr; )*) => {
        $(
            $(#[doc = $doc])*
            #[tauri::command]
            // A command takes the window's form field by field, as JavaScript sends it.
            #[allow(clippy::too_many_arguments)]
            async fn $name(state: tauri::State<'_, Shell>, $($arg: $ty),*) -> Result<$ret, AppError> {
                run!(state, $s, $body)
            }
        )*

        pub fn handler() -> impl Fn(tauri::ipc::Invoke<tauri::Wry>) -> bool + Send + Sync + 'static {
            tauri::generate_handler![$($name),*]
        }

        /// The TypeScript side of every command.
        #[cfg(test)]
        pub fn typescript() -> String {
            let mut ts = typescript::Module::default();
            $(
                ts.import::<$ret>();
                $(ts.import::<$ty>();)*
                ts.command(
                    stringify!($name),
                    concat!($($doc, "\n"),*),
                    &[$((stringify!($arg), typescript::name::<$ty>())),*],
                    &typescript::name::<$ret>(),
                );
            )*
            ts.finish()
        }
    };
}

#[cfg(test)]
mod typescript {
    use std::collections::BTreeMap;
    use ts_rs::{Config, Dependency, TypeVisitor, TS};

    pub fn name<T: TS>() -> String {
        T::name(&Config::from_env())
    }

    #[derive(Default)]
    pub struct Module {
        imports: BTreeMap<String, String>,
        body: String,
    }

    struct Collect<'a>(&'a Config, &'a mut BTreeMap<String, String>);

    impl TypeVisitor for Collect<'_> {
        fn visit<T: TS + 'static + ?Sized>(&mut self) {
            if let Some(dep) = Dependency::from_ty::<T>(self.0) {
                let file = dep.output_path.with_extension("").display().to_string();
                self.1.insert(dep.ts_name, file);
            }
            T::visit_generics(self);
        }
    }

    impl Module {
        pub fn import<T: TS + 'static>(&mut self) {
            let cfg = Config::from_env();
            Collect(&cfg, &mut self.imports).visit::<T>();
        }

        pub fn command(&mut self, name: &str, doc: &str, args: &[(&str, String)], ret: &str) {
            let camel = |s: &str| {
                let mut out = String::new();
                let mut up = false;
                for c in s.chars() {
                    match (c, up) {
                        ('_', _) => up = true,
                        (c, true) => {
                            out.extend(c.to_uppercase());
                            up = false
                        }
                        (c, false) => out.push(c),
                    }
                }
                out
            };
            let params: Vec<String> = args
                .iter()
                .map(|(a, t)| format!("{}: {t}", camel(a)))
                .collect();
            let keys: Vec<String> = args.iter().map(|(a, _)| camel(a)).collect();
            let call_args = if keys.is_empty() {
                String::new()
            } else {
                format!(", {{ {} }}", keys.join(", "))
            };
            self.body.push_str(&format!(
                "\n/**\n{} */\nexport function {}({}): Promise<{ret}> {{\n  return invoke(\"{name}\"{call_args});\n}}\n",
                doc.lines().map(|l| format!(" *{l}\n")).collect::<String>(),
                camel(name),
                params.join(", "),
            ));
        }

        pub fn finish(self) -> String {
            let mut out = String::from(
                "// Generated from src-tauri/src/commands.rs by `cargo test`. Do not edit.\n\
                 import { invoke } from \"@tauri-apps/api/core\";\n",
            );
            for (name, file) in &self.imports {
                out.push_str(&format!("import type {{ {name} }} from \"./{file}\";\n"));
            }
            out + &self.body
        }
    }
}

commands! {
    /// This build's version and the tournament file format it writes (the About panel).
    fn about() -> About = |_s| Ok(taikai_app::about::about());
    /// The desktop's language (`ja` or `en`), for a first start before the TD chooses one;
    /// none when the desktop has no language (`C`).
    fn system_language() -> Option<String> = |_s| Ok(crate::launch::system_language());
    /// Why the file named on the command line (or double-clicked) did not open, once.
    fn start_error() -> Option<Text> = |_s| Ok(crate::launch::take_start_error());
    /// The tournament open in this window, if any.
    fn current_tournament() -> Option<TournamentView> = |d| d.current();
    /// The rule profiles a new tournament can take, with what each decides.
    fn profiles() -> Vec<Rules> = |_| Ok(tournament::profiles());
    /// Recently opened tournament files, newest first.
    fn recent_files() -> Vec<String> = |d| Ok(d.recent_files());
    /// Creates a tournament file (`.taikai` is added if the path has no extension) and opens it.
    fn create_tournament(path: String, settings: TournamentSettings) -> TournamentView = |d| {
        crate::venue::stop(); // the venue serves the tournament it was started on, no other
        d.create(&path, &settings)
    };
    /// Opens a tournament file.
    fn open_tournament(path: String) -> TournamentView = |d| {
        crate::venue::stop();
        d.open(&path)
    };
    /// Closes the tournament (every change is already saved).
    fn close_tournament() -> () = |d| {
        crate::venue::stop();
        d.close();
        Ok(())
    };
    /// Creates a tournament from an OpenGotha file (`source`) at `path` (`.taikai` added if
    /// the path has no extension) and opens it; says what could not be carried over.
    fn import_opengotha(source: String, path: String, profile: Profile) -> ImportedView = |d| {
        let target = files::with_extension(&path)?;
        let report = taikai_app::exchange::import_opengotha(&files::typed_path(&source), &target, profile)?;
        crate::venue::stop();
        let tournament = d.open(&report.path)?;
        Ok(ImportedView { report, tournament })
    };
    /// Writes the tournament as `opengotha`, `egd`, `aga` or `csv` (`encoding`: utf-8 or
    /// shift_jis) at `path`; the save dialog has asked before replacing a file. `lang`: the
    /// CSV's headers.
    fn export_tournament(format: String, encoding: String, path: String, lang: String) -> ExportReport = |d| {
        let format: taikai_app::formats::Format = format.parse()?;
        let encoding: taikai_app::exchange::Encoding = encoding.parse()?;
        let lang = lang.parse().unwrap_or_default();
        taikai_app::exchange::export(d.file()?, format, encoding, lang, &files::typed_path(&path), true)
    };
    /// Creates a fresh demo tournament and opens it.
    fn open_demo() -> TournamentView = |d| {
        crate::venue::stop();
        d.open_demo()
    };
    /// The tournament's settings (handicap, komi, McMahon bar and floor…), each with its source.
    fn settings() -> SettingsView = |d| settings::view(d.file()?);
    /// Changes settings; after results only when `confirmed`.
    fn change_settings(change: SettingsChange, confirmed: bool) -> SettingsView = |d| settings::change(d.file()?, &change, confirmed);
    /// The tournament's backups in its `backups/` folder, newest first.
    fn backups() -> Vec<BackupInfo> = |d| Ok(backups::list(d.file()?));
    /// Makes a backup now.
    fn backup_now() -> BackupInfo = |d| backups::make(d.file()?);
    /// Replaces the tournament with a backup (what it replaces is backed up first; the
    /// restore is in the history).
    fn restore_backup(name: String) -> TournamentView = |d| {
        backups::restore(d.file()?, &name)?;
        tournament::view(d.file()?)
    };
    /// Players matching the search (name, kana or romaji reading, club), with the counts.
    fn list_players(query: String) -> PlayersView = |d| players::list(d.file()?, &query);
    /// Registers a player.
    fn add_player(form: PlayerForm) -> Player = |d| players::add(d.file()?, &form);
    /// Changes a player's details.
    fn edit_player(id: i64, form: PlayerForm) -> Player = |d| players::edit(d.file()?, id, &form);
    /// Removes a registration made by mistake.
    fn remove_player(id: i64) -> Player = |d| players::remove(d.file()?, id);
    /// Checks a player in, withdraws them, or puts them back to registered.
    fn set_player_status(id: i64, status: PlayerStatus) -> Player = |d| players::set_status(d.file()?, id, status);
    /// Reads a CSV file and shows what would be imported.
    fn preview_import(path: String) -> ImportPreview = |d| players::preview_import(d.file()?, &files::read(&files::typed_path(&path))?);
    /// Imports a CSV file: every row, or nothing unless the bad rows are skipped on purpose.
    fn import_players(path: String, skip_lines: Vec<u32>) -> ImportReport = |d| players::import(d.file()?, &files::read(&files::typed_path(&path))?, &skip_lines);
    /// A round with its boards, results and bye; the latest when no number is given, none before round 1.
    fn round_view(round: Option<u32>) -> Option<RoundView> = |d| rounds::round_or_none(d.file()?, round);
    /// Pairs the next round (or re-pairs round `round` while it has no results); with the
    /// previous round's results missing only when the TD gives a reason.
    fn pair_round(round: Option<u32>, despite_missing: Option<String>) -> Pairing = |d| rounds::pair_round(d.file()?, round, despite_missing.as_deref());
    /// Keeps a player out of a round's pairing (with a reason), or lets them back (no reason).
    fn set_exclusion(round: u32, player: i64, reason: Option<String>) -> Vec<Exclusion> = |d| lineup::set_exclusion(d.file()?, round, &PlayerRef::Id(player), reason.as_deref());
    /// The players kept out of a round.
    fn exclusions(round: u32) -> Vec<Exclusion> = |d| lineup::exclusions(d.file()?, round);
    /// Swaps two players of a paired round without results (seats and colours); the rest is re-paired.
    fn swap_players(round: u32, a: i64, b: i64) -> Pairing = |d| lineup::swap(d.file()?, round, &PlayerRef::Id(a), &PlayerRef::Id(b));
    /// Starts a round at its official time (`10:00`; now when none is given).
    fn start_round(round: u32, at: Option<String>) -> RoundView = |d| game_day::start_round(d.file()?, round, at.as_deref());
    /// Records when a player came to the board; the lateness policy is applied.
    fn record_arrival(round: u32, player: i64, entry: ArrivalEntry) -> BoardView = |d| game_day::record_arrival(d.file()?, round, &PlayerRef::Id(player), &entry);
    /// Gives a warning under the Chinese rules (article 17.2, 18.1, 18.2, 18.3, 19 or 21.6).
    fn warn_player(round: u32, player: i64, article: String, note: String) -> BoardView = |d| game_day::warn(d.file()?, round, &PlayerRef::Id(player), &article, &note);
    /// The lateness policy and time control of the tournament.
    fn game_day_settings() -> GameDaySettings = |d| game_day::game_day_settings(d.file()?);
    /// Changes the time control (`byo 40m 3x30s`) and the lateness limit in minutes (`noLimit` for none).
    fn configure_game_day(time_control: String, loss_after_min: Option<u32>, no_limit: bool) -> GameDaySettings = |d| game_day::configure(d.file()?, Some(time_control.as_str()).filter(|t| !t.trim().is_empty()), Some(loss_after_min.filter(|_| !no_limit)));
    /// Every software clock of a round, read now.
    fn clocks(round: u32) -> Vec<ClockView> = |d| clocks::clocks(d.file()?, round);
    /// Starts, presses, pauses, resumes, stops or adjusts a board's software clock.
    fn clock_action(round: u32, board: u32, action: ClockAction) -> ClockView = |d| clocks::clock_action(d.file()?, round, board, action);
    /// Fixes two players to meet in a round, the first with black.
    fn fix_pair(round: u32, black: i64, white: i64) -> FixedPair = |d| rounds::fix_pair(d.file()?, round, &PlayerRef::Id(black), &PlayerRef::Id(white));
    /// Records the result counted at a board (`B+3.5`, `W+R`, `jigo`, `B+F`, `34-30` …); a
    /// correction needs a reason.
    fn record_result(round: u32, board: u32, text: String, entered_by: String, reason: Option<String>) -> BoardView = |d| game_day::record_result(d.file()?, round, board, &text, &entered_by, reason.as_deref());
    /// Draws colours for a board (nigiri, 伏せ石), performed by Taikai or as done at the board.
    fn draw_colours(round: u32, board: u32, entry: DrawEntry) -> DrawView = |d| rounds::draw(d.file()?, round, board, &entry);
    /// The standings with the profile's tie-breaks.
    fn standings() -> Vec<StandingRow> = |d| rounds::standings(d.file()?);
    /// The standings' tie-break order (the profile's until changed).
    fn tie_break_order() -> Vec<TieBreak> = |d| rounds::tie_break_order(d.file()?);
    /// Changes the tie-break order; it must start with score or wins.
    fn set_tie_break_order(order: Vec<TieBreak>) -> Vec<TieBreak> = |d| rounds::set_tie_break_order(d.file()?, &order);
    /// The crosstable: every player's game in every round.
    fn crosstable() -> Vec<CrosstableRow> = |d| rounds::crosstable(d.file()?);
    /// Saves a document (cards, pairings, standings, crosstable, draws) as PDF; returns the
    /// path. The save dialog has asked before replacing another program's PDF.
    fn print_document(document: String, round: Option<u32>, path: String, paper: String, per_page: u8) -> String = |d| {
        let path = files::typed_path(&path);
        printing::save(d.file()?, &document, round, printing::card_layout(&paper, per_page)?, &path, true)?;
        Ok(path.display().to_string())
    };
    /// A document as PDF bytes, for the print preview inside the window.
    fn preview_document(document: String, round: Option<u32>, paper: String, per_page: u8) -> Vec<u8> = |d| printing::document(d.file()?, &document, round, printing::card_layout(&paper, per_page)?);
    /// Opens a saved PDF in the system's viewer, for preview and printing.
    fn open_in_viewer(path: String) -> () = |_| crate::viewer::open(&path);
    /// Judges the end of an SGF record: every chain alive, dead or seki with its proof, and the count.
    /// `budget`: positions each chain's verification may search (none: the default).
    fn judge_record(path: String, rules: String, komi: Option<f64>, budget: Option<u64>, marks: JudgeMarks) -> JudgeView = |_| {
        let stop = crate::search::begin();
        let path = files::typed_path(&path);
        arbitration::judge_record_view(&files::read(&path)?, &path.display().to_string(), arbitration::rules(&rules)?, komi, budget, &marks, &stop)
    };
    /// Judges a position set up by hand on the arbitration screen.
    fn judge_position(position: PositionInput, rules: String, komi: Option<f64>, budget: Option<u64>, marks: JudgeMarks) -> JudgeView = |_| arbitration::judge_position(&position, arbitration::rules(&rules)?, komi, budget, &marks, &crate::search::begin());
    /// Stops the verdict being searched (the Stop button): it is refused, and the verdict shown before stays.
    fn stop_judging() -> () = |_| {
        crate::search::stop();
        Ok(())
    };
    /// Saves the arbitration report (PDF) of the judged record, or of the position set up by
    /// hand; returns the path. The save dialog has asked before replacing another PDF.
    fn save_judge_report(sgf_path: Option<String>, position: PositionInput, rules: String, komi: Option<f64>, budget: Option<u64>, marks: JudgeMarks, path: String) -> String = |_| {
        let record = sgf_path.as_deref().filter(|p| !p.trim().is_empty()).map(files::typed_path);
        let of = match &record {
            Some(p) => ReportOf::Record(p),
            None => ReportOf::Position(&position),
        };
        let out = files::typed_path(&path);
        printing::save_judge_report(of, arbitration::rules(&rules)?, komi, budget, &marks.to_ask(), &out, true)?;
        Ok(out.display().to_string())
    };
    /// Every change made to the tournament, oldest first.
    fn history() -> Vec<HistoryEntry> = |d| tournament::history(d.file()?);
    /// The Venue panel: the server's address and QR code, the reports switch, the desk PIN,
    /// the results reported from the board waiting for the TD.
    fn venue_panel() -> VenuePanel = |d| crate::venue::panel(&mut d);
    fn venue_start(on_network: bool, port: u16) -> VenuePanel = |d| crate::venue::start(&mut d, on_network, port);
    fn venue_stop() -> VenuePanel = |d| {
        crate::venue::stop();
        crate::venue::panel(&mut d)
    };
    fn set_venue_reports(on: bool) -> VenuePanel = |d| {
        venue::set_reports(d.file()?, on)?;
        crate::venue::panel(&mut d)
    };
    /// Accepts the result reported from a board (the TD's one key).
    fn accept_report(round: u32, board: u32, entered_by: String) -> BoardView = |d| venue::accept(d.file()?, round, board, &entered_by);
}

#[cfg(test)]
mod tests {
    /// Writes the typed command functions for the front end next to the ts-rs bindings.
    #[test]
    fn typescript_commands_are_generated_from_the_rust_signatures() {
        let ts = super::typescript();
        assert!(ts.contains("export function importPlayers(path: string, skipLines: Array<number>): Promise<ImportReport>"), "{ts}");
        assert!(
            ts.contains("import type { TournamentView } from \"./TournamentView\";"),
            "{ts}"
        );
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("ui/src/bindings");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("commands.ts"), ts).unwrap();
    }
}
