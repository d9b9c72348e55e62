// Pure helpers of the arbitration screen; tested in arbitration.test.ts.
import type { ChainView } from "../bindings/ChainView";
import type { JudgeMarks } from "../bindings/JudgeMarks";

export type Tool = "B" | "W" | "erase" | Mark;
/** What the arbiter marks on a stone: in dispute, or agreed dead or alive by both players. */
export type Mark = "ask" | "agreed-dead" | "agreed-alive";
type Status = "alive" | "dead" | "seki" | "undetermined";

/** Whether the tool marks stones rather than placing them. */
export function isMark(tool: Tool): tool is Mark {
  return tool === "ask" || tool === "agreed-dead" || tool === "agreed-alive";
}

/** point → colour, for drawing. */
export function stoneMap(black: string[], white: string[]): Record<string, "B" | "W"> {
  const map: Record<string, "B" | "W"> = {};
  for (const p of black) map[p] = "B";
  for (const p of white) map[p] = "W";
  return map;
}

/**
 * point → the status of the chain that holds it, as the board draws it: a chain held as
 * connected to the rest of the board beyond a corner set up by hand is drawn as the live
 * stones it is held for (its own status was not asked), not with a question mark.
 */
export function statusByPoint(groups: ChainView[]): Record<string, Status> {
  const map: Record<string, Status> = {};
  for (const g of groups) for (const p of g.stones) map[p] = g.held_open ? "alive" : (g.status as Status);
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

/**
 * Marks every stone of a dragged rectangle (a lasso): only the stones of `color` when the drag
 * started on a stone of that colour (the disputed group, not the walls around it), every stone
 * when it started on an empty point. If each of them has this mark already, it is cleared.
 */
export function markArea(
  marks: Record<string, Mark>,
  position: { black: string[]; white: string[] },
  points: string[],
  mark: Mark,
  color: "B" | "W" | null,
): Record<string, Mark> {
  const stones = points.filter(
    (p) => (color !== "W" && position.black.includes(p)) || (color !== "B" && position.white.includes(p)),
  );
  const next = { ...marks };
  const clear = stones.length > 0 && stones.every((p) => next[p] === mark);
  for (const p of stones) {
    if (clear) delete next[p];
    else next[p] = mark;
  }
  return next;
}

/** The points of the rectangle with corners `from` and `to` (SGF points), row by row. */
export function pointsBetween(from: string, to: string): string[] {
  const [x0, y0, x1, y1] = [from[0], from[1], to[0], to[1]].map((c) => c.charCodeAt(0) - 97);
  const out: string[] = [];
  for (let y = Math.min(y0, y1); y <= Math.max(y0, y1); y++) {
    for (let x = Math.min(x0, x1); x <= Math.max(x0, x1); x++) out.push(String.fromCharCode(97 + x, 97 + y));
  }
  return out;
}

/** The marks as the judge takes them. */
export function judgeMarks(marks: Record<string, Mark>): JudgeMarks {
  const of = (m: Mark) => Object.keys(marks).filter((p) => marks[p] === m).sort();
  return { agreed_dead: of("agreed-dead"), agreed_alive: of("agreed-alive"), ask: of("ask") };
}
