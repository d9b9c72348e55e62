// Round helpers shared by the screens; tested in rounds.test.ts.
import type { RoundView } from "../bindings/RoundView";

/**
 * The round the TD can pair next, or null: round 1 before anything is paired, the next
 * round once the latest is finished, none after the last round.
 */
export function nextRoundNumber(latest: RoundView | null, rounds: number): number | null {
  if (latest === null) return rounds > 0 ? 1 : null;
  if (latest.status !== "finished") return null;
  return latest.round < rounds ? latest.round + 1 : null;
}

/** What a result looks like for the game, shown in the empty result box. */
export function resultPlaceholder(isGo: boolean): string {
  return isGo ? "B+3.5" : "40-24";
}

/** Everyone in a round (both sides of every board, and the bye), by name. */
export function playersOfRound(round: RoundView): RoundView["boards"][number]["black"][] {
  const all = round.boards.flatMap((b) => [b.black, b.white]);
  if (round.bye) all.push(round.bye);
  return all.sort((a, b) => a.name.localeCompare(b.name, "ja"));
}
