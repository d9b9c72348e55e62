// Board geometry shared by the board component and its tests.

/** SGF coordinate letter for a 0-based index: 0 → "a". */
export function sgfLetter(i: number): string {
  return String.fromCharCode(97 + i);
}

/** The star points (hoshi) marked on the usual board sizes, as [x, y] indices. */
export function starPoints(size: number): [number, number][] {
  if (size < 7) return [];
  const edge = size >= 13 ? 3 : 2;
  const far = size - 1 - edge;
  const mid = (size - 1) / 2;
  const lines = size % 2 === 1 && size >= 9 ? [edge, mid, far] : [edge, far];
  if (size < 13) {
    // 9×9: the four 3-3 points and tengen.
    return [[edge, edge], [far, edge], [edge, far], [far, far], ...(size % 2 === 1 ? [[mid, mid] as [number, number]] : [])];
  }
  return lines.flatMap((y) => lines.map((x) => [x, y] as [number, number]));
}
