// Why two players meet, in brief and in the TD's language. The pairing writes a full
// English explanation (kept for the CLI, the printed list and the tooltip); the round
// screen shows only what the row does not already say: the scores, and any criterion given
// up. Tested in why.test.ts.
import type { Lang } from "./i18n";

type Rule = { re: RegExp; ja: (m: RegExpMatchArray) => string };

const scoreWord = (w: string) => (w === "MMS" ? "MMS" : "得点");

// Each kept part of the explanation, with its Japanese wording. Parts not listed here
// (colour history, "nigiri at the board", komi, handicap colours) are shown elsewhere in
// the row and dropped from the brief.
const KEPT: Rule[] = [
  { re: /^(MMS|score) (\S+) – (\S+): same score group$/, ja: (m) => `${scoreWord(m[1])} ${m[2]} – ${m[3]}：同点` },
  {
    re: /^(MMS|score) (\S+) – (\S+): (.+) floats down, no better pairing inside the score groups$/,
    ja: (m) => `${scoreWord(m[1])} ${m[2]} – ${m[3]}：${m[4]}が下の点数群へ`,
  },
  { re: /^same club \((.+)\): no other player in the score group$/, ja: (m) => `同じ所属（${m[1]}）：同点群に他の相手なし` },
  { re: /^same club \((.+)\): no other pairing in the score group$/, ja: (m) => `同じ所属（${m[1]}）：同点群に他の組合せなし` },
  { re: /^same club \((.+)\): no other pairing without more floating$/, ja: (m) => `同じ所属（${m[1]}）：避けると点数差が増える` },
  { re: /^same family\/school \((.+)\): (.+)$/, ja: (m) => `同じ家族・学校（${m[1]}）を避けられず` },
  {
    re: /^handicap limited to (\d+) stones \(the ranks ask for (\d+)\): no closer opponent$/,
    ja: (m) => `置石を${m[1]}子に制限（段級差では${m[2]}子）：近い相手なし`,
  },
  { re: /^rematch: no pairing without one exists$/, ja: () => "再戦：再戦のない組合せがない" },
  { re: /^rematch \(the TD's choice\)$/, ja: () => "再戦（TDの指定）" },
  { re: /^colour balance given up: both had more (black|white)$/, ja: (m) => `手番の均衡を断念：両者とも${m[1] === "black" ? "黒" : "白"}が多い` },
  { re: /^(.+) takes black: had black less often$/, ja: (m) => `${m[1]}が黒（黒番が少ない）` },
  { re: /^fixed by the TD$/, ja: () => "TDが固定" },
  { re: /^(MMS|score) (\S+) – (\S+)$/, ja: (m) => `${scoreWord(m[1])} ${m[2]} – ${m[3]}` },
  {
    re: /^round robin, Berger table round (\d+): no\. (\d+) .+ – no\. (\d+) .+ \(scores (\S+) – (\S+)\)$/,
    ja: (m) => `総当たり（ベルガー表 第${m[1]}回戦）：${m[2]}番 – ${m[3]}番（得点 ${m[4]} – ${m[5]}）`,
  },
  {
    re: /^knockout (final|semi-final|quarter-final|round of \d+) \(round (\d+) of (\d+)\): seed (\d+) .+ – seed (\d+) .+$/,
    ja: (m) => `トーナメント${stageJa(m[1])}：シード${m[4]} – シード${m[5]}`,
  },
];

function stageJa(stage: string): string {
  if (stage === "final") return "決勝";
  if (stage === "semi-final") return "準決勝";
  if (stage === "quarter-final") return "準々決勝";
  return stage.replace(/^round of (\d+)$/, "$1強");
}

/** The parts of a pairing's explanation worth a line on the round screen, in `lang`. */
export function whyBrief(why: string, lang: Lang): string {
  const parts = why.split("; ").map((p) => p.trim()).filter((p) => p !== "");
  const kept: string[] = [];
  for (const part of parts) {
    const rule = KEPT.find((r) => r.re.test(part));
    if (!rule) continue;
    kept.push(lang === "ja" ? rule.ja(part.match(rule.re)!) : part);
  }
  return kept.join(" · ");
}
