// Printing helpers; tested in printing.test.ts.

export const DOCUMENTS = ["cards", "pairings", "standings", "crosstable", "draws"] as const;
export type DocumentName = (typeof DOCUMENTS)[number];

/** Next to the tournament file: `autumn.taikai` → `autumn-round2-cards.pdf`. */
export function defaultPdfName(tournamentPath: string, document: DocumentName, round: string): string {
  const base = tournamentPath.replace(/\.taikai$/, "") || "~/taikai";
  const roundPart = round.trim() !== "" && document !== "standings" && document !== "crosstable" ? `-round${round.trim()}` : "";
  return `${base}${roundPart}-${document}.pdf`;
}

// ---- Print preview and printing from the window ----

export type Paper = "a4" | "a5" | "b5";

/** What the preview asks the back end for. */
export interface PreviewRequest {
  document: DocumentName;
  round: number | null;
  paper: Paper;
  perPage: number;
}

/**
 * The round typed in the dialog: empty means the latest round (null); anything but a whole
 * number from 1 is not a round yet (undefined), so the preview waits for the TD to finish typing.
 */
export function parseRound(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const n = Number(trimmed);
  return n >= 1 && Number.isSafeInteger(n) ? n : undefined;
}

/**
 * The request for the options chosen; paper and cards per page only shape the result cards,
 * so for the other documents they are left at the defaults and changing them redraws nothing.
 */
export function previewRequest(document: DocumentName, roundText: string, paper: string, perPage: number): PreviewRequest | undefined {
  const round = parseRound(roundText);
  if (round === undefined) return undefined;
  if (document !== "cards") return { document, round, paper: "a4", perPage: 4 };
  const p: Paper = paper === "a5" || paper === "b5" ? paper : "a4";
  const n = [1, 2, 4].includes(Number(perPage)) ? Number(perPage) : 4;
  return { document, round, paper: p, perPage: n };
}

/** Two requests with the same key give the same PDF. */
export function requestKey(r: PreviewRequest): string {
  return `${r.document}|${r.round ?? "latest"}|${r.paper}|${r.perPage}`;
}

/** The bytes of a PDF as the command returns them (a JSON array of numbers). */
export function toBytes(numbers: ArrayLike<number>): Uint8Array {
  return Uint8Array.from(numbers as ArrayLike<number>);
}

/** PDF points (1/72 inch) to millimetres, rounded to a hundredth. */
export function pointsToMm(points: number): number {
  return Math.round((points * 25.4 * 100) / 72) / 100;
}

/**
 * The scale, in CSS pixels per PDF point, at which a page `pageWidth` points wide fills
 * `available` CSS pixels; never below a tenth, so a collapsed pane still renders something.
 */
export function fitScale(pageWidth: number, available: number): number {
  if (!(pageWidth > 0) || !(available > 0)) return 1;
  return Math.max(0.1, available / pageWidth);
}

/**
 * Canvas pixels per PDF point for the preview: the fitted scale times the screen's pixel
 * ratio (at least 1), kept under `maxPixels` on the longer side so a huge window or a
 * 4K screen cannot ask for a canvas WebKit refuses to draw.
 */
export function previewPixelScale(cssScale: number, devicePixelRatio: number, pageLongSide: number, maxPixels = 4096): number {
  const ratio = Number.isFinite(devicePixelRatio) && devicePixelRatio > 1 ? devicePixelRatio : 1;
  const scale = cssScale * ratio;
  return pageLongSide > 0 ? Math.min(scale, maxPixels / pageLongSide) : scale;
}

/** Canvas pixels per PDF point for printing at `dpi` dots per inch. */
export function printPixelScale(dpi: number): number {
  return dpi / 72;
}

/** The dots per inch the pages are drawn at for the system print dialog. */
export const PRINT_DPI = 200;

/**
 * The `@page` rule that makes each printed sheet the size of the PDF's pages with no
 * margin, so one page image fills one sheet exactly.
 */
export function pageRule(widthPoints: number, heightPoints: number): string {
  return `@page { size: ${pointsToMm(widthPoints)}mm ${pointsToMm(heightPoints)}mm; margin: 0; }`;
}

/** A paper name for a page size in points, when it is a standard one (either way round). */
export function paperName(widthPoints: number, heightPoints: number): string | undefined {
  // Millimetres, short side first.
  const sizes: [string, number, number][] = [
    ["A3", 297, 420],
    ["A4", 210, 297],
    ["A5", 148, 210],
    ["B4", 257, 364],
    ["B5", 182, 257],
    ["Letter", 215.9, 279.4],
  ];
  const [w, h] = [pointsToMm(widthPoints), pointsToMm(heightPoints)].sort((a, b) => a - b);
  const found = sizes.find(([, sw, sh]) => Math.abs(sw - w) < 2 && Math.abs(sh - h) < 2);
  return found?.[0];
}
