import { describe, expect, it } from "vitest";
import { defaultPdfName } from "./printing";

describe("where a PDF is saved by default", () => {
  it("sits next to the tournament file, named after the document and round", () => {
    expect(defaultPdfName("/home/td/autumn.taikai", "cards", "2")).toBe("/home/td/autumn-round2-cards.pdf");
    expect(defaultPdfName("/home/td/autumn.taikai", "pairings", "")).toBe("/home/td/autumn-pairings.pdf");
  });
  it("leaves the round out of documents about the whole tournament", () => {
    expect(defaultPdfName("/home/td/autumn.taikai", "standings", "3")).toBe("/home/td/autumn-standings.pdf");
  });
});
