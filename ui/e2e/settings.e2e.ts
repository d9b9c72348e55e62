// The tournament's settings from the real window (issue 14): handicap games switched on
// in the Settings tab, each value with its source; the next pairing gives stones without
// komi (seed 001), and the command line sees the same settings.
import { describe, expect, it } from "vitest";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { Driver } from "./webdriver";
import { app, demoFile, taikaiJson, withTauriDriver } from "./harness";

const port = 4456;
const session = withTauriDriver(port);

type Row = { key: string; value: string; source: { kind: string } };

describe("tournament settings", () => {
  it("switches handicap games on from the window and pairs with stones", async () => {
    const driver = await Driver.open(port, app, ["--demo"]);
    const demo = demoFile(session.home());
    try {
      await driver.find("[data-testid=counts]", (t) => t.includes("12"));
      await (await driver.find("[data-testid=tab-settings]")).click();
      expect(await (await driver.find("[data-testid=source-komi]")).text()).toContain("資料001");
      await (await driver.find("input[name=handicap]")).click();
      expect(await (await driver.find("[data-testid=source-handicap-komi]")).text()).toBe("");
      await (await driver.find("[data-testid=save-settings]")).click();
      await driver.find("[data-testid=source-handicap-komi]", (t) => t.includes("置碁にコミはない"));
      writeFileSync(join(session.home(), "settings-ja.png"), await driver.screenshot());

      const rows = taikaiJson<{ rows: Row[] }>(["settings", demo, "--json"]).rows;
      expect(rows.find((r) => r.key === "handicap")?.value).toBe("on");
      expect(rows.find((r) => r.key === "handicap-komi")?.value).toBe("0");

      await (await driver.find("[data-testid=tab-rounds]")).click();
      await (await driver.find("[data-testid=pair-round]")).click();
      await driver.find("[data-testid=boards]");
      writeFileSync(join(session.home(), "handicap-round-ja.png"), await driver.screenshot());
    } finally {
      await driver.close();
    }
    const round = taikaiJson<{ boards: { handicap: number; komi: number | null }[] }>(["round", "show", demo, "--json"]);
    const stones = round.boards.filter((b) => b.handicap > 0);
    expect(stones.length).toBeGreaterThan(0);
    for (const b of stones) expect(b.komi).toBe(0);
  });
});
