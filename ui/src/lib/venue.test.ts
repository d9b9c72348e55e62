import { describe, expect, it } from "vitest";
import { qrImage, sideKey } from "./venue";

describe("venue panel helpers", () => {
  it("shows the QR code as an image, never as HTML", () => {
    const src = qrImage('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>');
    expect(src.startsWith("data:image/svg+xml")).toBe(true);
    expect(src).not.toContain("<");
  });
  it("names the side of a report", () => {
    expect(sideKey("black")).toBe("side.black");
    expect(sideKey("white")).toBe("side.white");
    expect(sideKey("board")).toBe("side.board");
  });
});
