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
