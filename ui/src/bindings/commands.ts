// Generated from src-tauri/src/commands.rs by `cargo test`. Do not edit.
import { invoke } from "@tauri-apps/api/core";
import type { HistoryEntry } from "./HistoryEntry";
import type { ImportPreview } from "./ImportPreview";
import type { ImportReport } from "./ImportReport";
import type { Player } from "./Player";
import type { PlayerForm } from "./PlayerForm";
import type { PlayerStatus } from "./PlayerStatus";
import type { PlayersView } from "./PlayersView";
import type { TournamentSettings } from "./TournamentSettings";
import type { TournamentView } from "./TournamentView";

/**
 * The tournament open in this window, if any.
 */
export function currentTournament(): Promise<TournamentView | null> {
  return invoke("current_tournament");
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
 * Creates a fresh demo tournament and opens it.
 */
export function openDemo(): Promise<TournamentView> {
  return invoke("open_demo");
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
 * Every change made to the tournament, oldest first.
 */
export function history(): Promise<Array<HistoryEntry>> {
  return invoke("history");
}
