// The Venue panel's small helpers.

import type { MessageKey } from "./i18n";

/** An SVG (the server's QR code) as an image address: no HTML is injected. */
export function qrImage(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The label of a report's side: black, white, or the board's. */
export function sideKey(side: string): MessageKey {
  return side === "black" ? "side.black" : side === "white" ? "side.white" : "side.board";
}
