// Player helpers shared by the screens; tested in players.test.ts.
import type { Player } from "../bindings/Player";
import type { PlayerForm } from "../bindings/PlayerForm";
import type { ImportPreview } from "../bindings/ImportPreview";

export function emptyForm(): PlayerForm {
  return {
    name: "", reading: "", rank: "", club: "", birth_year: "", notes: "", group: "",
    country: "", egf_pin: "", ffg_licence: "", aga_id: "", rating: "",
  };
}

/** The edit form for a registered player, as the TD typed it (rank normalised). */
export function formOf(player: Player): PlayerForm {
  return {
    name: player.name,
    reading: player.reading,
    rank: player.rank,
    club: player.club,
    birth_year: player.birth_year === null ? "" : String(player.birth_year),
    notes: player.notes,
    group: player.group,
    country: player.ids.country,
    egf_pin: player.ids.egf_pin,
    ffg_licence: player.ids.ffg_licence,
    aga_id: player.ids.aga_id,
    rating: player.ids.rating === null ? "" : String(player.ids.rating),
  };
}

/** Bad rows the TD has not yet chosen to skip: the import stays closed while any remain. */
export function unresolvedRows(preview: ImportPreview, skipped: ReadonlySet<number>): number[] {
  return preview.rows.filter((r) => r.problems.length > 0 && !skipped.has(r.line)).map((r) => r.line);
}

/** How many players an import would add. */
export function importCount(preview: ImportPreview, skipped: ReadonlySet<number>): number {
  return preview.rows.filter((r) => r.problems.length === 0 && !skipped.has(r.line)).length;
}

const kanjiDigits = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九"];

/**
 * A stored rank (`5k`, `1d`, `3p`) as the interface shows it: unchanged in English; in
 * Japanese `5級`, `初段`, `3段`, `三段プロ` as clubs write them. An unknown rank (`?`, also a
 * stored rank that could not be read) is 不明 / unknown.
 */
export function rankLabel(rank: string, lang: "ja" | "en"): string {
  if (rank === "?") return lang === "ja" ? "不明" : "unknown";
  const m = /^(\d+)([kdp])$/.exec(rank);
  if (lang === "en" || !m) return rank;
  const n = Number(m[1]);
  if (m[2] === "k") return `${n}級`;
  if (m[2] === "d") return n === 1 ? "初段" : `${n}段`;
  return `${kanjiDigits[n] ?? n}段プロ`;
}
