import { beforeEach, describe, expect, it } from "vitest";
import { followSystemLanguage, toggleLang, ui } from "./state.svelte";

describe("the language of a first start", () => {
  beforeEach(() => {
    localStorage.clear();
    ui.lang = "ja";
  });

  it("follows the desktop until the TD chooses", async () => {
    await followSystemLanguage(async () => "en");
    expect(ui.lang).toBe("en");
    await followSystemLanguage(async () => "ja");
    expect(ui.lang).toBe("ja");
  });

  it("keeps the window's default on a desktop without a language", async () => {
    await followSystemLanguage(async () => null);
    expect(ui.lang).toBe("ja");
    await followSystemLanguage(() => Promise.reject(new Error("no desktop")));
    expect(ui.lang).toBe("ja");
  });

  it("keeps the TD's own choice over the desktop's", async () => {
    toggleLang(); // ja -> en, remembered
    await followSystemLanguage(async () => "ja");
    expect(ui.lang).toBe("en");
  });
});
