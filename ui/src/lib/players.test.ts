import { describe, expect, it } from "vitest";
import { formOf, importCount, rankLabel, unresolvedRows } from "./players";
import type { ImportPreview } from "../bindings/ImportPreview";
import type { Player } from "../bindings/Player";

const row = (line: number, words: string[] = []) => ({
  line,
  player: { name: `p${line}`, reading: "", rank: "3k", club: "", birth_year: "", notes: "", group: "", country: "", egf_pin: "", ffg_licence: "", aga_id: "", rating: "" },
  rank_shown: words.length ? null : "3k",
  problems: words.map((w) => ({ en: w, ja: w })),
});

describe("import preview", () => {
  const preview: ImportPreview = {
    encoding: "Shift_JIS",
    rows: [row(2), row(3, ["rank: bad"]), row(4), row(5, ["name is empty"])],
    ignored_columns: [],
  };

  it("stays closed while a bad row is neither fixed nor skipped", () => {
    expect(unresolvedRows(preview, new Set())).toEqual([3, 5]);
    expect(unresolvedRows(preview, new Set([3]))).toEqual([5]);
    expect(unresolvedRows(preview, new Set([3, 5]))).toEqual([]);
  });

  it("counts only the good rows that are not skipped", () => {
    expect(importCount(preview, new Set([3, 5]))).toBe(2);
    expect(importCount(preview, new Set([2, 3, 5]))).toBe(1);
  });
});

describe("edit form", () => {
  it("shows a player's details as editable text", () => {
    const player: Player = {
      id: 3, name: "山田 太郎", reading: "やまだ たろう", rank: "1d", club: "渋谷",
      birth_year: 1970, notes: "", status: "checked-in", group: "山田家",
      ids: { country: "JP", egf_pin: "", ffg_licence: "", aga_id: "", rating: 2100 },
    };
    expect(formOf(player)).toEqual({
      name: "山田 太郎", reading: "やまだ たろう", rank: "1d", club: "渋谷", birth_year: "1970", notes: "", group: "山田家",
      country: "JP", egf_pin: "", ffg_licence: "", aga_id: "", rating: "2100",
    });
    expect(formOf({ ...player, birth_year: null }).birth_year).toBe("");
  });
});

describe("ranks on screen", () => {
  it("reads as a Japanese club writes them in the Japanese interface", () => {
    expect(rankLabel("5k", "ja")).toBe("5級");
    expect(rankLabel("1d", "ja")).toBe("初段");
    expect(rankLabel("?", "ja")).toBe("不明");
    expect(rankLabel("?", "en")).toBe("unknown");
    expect(rankLabel("3d", "ja")).toBe("3段");
    expect(rankLabel("9p", "ja")).toBe("九段プロ");
    expect(rankLabel("30k", "ja")).toBe("30級");
  });
  it("stays as stored in English", () => {
    expect(rankLabel("1d", "en")).toBe("1d");
    expect(rankLabel("10k", "en")).toBe("10k");
  });
});
