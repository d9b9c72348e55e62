// Pure helpers of the arbitration screen; tested in arbitration.test.ts.
import type { ChainView } from "../bindings/ChainView";

export type Tool = "B" | "W" | "erase";
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
