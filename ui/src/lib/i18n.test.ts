import { describe, expect, it } from "vitest";
import { dictionaries, translate } from "./i18n";

describe("interface text", () => {
  it("has every message in both Japanese and English, none left empty", () => {
    const ja = Object.keys(dictionaries.ja).sort();
    const en = Object.keys(dictionaries.en).sort();
    expect(ja).toEqual(en);
    for (const lang of ["ja", "en"] as const) {
      for (const [key, text] of Object.entries(dictionaries[lang])) {
        expect(text.trim(), `${lang}.${key}`).not.toBe("");
      }
    }
  });

  it("speaks Japanese in the Japanese interface", () => {
    expect(translate("ja", "checkIn")).toBe("受付");
    expect(translate("ja", "profile")).not.toBe(translate("en", "profile"));
    expect(translate("en", "checkIn")).toBe("Check in");
  });

  it("fills counts into sentences", () => {
    expect(translate("en", "importN", { n: 24 })).toBe("Import 24");
    expect(translate("ja", "importN", { n: 24 })).toBe("24名を取り込む");
    expect(translate("en", "fixOrSkip", { n: 2 })).toMatch(/^2 rows have problems/);
  });

  it("keeps the same placeholders in both languages", () => {
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(dictionaries.en) as (keyof typeof dictionaries.en)[]) {
      expect(placeholders(dictionaries.ja[key]), key).toEqual(placeholders(dictionaries.en[key]));
    }
  });
});
