import { describe, expect, it } from "vitest";
import { sgfLetter, starPoints } from "./goboard";

describe("board geometry", () => {
  it("labels points with SGF letters from the top-left corner", () => {
    expect(sgfLetter(0)).toBe("a");
    expect(sgfLetter(18)).toBe("s");
  });
  it("marks the nine hoshi of a 19×19 board on the 4-4 points, sides and tengen", () => {
    const stars = starPoints(19);
    expect(stars).toHaveLength(9);
    expect(stars).toContainEqual([3, 3]);
    expect(stars).toContainEqual([9, 9]);
    expect(stars).toContainEqual([15, 9]);
  });
  it("marks the 3-3 points and tengen on 9×9, none on tiny boards", () => {
    expect(starPoints(9)).toEqual([[2, 2], [6, 2], [2, 6], [6, 6], [4, 4]]);
    expect(starPoints(5)).toEqual([]);
  });
});
