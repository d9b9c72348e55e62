import { describe, expect, it } from "vitest";
import { judgeMarks, markArea, placeStone, pointsBetween, statusByPoint, stoneMap, toggleMark } from "./arbitration";

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
      { color: "B", stones: ["aa", "ab"], status: "seki", basis: "proven", note: { en: "", ja: "" }, assumes: false, search_longer: false, held_open: false, removed: false, proof: [], steps: [] },
      { color: "W", stones: ["cc"], status: "dead", basis: "proven", note: { en: "", ja: "" }, assumes: false, search_longer: false, held_open: false, removed: true, proof: ["W cd", "B ce"], steps: [] },
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

describe("marking stones with a lasso", () => {
  // A white group dead inside black's corner, and black's wall around it.
  const position = { black: ["ca", "cb", "ac", "bc", "cc"], white: ["aa", "ba", "ab"] };

  it("takes the rectangle between the two corners of the drag, whichever way it was dragged", () => {
    expect(pointsBetween("aa", "bb")).toEqual(["aa", "ba", "ab", "bb"]);
    expect(pointsBetween("bb", "aa")).toEqual(["aa", "ba", "ab", "bb"]);
    expect(pointsBetween("cc", "cc")).toEqual(["cc"]);
  });

  it("marks the stones of the colour the drag started on, not the walls around them", () => {
    const area = pointsBetween("aa", "cc");
    const marks = markArea({}, position, area, "ask", "W");
    expect(judgeMarks(marks).ask).toEqual(["aa", "ab", "ba"]);
    // From an empty point: every stone in the rectangle.
    expect(Object.keys(markArea({}, position, area, "ask", null)).length).toBe(8);
  });

  it("clears the marks when every stone there has that mark already, and changes other marks", () => {
    const area = pointsBetween("aa", "bb");
    const once = markArea({}, position, area, "agreed-dead", "W");
    expect(markArea(once, position, area, "agreed-dead", "W")).toEqual({});
    const changed = markArea(once, position, area, "ask", "W");
    expect(judgeMarks(changed)).toEqual({ agreed_dead: [], agreed_alive: [], ask: ["aa", "ab", "ba"] });
  });
});

describe("a corner set up by hand", () => {
  it("draws the walls held as connected to the rest of the board unmarked, not as questions", () => {
    const chain = (stones: string[], status: string, held_open: boolean) => ({
      color: "B", stones, status, basis: "none", note: { en: "", ja: "" }, assumes: false,
      search_longer: false, held_open, removed: false, proof: [], steps: [],
    });
    const map = statusByPoint([chain(["aa"], "undetermined", true), chain(["cc"], "undetermined", false)]);
    expect(map).toEqual({ aa: "alive", cc: "undetermined" });
  });
});
