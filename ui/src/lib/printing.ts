// Printing helpers; tested in printing.test.ts.

export const DOCUMENTS = ["cards", "pairings", "standings", "crosstable", "draws"] as const;
export type DocumentName = (typeof DOCUMENTS)[number];

/** Next to the tournament file: `autumn.taikai` → `autumn-round2-cards.pdf`. */
export function defaultPdfName(tournamentPath: string, document: DocumentName, round: string): string {
  const base = tournamentPath.replace(/\.taikai$/, "") || "~/taikai";
  const roundPart = round.trim() !== "" && document !== "standings" && document !== "crosstable" ? `-round${round.trim()}` : "";
  return `${base}${roundPart}-${document}.pdf`;
}
