import { describe, expect, it } from "vitest";
import { nextRoundNumber, playersOfRound, resultPlaceholder } from "./rounds";
import type { RoundView } from "../bindings/RoundView";
import type { BoardView } from "../bindings/BoardView";

const noDay: BoardView["day"] = {
  counted_text: null, entered_by: null, entered_at: null, black_arrival: null, white_arrival: null,
  charged_black_s: 0, charged_white_s: 0, warnings: [], warnings_black: 0, warnings_white: 0, penalties: [],
};

const round = (n: number, status: RoundView["status"]): RoundView => ({
  round: n, rounds: 4, status, paired_at: "", started_at: null, boards: [], bye: null, other_byes: [], notes: [], missing_results: [], draw_method: "nigiri",
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

describe("players of a round", () => {
  it("lists both sides of every board and the bye, once each", () => {
    const p = (id: number, name: string) => ({ id, name, rank: "1d", club: "" });
    const board = (n: number, black: ReturnType<typeof p>, white: ReturnType<typeof p>) => ({
      board: n, black, white, handicap: 0, komi: 6.5, colours: "draw" as const, reasons: [],
      result: null, result_text: null, discs: null, draw_win: null, day: noDay, report_code: null,
    });
    const view = { ...round(1, "paired"), boards: [board(1, p(1, "伊藤"), p(2, "阿部")), board(2, p(3, "上田"), p(4, "江口"))], bye: p(5, "大野") };
    expect(playersOfRound(view).map((x) => x.id).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
