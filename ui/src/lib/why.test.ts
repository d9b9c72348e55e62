import { describe, expect, it } from "vitest";
import { whyBrief } from "./why";

// Explanations as the pairing writes them (crates/core/src/pairing).
const sameGroup =
  "MMS 22 – 22: same score group; colours 山田 太郎 none yet, 鈴木 一郎 none yet; nigiri at the board: 山田 太郎 grabs the white stones (Chinese rules §10); even game, komi 6.5";
const float =
  "MMS 21 – 20: 田中 健二 floats down, no better pairing inside the score groups; same club (新宿棋院): no other pairing in the score group; colours 田中 健二 B, 渡辺 大輔 W; 渡辺 大輔 takes black: had black less often; komi 6.5";

describe("why two players meet, in brief", () => {
  it("keeps the scores and drops what the row already shows", () => {
    expect(whyBrief(sameGroup, "en")).toBe("MMS 22 – 22: same score group");
    expect(whyBrief(sameGroup, "ja")).toBe("MMS 22 – 22：同点");
  });
  it("keeps every criterion given up, translated", () => {
    expect(whyBrief(float, "ja")).toBe(
      "MMS 21 – 20：田中 健二が下の点数群へ · 同じ所属（新宿棋院）：同点群に他の組合せなし · 渡辺 大輔が黒（黒番が少ない）",
    );
    expect(whyBrief(float, "en")).toContain("same club (新宿棋院): no other pairing in the score group");
  });
  it("words fixed pairs, round robin and knockout boards", () => {
    expect(whyBrief("fixed by the TD; MMS 22 – 21; rematch (the TD's choice)", "ja")).toBe("TDが固定 · MMS 22 – 21 · 再戦（TDの指定）");
    expect(
      whyBrief("round robin, Berger table round 2: no. 1 青木 – no. 4 江藤 (scores 1 – 0); colours drawn at the board", "ja"),
    ).toBe("総当たり（ベルガー表 第2回戦）：1番 – 4番（得点 1 – 0）");
    expect(
      whyBrief("knockout semi-final (round 1 of 2): seed 1 Aoki – seed 4 Doi; a draw goes to the holder of the draw-win right", "ja"),
    ).toBe("トーナメント準決勝：シード1 – シード4");
  });
  it("says handicap limits and rematches", () => {
    expect(whyBrief("MMS 10 – 10: same score group; handicap limited to 9 stones (the ranks ask for 12): no closer opponent; rematch: no pairing without one exists", "ja")).toBe(
      "MMS 10 – 10：同点 · 置石を9子に制限（段級差では12子）：近い相手なし · 再戦：再戦のない組合せがない",
    );
  });
});
