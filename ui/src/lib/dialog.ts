// Native file dialogs. WebDriver cannot drive them, so every dialog only fills a text field
// that the TD (or a test) can also type into.
import { open, save } from "@tauri-apps/plugin-dialog";

const tournamentFilter = [{ name: "Taikai", extensions: ["taikai"] }];

export async function chooseTournamentToOpen(): Promise<string | null> {
  const chosen = await open({ multiple: false, directory: false, filters: tournamentFilter });
  return typeof chosen === "string" ? chosen : null;
}

export async function chooseWhereToSave(suggested: string): Promise<string | null> {
  return save({ defaultPath: suggested, filters: tournamentFilter });
}

export async function chooseCsv(): Promise<string | null> {
  const chosen = await open({ multiple: false, filters: [{ name: "CSV", extensions: ["csv", "txt"] }] });
  return typeof chosen === "string" ? chosen : null;
}

export async function chooseSgf(): Promise<string | null> {
  const chosen = await open({ multiple: false, filters: [{ name: "SGF", extensions: ["sgf"] }] });
  return typeof chosen === "string" ? chosen : null;
}

export async function chooseWhereToSavePdf(suggested: string): Promise<string | null> {
  return save({ defaultPath: suggested, filters: [{ name: "PDF", extensions: ["pdf"] }] });
}

export async function chooseOpenGotha(): Promise<string | null> {
  const chosen = await open({ multiple: false, filters: [{ name: "OpenGotha", extensions: ["xml"] }] });
  return typeof chosen === "string" ? chosen : null;
}

/** Where an export goes: the save dialog asks before replacing a file. */
export async function chooseWhereToExport(suggested: string, extension: string): Promise<string | null> {
  return save({ defaultPath: suggested, filters: [{ name: extension.toUpperCase(), extensions: [extension] }] });
}
