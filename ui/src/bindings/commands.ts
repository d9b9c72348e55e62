// Generated from src-tauri/src/commands.rs by `cargo test`. Do not edit.
import { invoke } from "@tauri-apps/api/core";
import type { About } from "./About";
import type { ArrivalEntry } from "./ArrivalEntry";
import type { BackupInfo } from "./BackupInfo";
import type { BoardView } from "./BoardView";
import type { ClockAction } from "./ClockAction";
import type { ClockView } from "./ClockView";
import type { CrosstableRow } from "./CrosstableRow";
import type { DrawEntry } from "./DrawEntry";
import type { DrawView } from "./DrawView";
import type { Exclusion } from "./Exclusion";
import type { ExportReport } from "./ExportReport";
import type { FixedPair } from "./FixedPair";
import type { GameDaySettings } from "./GameDaySettings";
import type { HistoryEntry } from "./HistoryEntry";
import type { ImportPreview } from "./ImportPreview";
import type { ImportReport } from "./ImportReport";
import type { ImportedView } from "./ImportedView";
import type { JudgeMarks } from "./JudgeMarks";
import type { JudgeView } from "./JudgeView";
import type { Pairing } from "./Pairing";
import type { Player } from "./Player";
import type { PlayerForm } from "./PlayerForm";
import type { PlayerStatus } from "./PlayerStatus";
import type { PlayersView } from "./PlayersView";
import type { PositionInput } from "./PositionInput";
import type { Profile } from "./Profile";
import type { RoundView } from "./RoundView";
import type { Rules } from "./Rules";
import type { SettingsChange } from "./SettingsChange";
import type { SettingsView } from "./SettingsView";
import type { StandingRow } from "./StandingRow";
import type { Text } from "./Text";
import type { TieBreak } from "./TieBreak";
import type { TournamentSettings } from "./TournamentSettings";
import type { TournamentView } from "./TournamentView";
import type { VenuePanel } from "./VenuePanel";

/**
 * This build's version and the tournament file format it writes (the About panel).
 */
export function about(): Promise<About> {
  return invoke("about");
}

/**
 * The desktop's language (`ja` or `en`), for a first start before the TD chooses one;
 * none when the desktop has no language (`C`).
 */
export function systemLanguage(): Promise<string | null> {
  return invoke("system_language");
}

/**
 * Why the file named on the command line (or double-clicked) did not open, once.
 */
export function startError(): Promise<Text | null> {
  return invoke("start_error");
}

/**
 * The tournament open in this window, if any.
 */
export function currentTournament(): Promise<TournamentView | null> {
  return invoke("current_tournament");
}

/**
 * The rule profiles a new tournament can take, with what each decides.
 */
export function profiles(): Promise<Array<Rules>> {
  return invoke("profiles");
}

/**
 * Recently opened tournament files, newest first.
 */
export function recentFiles(): Promise<Array<string>> {
  return invoke("recent_files");
}

/**
 * Creates a tournament file (`.taikai` is added if the path has no extension) and opens it.
 */
export function createTournament(path: string, settings: TournamentSettings): Promise<TournamentView> {
  return invoke("create_tournament", { path, settings });
}

/**
 * Opens a tournament file.
 */
export function openTournament(path: string): Promise<TournamentView> {
  return invoke("open_tournament", { path });
}

/**
 * Closes the tournament (every change is already saved).
 */
export function closeTournament(): Promise<null> {
  return invoke("close_tournament");
}

/**
 * Creates a tournament from an OpenGotha file (`source`) at `path` (`.taikai` added if
 * the path has no extension) and opens it; says what could not be carried over.
 */
export function importOpengotha(source: string, path: string, profile: Profile): Promise<ImportedView> {
  return invoke("import_opengotha", { source, path, profile });
}

/**
 * Writes the tournament as `opengotha`, `egd`, `aga` or `csv` (`encoding`: utf-8 or
 * shift_jis) at `path`; the save dialog has asked before replacing a file. `lang`: the
 * CSV's headers.
 */
export function exportTournament(format: string, encoding: string, path: string, lang: string): Promise<ExportReport> {
  return invoke("export_tournament", { format, encoding, path, lang });
}

/**
 * Creates a fresh demo tournament and opens it.
 */
export function openDemo(): Promise<TournamentView> {
  return invoke("open_demo");
}

/**
 * The tournament's settings (handicap, komi, McMahon bar and floor…), each with its source.
 */
export function settings(): Promise<SettingsView> {
  return invoke("settings");
}

/**
 * Changes settings; after results only when `confirmed`.
 */
