import { describe, expect, it } from "vitest";

// Every shape the Rust side sends is generated into src/bindings; the CLI's --json prints the
// same shapes. One casing across them: snake_case fields, as Rust names them.
const sources = import.meta.glob("../bindings/*.ts", { query: "?raw", import: "default", eager: true }) as Record<string, string>;

describe("the generated bindings", () => {
  it("name every field in snake_case", () => {
    const camel: string[] = [];
    for (const [path, text] of Object.entries(sources)) {
      if (path.endsWith("commands.ts")) continue; // function parameters, not data
      const body = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^import .*$/gm, "");
      for (const m of body.matchAll(/[{,]\s*([a-z]+[A-Z]\w*)\??:/g)) camel.push(`${path}: ${m[1]}`);
    }
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    expect(camel).toEqual([]);
  });
});
