// Why two players meet, as the round screen shows it. The pairing gives typed reasons and
// the catalogue (crates/catalogue) renders each in Japanese and English; the window only
// chooses the language and which parts go in the short line. Tested in reasons.test.ts.
import type { ReasonView } from "../bindings/ReasonView";
import type { Lang } from "./i18n";

/** The parts worth a line on the round screen (scores and any criterion given up), in `lang`. */
export function whyBrief(reasons: ReasonView[], lang: Lang): string {
  return reasons
    .filter((r) => r.brief)
    .map((r) => r.text[lang])
    .join(" · ");
}

/** Every part, in `lang`: for the tooltip. */
export function whyFull(reasons: ReasonView[], lang: Lang): string {
  return reasons.map((r) => r.text[lang]).join("; ");
}
