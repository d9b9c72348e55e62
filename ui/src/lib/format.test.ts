import { describe, expect, it } from "vitest";
import { describeValue } from "./format";

describe("history values", () => {
  it("shows a player in one readable line", () => {
    expect(describeValue({ id: 1, name: "山田 太郎", rank: "3d", club: "渋谷", status: "checked-in", notes: "" }))
      .toBe("山田 太郎 · 3d · 渋谷 · checked-in");
  });
  it("shows a missing value as a dash", () => {
    expect(describeValue(null)).toBe("—");
  });
});
