// Game-day helpers shared by the round and clock screens; tested in gameday.test.ts.
import type { ClockReading } from "../bindings/ClockReading";
import type { ArrivalRecord } from "../bindings/ArrivalRecord";
import type { BoardView } from "../bindings/BoardView";
import type { TimeControl } from "../bindings/TimeControl";
import type { Lang } from "./i18n";
import { translate } from "./i18n";

/** Milliseconds as a clock face shows them: `1:05:09`, `39:58`, `0:07`. Rounded up, so a
 * clock shows 0:00 only when the time is really gone. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}

/** A length of time in words: `59 min 59 s`, `12分`. */
export function formatLateness(seconds: number, lang: Lang): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  if (lang === "ja") return s === 0 ? `${m}分` : `${m}分${s}秒`;
  return s === 0 ? `${m} min` : `${m} min ${s} s`;
}

/** The big number of a side: main time, or in overtime the time left in the period. */
export function clockFace(r: ClockReading): string {
  return formatClock(r.in_overtime ? r.period_ms : r.main_ms);
}

/**
 * The second to call out for a running side, as a byo-yomi timekeeper does: the last ten
 * seconds of a byo-yomi or Canadian period, or of the main time in sudden death and
 * Fischer. Null when nothing is to be called.
 */
export function secondToCall(r: ClockReading): number | null {
  if (!r.running || r.flagged) return null;
  const left = r.in_overtime ? r.period_ms : r.until_flag_ms;
  if (!r.in_overtime && r.until_flag_ms > r.main_ms) return null; // overtime still to come
  const s = Math.ceil(left / 1000);
  return s >= 1 && s <= 10 ? s : null;
}


/** An arrival in a few characters: `10:07`, or the words for absent / forfeit. */
export function arrivalText(a: ArrivalRecord | null, lang: Lang): string {
  if (a === null) return "";
  switch (a.kind) {
    case "arrived":
      return translate(lang, "arrivedAt", { at: a.at });
    case "absent":
      return translate(lang, "absent");
    case "chose-forfeit":
      return translate(lang, "choseForfeitAt", { at: a.at });
  }
}

/** Typing `text` into a board that has a result already is a correction, which needs a reason. */
export function isCorrection(board: BoardView, text: string): boolean {
  const old = board.day.counted_text;
  return old !== null && old !== text.trim();
}

/** Where a board stands on the round screen. */
export function boardState(board: BoardView, started: boolean): "done" | "playing" | "waiting" {
  if (board.result !== null) return "done";
  return started ? "playing" : "waiting";
}

/** The result a flag offers: the opponent of the side that ran out wins on time. */
export function lossOnTime(flagged: "black" | "white"): string {
  return flagged === "black" ? "W+T" : "B+T";
}

/** A time control in the TD's language: `40分 + 秒読み30秒×3回`, `40 min + 3 × 30 s byo-yomi`. */
export function describeControl(tc: TimeControl, lang: Lang): string {
  const span = (s: number) => formatLateness(s, lang).replace(/^0 min /, "").replace(/^0分/, "");
  const ja = lang === "ja";
  switch (tc.kind) {
    case "absolute":
      return ja ? `${span(tc.main_s)}（切れ負け）` : `${span(tc.main_s)} sudden death`;
    case "byo-yomi":
      return ja
        ? `${span(tc.main_s)} + 秒読み${span(tc.period_s)}×${tc.periods}回`
        : `${span(tc.main_s)} + ${tc.periods} × ${span(tc.period_s)} byo-yomi`;
    case "canadian":
      return ja
        ? `${span(tc.main_s)} + ${span(tc.period_s)}で${tc.moves}手`
        : `${span(tc.main_s)} + ${tc.moves} moves in ${span(tc.period_s)}`;
    case "fischer":
      return ja ? `${span(tc.main_s)} + 1手ごとに${span(tc.increment_s)}` : `${span(tc.main_s)} + ${span(tc.increment_s)} per move`;
  }
}
