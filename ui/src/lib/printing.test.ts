import { describe, expect, it } from "vitest";
import {
  defaultPdfName,
  fitScale,
  pageRule,
  paperName,
  parseRound,
  pointsToMm,
  previewPixelScale,
  previewRequest,
  printPixelScale,
  requestKey,
  toBytes,
} from "./printing";

describe("where a PDF is saved by default", () => {
  it("sits next to the tournament file, named after the document and round", () => {
    expect(defaultPdfName("/home/td/autumn.taikai", "cards", "2")).toBe("/home/td/autumn-round2-cards.pdf");
    expect(defaultPdfName("/home/td/autumn.taikai", "pairings", "")).toBe("/home/td/autumn-pairings.pdf");
  });
  it("leaves the round out of documents about the whole tournament", () => {
    expect(defaultPdfName("/home/td/autumn.taikai", "standings", "3")).toBe("/home/td/autumn-standings.pdf");
  });
});

describe("what the preview asks for", () => {
  it("reads the round: empty is the latest, a whole number from 1 is a round, anything else waits", () => {
    expect(parseRound("")).toBeNull();
    expect(parseRound("  ")).toBeNull();
    expect(parseRound(" 3 ")).toBe(3);
    expect(parseRound("0")).toBeUndefined();
    expect(parseRound("2.5")).toBeUndefined();
    expect(parseRound("-1")).toBeUndefined();
    expect(parseRound("三")).toBeUndefined();
    expect(parseRound("99999999999999999999")).toBeUndefined();
  });

  it("passes paper and cards per page for the result cards", () => {
    expect(previewRequest("cards", "2", "b5", 2)).toEqual({ document: "cards", round: 2, paper: "b5", perPage: 2 });
    expect(previewRequest("cards", "", "a5", 1)).toEqual({ document: "cards", round: null, paper: "a5", perPage: 1 });
  });

  it("ignores paper and cards per page for the other documents, so changing them redraws nothing", () => {
    const a = previewRequest("standings", "", "a5", 1)!;
    const b = previewRequest("standings", "", "b5", 2)!;
    expect(requestKey(a)).toBe(requestKey(b));
    expect(requestKey(a)).not.toBe(requestKey(previewRequest("crosstable", "", "a5", 1)!));
  });

  it("falls back to A4 and four to a page for values it does not know, and waits for a bad round", () => {
    expect(previewRequest("cards", "1", "letter", 3)).toEqual({ document: "cards", round: 1, paper: "a4", perPage: 4 });
    expect(previewRequest("pairings", "x", "a4", 4)).toBeUndefined();
  });

  it("tells the latest round from round 1", () => {
    expect(requestKey(previewRequest("pairings", "", "a4", 4)!)).not.toBe(requestKey(previewRequest("pairings", "1", "a4", 4)!));
  });

  it("turns the command's numbers into bytes", () => {
    const bytes = toBytes([37, 80, 68, 70]);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder().decode(bytes)).toBe("%PDF");
  });
});

describe("page sizes and scales", () => {
  it("converts points to millimetres", () => {
    expect(pointsToMm(595.28)).toBe(210);
    expect(pointsToMm(841.89)).toBe(297);
    expect(pointsToMm(72)).toBe(25.4);
  });

  it("fits a page to the width of the pane", () => {
    expect(fitScale(595, 595)).toBe(1);
    expect(fitScale(500, 750)).toBe(1.5);
    expect(fitScale(595, 0)).toBe(1);
    expect(fitScale(0, 700)).toBe(1);
    expect(fitScale(1000, 10)).toBe(0.1);
  });

  it("draws the preview at the screen's pixel ratio, within a canvas WebKit will draw", () => {
    expect(previewPixelScale(1.2, 2, 842)).toBeCloseTo(2.4);
    expect(previewPixelScale(1.2, 1, 842)).toBeCloseTo(1.2);
    expect(previewPixelScale(1.2, 0.5, 842)).toBeCloseTo(1.2);
    expect(previewPixelScale(1.2, NaN, 842)).toBeCloseTo(1.2);
    expect(previewPixelScale(3, 3, 842) * 842).toBeCloseTo(4096);
  });

  it("prints at a resolution in dots per inch", () => {
    expect(printPixelScale(72)).toBe(1);
    expect(printPixelScale(200) * 595.28).toBeCloseTo(1653.6, 0);
  });

  it("makes each sheet the size of the page, without margins", () => {
    expect(pageRule(595.28, 841.89)).toBe("@page { size: 210mm 297mm; margin: 0; }");
    expect(pageRule(841.89, 595.28)).toBe("@page { size: 297mm 210mm; margin: 0; }");
  });

  it("names the standard paper sizes, either way round", () => {
    expect(paperName(595.28, 841.89)).toBe("A4");
    expect(paperName(841.89, 595.28)).toBe("A4");
    expect(paperName(419.53, 595.28)).toBe("A5");
    expect(paperName(515.91, 728.5)).toBe("B5");
    expect(paperName(300, 300)).toBeUndefined();
  });
});
