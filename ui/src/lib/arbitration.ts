// Pure helpers of the arbitration screen; tested in arbitration.test.ts.
import type { ChainView } from "../bindings/ChainView";
import type { JudgeMarks } from "../bindings/JudgeMarks";

export type Tool = "B" | "W" | "erase" | Mark;
/** What the arbiter marks on a stone: in dispute, or agreed dead or alive by both players. */
export type Mark = "ask" | "agreed-dead" | "agreed-alive";
type Status = "alive" | "dead" | "seki" | "undetermined";

/** point → colour, for drawing. */
export function stoneMap(black: string[], white: string[]): Record<string, "B" | "W"> {
  const map: Record<string, "B" | "W"> = {};
  for (const p of black) map[p] = "B";
  for (const p of white) map[p] = "W";
  return map;
}

/** point → the status of the chain that holds it. */
export function statusByPoint(groups: ChainView[]): Record<string, Status> {
  const map: Record<string, Status> = {};
  for (const g of groups) for (const p of g.stones) map[p] = g.status as Status;
  return map;
}

/**
 * Setting up a position: clicking puts the tool's colour on the point (replacing the other
 * colour); clicking a stone of the tool's own colour, or erasing, empties the point.
 */
export function placeStone(
  position: { black: string[]; white: string[] },
  point: string,
  tool: Tool,
): { black: string[]; white: string[] } {
  const black = position.black.filter((p) => p !== point);
  const white = position.white.filter((p) => p !== point);
  const had = position.black.includes(point) ? "B" : position.white.includes(point) ? "W" : null;
  if (tool === "erase" || had === tool) return { black, white };
  return tool === "B" ? { black: [...black, point], white } : { black, white: [...white, point] };
}

/** Marks a stone (or clears its mark when it already has this one); empty points take no mark. */
export function toggleMark(
  marks: Record<string, Mark>,
  position: { black: string[]; white: string[] },
  point: string,
  mark: Mark,
): Record<string, Mark> {
  const next = { ...marks };
  if (!position.black.includes(point) && !position.white.includes(point)) return next;
  if (next[point] === mark) delete next[point];
  else next[point] = mark;
  return next;
}

/** The marks as the judge takes them. */
export function judgeMarks(marks: Record<string, Mark>): JudgeMarks {
  const of = (m: Mark) => Object.keys(marks).filter((p) => marks[p] === m).sort();
  return { agreed_dead: of("agreed-dead"), agreed_alive: of("agreed-alive"), ask: of("ask") };
}
