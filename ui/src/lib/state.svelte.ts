// The window's shared state: language, theme, the open tournament, the last error.

import { translate, type Lang, type MessageKey } from "./i18n";
import type { ErrorView } from "../bindings/ErrorView";
import type { TournamentView } from "../bindings/TournamentView";
import type { ExchangeNoteView } from "../bindings/ExchangeNoteView";

type Theme = "light" | "dark";

function stored<T extends string>(key: string, fallback: T, allowed: readonly T[]): T {
  const value = globalThis.localStorage?.getItem(key) as T | null;
  return value !== null && allowed.includes(value) ? value : fallback;
}

export const ui = $state({
  lang: stored<Lang>("taikai.lang", "ja", ["ja", "en"]),
  theme: stored<Theme>("taikai.theme", "light", ["light", "dark"]),
  tournament: null as TournamentView | null,
  /** The arbitration screen is reachable with or without a tournament open. */
  view: "tournament" as "tournament" | "arbitration",
  error: null as string | null,
  notice: null as string | null,
  /** What an import or export said it could not carry over, shown until dismissed. */
  exchange: null as { heading: string; notes: ExchangeNoteView[] } | null,
});

export function t(key: MessageKey, values?: Record<string, string | number>): string {
  return translate(ui.lang, key, values);
}

/**
 * A first start follows the desktop's language (Japanese on a Japanese desktop) until the
 * TD chooses one with the language button; `system` asks the desktop (`ja`, `en` or none).
 */
export async function followSystemLanguage(system: () => Promise<string | null>): Promise<void> {
  if ((globalThis.localStorage?.getItem("taikai.lang") ?? null) !== null) return;
  const lang = await system().catch(() => null);
  if (lang === "ja" || lang === "en") ui.lang = lang;
}

export function toggleLang(): void {
  ui.lang = ui.lang === "ja" ? "en" : "ja";
  localStorage.setItem("taikai.lang", ui.lang);
}

export function toggleTheme(): void {
  ui.theme = ui.theme === "light" ? "dark" : "light";
  localStorage.setItem("taikai.theme", ui.theme);
}

/**
 * The message of an error from a command (an ErrorView: its catalogue text in the window's
 * language) or anything else thrown.
 */
export function messageOf(error: unknown): string {
  if (typeof error === "object" && error !== null && "text" in error) {
    return (error as ErrorView).text[ui.lang];
  }
  if (typeof error === "object" && error !== null && "message" in error) {
    return String((error as ErrorView).message);
  }
  return String(error);
}

/**
 * Runs a command; on failure shows its message and returns undefined. The message comes
 * from Rust and already says what was wrong and what to do.
 */
export async function attempt<T>(action: () => Promise<T>): Promise<T | undefined> {
  try {
    const result = await action();
    ui.error = null;
    return result;
  } catch (error) {
    if (isNews(error)) {
      ui.error = null;
      ui.notice = messageOf(error);
    } else {
      ui.error = messageOf(error);
    }
    return undefined;
  }
}

/** Refusals that report what the user asked for (a search they stopped): news, not a failure. */
const NEWS = new Set(["record.search-stopped"]);

function isNews(error: unknown): boolean {
  return typeof error === "object" && error !== null && NEWS.has(String((error as ErrorView).code));
}
