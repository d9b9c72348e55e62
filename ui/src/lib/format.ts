// Small pure helpers for showing data; tested in format.test.ts.

/** A history value in one line: `山田 太郎 · 3d · 渋谷 · checked-in`. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value !== "object") return String(value);
  const record = value as Record<string, unknown>;
  const fields = ["name", "rank", "club", "status", "profile", "rounds"];
  const shown = fields.map((f) => record[f]).filter((v) => v !== undefined && v !== null && v !== "");
  return shown.length > 0 ? shown.join(" · ") : JSON.stringify(value);
}

type Translate = (key: "reasonPairRound" | "reasonResults" | "reasonByHand" | "reasonBeforeRestore", values?: Record<string, string | number>) => string;

/** Why a backup was made, from the reason in its name (`pair-round-2`, `results`…). */
export function backupReason(reason: string, t: Translate): string {
  const round = /^pair-round-(\d+)$/.exec(reason);
  if (round) return t("reasonPairRound", { n: Number(round[1]) });
  if (reason === "results") return t("reasonResults");
  if (reason === "by-hand") return t("reasonByHand");
  if (reason === "before-restore") return t("reasonBeforeRestore");
  return reason;
}
