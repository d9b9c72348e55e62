import { describe, expect, it } from "vitest";
import { backupReason, describeValue } from "./format";
import { translate } from "./i18n";

describe("history values", () => {
  it("shows a player in one readable line", () => {
    expect(describeValue({ id: 1, name: "山田 太郎", rank: "3d", club: "渋谷", status: "checked-in", notes: "" }))
      .toBe("山田 太郎 · 3d · 渋谷 · checked-in");
  });
  it("shows a missing value as a dash", () => {
    expect(describeValue(null)).toBe("—");
  });
});

describe("backupReason", () => {
  it("says why a backup was made in the window's language", () => {
    const ja = (key: Parameters<typeof translate>[1], v?: Record<string, string | number>) => translate("ja", key, v);
    const en = (key: Parameters<typeof translate>[1], v?: Record<string, string | number>) => translate("en", key, v);
    expect(backupReason("pair-round-2", ja)).toBe("第2回戦の組合せ前");
    expect(backupReason("pair-round-2", en)).toBe("Before pairing round 2");
    expect(backupReason("before-restore", ja)).toBe("復元で置き換えた状態");
    expect(backupReason("something-new", en)).toBe("something-new");
  });
});