export function changeSettings(change: SettingsChange, confirmed: boolean): Promise<SettingsView> {
  return invoke("change_settings", { change, confirmed });
}

/**
 * The tournament's backups in its `backups/` folder, newest first.
 */
export function backups(): Promise<Array<BackupInfo>> {
  return invoke("backups");
}

/**
 * Makes a backup now.
 */
export function backupNow(): Promise<BackupInfo> {
  return invoke("backup_now");
}

/**
 * Replaces the tournament with a backup (what it replaces is backed up first; the
 * restore is in the history).
 */
export function restoreBackup(name: string): Promise<TournamentView> {
  return invoke("restore_backup", { name });
}

/**
 * Players matching the search (name, kana or romaji reading, club), with the counts.
 */
export function listPlayers(query: string): Promise<PlayersView> {
  return invoke("list_players", { query });
}

/**
 * Registers a player.
 */
export function addPlayer(form: PlayerForm): Promise<Player> {
  return invoke("add_player", { form });
}

/**
 * Changes a player's details.
 */
export function editPlayer(id: number, form: PlayerForm): Promise<Player> {
  return invoke("edit_player", { id, form });
}

/**
 * Removes a registration made by mistake.
 */
export function removePlayer(id: number): Promise<Player> {
  return invoke("remove_player", { id });
}

/**
 * Checks a player in, withdraws them, or puts them back to registered.
 */
export function setPlayerStatus(id: number, status: PlayerStatus): Promise<Player> {
  return invoke("set_player_status", { id, status });
}

/**
 * Reads a CSV file and shows what would be imported.
 */
export function previewImport(path: string): Promise<ImportPreview> {
  return invoke("preview_import", { path });
}

/**
 * Imports a CSV file: every row, or nothing unless the bad rows are skipped on purpose.
 */
export function importPlayers(path: string, skipLines: Array<number>): Promise<ImportReport> {
  return invoke("import_players", { path, skipLines });
}

/**
 * A round with its boards, results and bye; the latest when no number is given, none before round 1.
 */
export function roundView(round: number | null): Promise<RoundView | null> {
  return invoke("round_view", { round });
}

/**
 * Pairs the next round (or re-pairs round `round` while it has no results); with the
 * previous round's results missing only when the TD gives a reason.
 */
export function pairRound(round: number | null, despiteMissing: string | null): Promise<Pairing> {
  return invoke("pair_round", { round, despiteMissing });
}

/**
 * Keeps a player out of a round's pairing (with a reason), or lets them back (no reason).
 */
export function setExclusion(round: number, player: number, reason: string | null): Promise<Array<Exclusion>> {
  return invoke("set_exclusion", { round, player, reason });
}

/**
 * The players kept out of a round.
 */
export function exclusions(round: number): Promise<Array<Exclusion>> {
  return invoke("exclusions", { round });
}

/**
 * Swaps two players of a paired round without results (seats and colours); the rest is re-paired.
 */
export function swapPlayers(round: number, a: number, b: number): Promise<Pairing> {
  return invoke("swap_players", { round, a, b });
}

/**
 * Starts a round at its official time (`10:00`; now when none is given).
 */
export function startRound(round: number, at: string | null): Promise<RoundView> {
  return invoke("start_round", { round, at });
}

/**
 * Records when a player came to the board; the lateness policy is applied.
 */
export function recordArrival(round: number, player: number, entry: ArrivalEntry): Promise<BoardView> {
  return invoke("record_arrival", { round, player, entry });
}

/**
 * Gives a warning under the Chinese rules (article 17.2, 18.1, 18.2, 18.3, 19 or 21.6).
 */
export function warnPlayer(round: number, player: number, article: string, note: string): Promise<BoardView> {
  return invoke("warn_player", { round, player, article, note });
}

/**
 * The lateness policy and time control of the tournament.
 */
export function gameDaySettings(): Promise<GameDaySettings> {
  return invoke("game_day_settings");
}

/**
 * Changes the time control (`byo 40m 3x30s`) and the lateness limit in minutes (`noLimit` for none).
 */
export function configureGameDay(timeControl: string, lossAfterMin: number | null, noLimit: boolean): Promise<GameDaySettings> {
  return invoke("configure_game_day", { timeControl, lossAfterMin, noLimit });
}

/**
 * Every software clock of a round, read now.
 */
export function clocks(round: number): Promise<Array<ClockView>> {
  return invoke("clocks", { round });
}

/**
 * Starts, presses, pauses, resumes, stops or adjusts a board's software clock.
 */
export function clockAction(round: number, board: number, action: ClockAction): Promise<ClockView> {
  return invoke("clock_action", { round, board, action });
}

