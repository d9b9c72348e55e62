import { describe, expect, it } from "vitest";
import { clockFace, describeControl, formatClock, isCorrection, lossOnTime, secondToCall } from "./gameday";
import type { ClockReading } from "../bindings/ClockReading";
import type { BoardView } from "../bindings/BoardView";

const reading = (over: Partial<ClockReading>): ClockReading => ({
  main_ms: 0, in_overtime: false, periods_left: 0, period_ms: 0, moves_left: 0, until_flag_ms: 0,
  moves_made: 0, spent_ms: 0, running: true, flagged: false, flag_fell_at: null, ...over,
});

describe("clock faces", () => {
  it("shows hours only when there are any, and rounds up", () => {
    expect(formatClock(40 * 60_000)).toBe("40:00");
    expect(formatClock(3_909_000)).toBe("1:05:09");
    expect(formatClock(6_001)).toBe("0:07");
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(-5)).toBe("0:00");
  });
  it("shows the period in byo-yomi and the main time before", () => {
    expect(clockFace(reading({ main_ms: 125_000, period_ms: 30_000 }))).toBe("2:05");
    expect(clockFace(reading({ in_overtime: true, main_ms: 0, period_ms: 21_500, periods_left: 2 }))).toBe("0:22");
  });
});

describe("the byo-yomi count", () => {
  it("calls the last ten seconds of a period", () => {
    expect(secondToCall(reading({ in_overtime: true, period_ms: 10_000, until_flag_ms: 10_000 }))).toBe(10);
    expect(secondToCall(reading({ in_overtime: true, period_ms: 3_200, until_flag_ms: 33_200 }))).toBe(4);
    expect(secondToCall(reading({ in_overtime: true, period_ms: 10_001, until_flag_ms: 10_001 }))).toBeNull();
  });
  it("calls nothing for a stopped or flagged side, or while main time leads into overtime", () => {
    expect(secondToCall(reading({ in_overtime: true, period_ms: 5_000, running: false }))).toBeNull();
    expect(secondToCall(reading({ in_overtime: true, period_ms: 0, flagged: true }))).toBeNull();
    expect(secondToCall(reading({ main_ms: 5_000, until_flag_ms: 95_000 }))).toBeNull();
  });
  it("calls the end of sudden death", () => {
    expect(secondToCall(reading({ main_ms: 8_000, until_flag_ms: 8_000 }))).toBe(8);
  });
});

describe("results", () => {
  const board = (counted: string | null) => ({ day: { counted_text: counted } }) as unknown as BoardView;
  it("asks for a reason only when a different result replaces one", () => {
    expect(isCorrection(board(null), "B+R")).toBe(false);
    expect(isCorrection(board("B+R"), " B+R ")).toBe(false);
    expect(isCorrection(board("B+R"), "W+2.5")).toBe(true);
  });
  it("offers the win on time to the side whose flag did not fall", () => {
    expect(lossOnTime("black")).toBe("W+T");
    expect(lossOnTime("white")).toBe("B+T");
  });
});

describe("time controls in words", () => {
  it("says byo-yomi the Japanese way", () => {
    const byo = { kind: "byo-yomi", main_s: 2400, periods: 3, period_s: 30 } as const;
    expect(describeControl(byo, "ja")).toBe("40分 + 秒読み30秒×3回");
    expect(describeControl(byo, "en")).toBe("40 min + 3 × 30 s byo-yomi");
    expect(describeControl({ kind: "absolute", main_s: 1200 }, "ja")).toBe("20分（切れ負け）");
    expect(describeControl({ kind: "fischer", main_s: 300, increment_s: 10 }, "en")).toBe("5 min + 10 s per move");
  });
});
