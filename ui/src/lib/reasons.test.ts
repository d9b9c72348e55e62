import { describe, expect, it } from "vitest";
import type { ReasonView } from "../bindings/ReasonView";
import { whyBrief, whyFull } from "./reasons";

// Reasons as the catalogue renders them (crates/catalogue/src/reason.rs).
const r = (code: string, en: string, ja: string, brief: boolean): ReasonView => ({ code, text: { en, ja }, brief });
const sameGroup = [
  r("same-score-group", "MMS 22 – 22: same score group", "MMS 22 – 22：同点", true),
  r("colours", "colours 山田 太郎 none yet, 鈴木 一郎 none yet", "これまでの手番 山田 太郎 まだなし、鈴木 一郎 まだなし", false),
  r("nigiri", "nigiri at the board: 山田 太郎 grabs the white stones (Chinese rules §10)", "盤でニギリ：山田 太郎が白石を握る（中国囲碁規則 第10条）", false),
  r("even-game", "even game, komi 6.5", "互先、コミ6.5", false),
];
const float = [
  r("floats-down", "MMS 21 – 20: 田中 健二 floats down, no better pairing inside the score groups", "MMS 21 – 20：田中 健二が下の点数群へ", true),
  r("same-club", "same club (新宿棋院): no other pairing in the score group", "同じ所属（新宿棋院）：同点群に他の組合せなし", true),
  r("takes-black", "渡辺 大輔 takes black: had black less often", "渡辺 大輔が黒（黒番が少ない）", true),
  r("komi", "komi 6.5", "コミ6.5", false),
];

describe("why two players meet", () => {
  it("keeps the brief parts in the short line, in the window's language", () => {
    expect(whyBrief(sameGroup, "ja")).toBe("MMS 22 – 22：同点");
    expect(whyBrief(sameGroup, "en")).toBe("MMS 22 – 22: same score group");
    expect(whyBrief(float, "ja")).toBe(
      "MMS 21 – 20：田中 健二が下の点数群へ · 同じ所属（新宿棋院）：同点群に他の組合せなし · 渡辺 大輔が黒（黒番が少ない）",
    );
  });
  it("gives every part in the tooltip", () => {
    expect(whyFull(sameGroup, "en")).toBe(
      "MMS 22 – 22: same score group; colours 山田 太郎 none yet, 鈴木 一郎 none yet; nigiri at the board: 山田 太郎 grabs the white stones (Chinese rules §10); even game, komi 6.5",
    );
    expect(whyFull(float, "ja")).toContain("コミ6.5");
  });
  it("says nothing when there is nothing to say", () => {
    expect(whyBrief([], "ja")).toBe("");
    expect(whyBrief([r("komi", "komi 6.5", "コミ6.5", false)], "en")).toBe("");
  });
});
