import { describe, expect, it } from "vitest";
import { placeStone, statusByPoint, stoneMap } from "./arbitration";

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
      { color: "B", stones: ["aa", "ab"], status: "seki", removed: false, proof: [], steps: [] },
      { color: "W", stones: ["cc"], status: "dead", removed: true, proof: ["W cd", "B ce"], steps: [] },
    ]);
    expect(map).toEqual({ aa: "seki", ab: "seki", cc: "dead" });
    expect(stoneMap(["aa"], ["cc"])).toEqual({ aa: "B", cc: "W" });
  });
});
