import { describe, expect, it } from "vitest";
import { nextRoundNumber, resultPlaceholder } from "./rounds";
import type { RoundView } from "../bindings/RoundView";

const round = (n: number, status: RoundView["status"]): RoundView => ({
  round: n, rounds: 4, status, pairedAt: "", boards: [], bye: null, otherByes: [], notes: [], missingResults: [],
});

describe("which round can be paired", () => {
  it("offers round 1 before anything is paired", () => {
    expect(nextRoundNumber(null, 4)).toBe(1);
  });
  it("waits for every result before offering the next round", () => {
    expect(nextRoundNumber(round(1, "paired"), 4)).toBeNull();
    expect(nextRoundNumber(round(1, "started"), 4)).toBeNull();
    expect(nextRoundNumber(round(1, "finished"), 4)).toBe(2);
  });
  it("offers nothing after the last round", () => {
    expect(nextRoundNumber(round(4, "finished"), 4)).toBeNull();
  });
  it("shows the result format of the game", () => {
    expect(resultPlaceholder(true)).toBe("B+3.5");
    expect(resultPlaceholder(false)).toBe("40-24");
  });
});