/**
 * Fixes two players to meet in a round, the first with black.
 */
export function fixPair(round: number, black: number, white: number): Promise<FixedPair> {
  return invoke("fix_pair", { round, black, white });
}

/**
 * Records the result counted at a board (`B+3.5`, `W+R`, `jigo`, `B+F`, `34-30` …); a
 * correction needs a reason.
 */
export function recordResult(round: number, board: number, text: string, enteredBy: string, reason: string | null): Promise<BoardView> {
  return invoke("record_result", { round, board, text, enteredBy, reason });
}

/**
 * Draws colours for a board (nigiri, 伏せ石), performed by Taikai or as done at the board.
 */
export function drawColours(round: number, board: number, entry: DrawEntry): Promise<DrawView> {
  return invoke("draw_colours", { round, board, entry });
}

/**
 * The standings with the profile's tie-breaks.
 */
export function standings(): Promise<Array<StandingRow>> {
  return invoke("standings");
}

/**
 * The standings' tie-break order (the profile's until changed).
 */
export function tieBreakOrder(): Promise<Array<TieBreak>> {
  return invoke("tie_break_order");
}

/**
 * Changes the tie-break order; it must start with score or wins.
 */
export function setTieBreakOrder(order: Array<TieBreak>): Promise<Array<TieBreak>> {
  return invoke("set_tie_break_order", { order });
}

/**
 * The crosstable: every player's game in every round.
 */
export function crosstable(): Promise<Array<CrosstableRow>> {
  return invoke("crosstable");
}

/**
 * Saves a document (cards, pairings, standings, crosstable, draws) as PDF; returns the
 * path. The save dialog has asked before replacing another program's PDF.
 */
export function printDocument(document: string, round: number | null, path: string, paper: string, perPage: number): Promise<string> {
  return invoke("print_document", { document, round, path, paper, perPage });
}

/**
 * A document as PDF bytes, for the print preview inside the window.
 */
export function previewDocument(document: string, round: number | null, paper: string, perPage: number): Promise<Array<number>> {
  return invoke("preview_document", { document, round, paper, perPage });
}

/**
 * Opens a saved PDF in the system's viewer, for preview and printing.
 */
export function openInViewer(path: string): Promise<null> {
  return invoke("open_in_viewer", { path });
}

/**
 * Judges the end of an SGF record: every chain alive, dead or seki with its proof, and the count.
 * `budget`: positions each chain's verification may search (none: the default).
 */
export function judgeRecord(path: string, rules: string, komi: number | null, budget: number | null, marks: JudgeMarks): Promise<JudgeView> {
  return invoke("judge_record", { path, rules, komi, budget, marks });
}

/**
 * Judges a position set up by hand on the arbitration screen.
 */
export function judgePosition(position: PositionInput, rules: string, komi: number | null, budget: number | null, marks: JudgeMarks): Promise<JudgeView> {
  return invoke("judge_position", { position, rules, komi, budget, marks });
}

/**
 * Stops the verdict being searched (the Stop button): it is refused, and the verdict shown before stays.
 */
export function stopJudging(): Promise<null> {
  return invoke("stop_judging");
}

/**
 * Saves the arbitration report (PDF) of the judged record, or of the position set up by
 * hand; returns the path. The save dialog has asked before replacing another PDF.
 */
export function saveJudgeReport(sgfPath: string | null, position: PositionInput, rules: string, komi: number | null, budget: number | null, marks: JudgeMarks, path: string): Promise<string> {
  return invoke("save_judge_report", { sgfPath, position, rules, komi, budget, marks, path });
}

/**
 * Every change made to the tournament, oldest first.
 */
export function history(): Promise<Array<HistoryEntry>> {
  return invoke("history");
}

/**
 * The Venue panel: the server's address and QR code, the reports switch, the desk PIN,
 * the results reported from the board waiting for the TD.
 */
export function venuePanel(): Promise<VenuePanel> {
  return invoke("venue_panel");
}

/**
 */
export function venueStart(onNetwork: boolean, port: number): Promise<VenuePanel> {
  return invoke("venue_start", { onNetwork, port });
}

/**
 */
export function venueStop(): Promise<VenuePanel> {
  return invoke("venue_stop");
}

/**
 */
export function setVenueReports(on: boolean): Promise<VenuePanel> {
  return invoke("set_venue_reports", { on });
}

/**
 * Accepts the result reported from a board (the TD's one key).
 */
export function acceptReport(round: number, board: number, enteredBy: string): Promise<BoardView> {
  return invoke("accept_report", { round, board, enteredBy });
}
