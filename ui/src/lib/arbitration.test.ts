import { describe, expect, it } from "vitest";
import { judgeMarks, placeStone, statusByPoint, stoneMap, toggleMark } from "./arbitration";

describe("setting up a position", () => {
  it("places, replaces and removes stones the way an arbiter expects", () => {
    let pos = { black: [] as string[], white: [] as string[] };
    pos = placeStone(pos, "cc", "B");
    expect(pos).toEqual({ black: ["cc"], white: [] });
    pos = placeStone(pos, "cc", "W");
    expect(pos).toEqual({ black: [], white: ["cc"] });
    pos = placeStone(pos, "cc", "W");
    expect(pos).toEqual({ black: [], white: [] });
    pos = placeStone(placeStone(pos, "dd", "B"), "dd", "erase");
    expect(pos).toEqual({ black: [], white: [] });
  });

  it("colours every stone of a chain with the chain's status", () => {
    const map = statusByPoint([
      { color: "B", stones: ["aa", "ab"], status: "seki", basis: "proven", note: { en: "", ja: "" }, assumes: false, removed: false, proof: [], steps: [] },
      { color: "W", stones: ["cc"], status: "dead", basis: "proven", note: { en: "", ja: "" }, assumes: false, removed: true, proof: ["W cd", "B ce"], steps: [] },
    ]);
    expect(map).toEqual({ aa: "seki", ab: "seki", cc: "dead" });
    expect(stoneMap(["aa"], ["cc"])).toEqual({ aa: "B", cc: "W" });
  });
});

describe("marking stones for the judge", () => {
  const position = { black: ["aa", "ab"], white: ["cc"] };
  it("marks a stone, unmarks it on a second click, and ignores empty points", () => {
    let marks = toggleMark({}, position, "cc", "agreed-dead");
    expect(marks).toEqual({ cc: "agreed-dead" });
    marks = toggleMark(marks, position, "aa", "ask");
    marks = toggleMark(marks, position, "dd", "ask");
    expect(judgeMarks(marks)).toEqual({ agreed_dead: ["cc"], agreed_alive: [], ask: ["aa"] });
    marks = toggleMark(marks, position, "cc", "agreed-dead");
    expect(judgeMarks(marks).agreed_dead).toEqual([]);
  });
});
