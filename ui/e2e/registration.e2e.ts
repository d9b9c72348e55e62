// The real Taikai window under Xvfb: a TD creates a tournament, registers and checks in a
// player, and the file on disk (read back with the `taikai` CLI) has them.
import { describe, expect, it } from "vitest";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { Driver } from "./webdriver";
import { app, root, taikaiJson, withTauriDriver } from "./harness";

const port = 4444;
const session = withTauriDriver(port);

function playersInFile(file: string): Array<Record<string, unknown>> {
  return taikaiJson(["players", "list", file, "--json"]);
}

describe("registration in the real window", () => {
  it("creates a tournament, registers and checks in a player, and the file has them", async () => {
    const file = join(session.home(), "秋季大会.taikai");
    const driver = await Driver.open(port, app);
    try {
      await driver.find("[data-testid=new-tournament]");
      await (await driver.find("input[name=name]")).type("秋季囲碁大会");
      await (await driver.find("input[name=venue]")).type("市民会館");
      await (await driver.find("input[name=path]")).type(file);
      await (await driver.find("[data-testid=create]")).click();
      await driver.find("[data-testid=tournament-name]", (t) => t.includes("秋季囲碁大会"));

      await (await driver.find("[data-testid=add-player] input[name=name]")).type("髙橋 﨑子");
      await (await driver.find("[data-testid=add-player] input[name=reading]")).type("たかはし さきこ");
      await (await driver.find("[data-testid=add-player] input[name=rank]")).type("初段");
      await (await driver.find("[data-testid=add-player] input[name=club]")).type("港区囲碁会");
      await (await driver.find("[data-testid=register]")).click();
      const row = await driver.find("[data-testid=player-row]", (t) => t.includes("髙橋 﨑子"));
      expect(await row.text()).toContain("初段");

      await (await driver.find("[data-testid=check-in]")).click();
      await driver.find("[data-testid=status]", (t) => t === "受付済");
      await driver.find("[data-testid=counts]", (t) => t.includes("1 受付済"));
      writeFileSync(join(session.home(), "registration.png"), await driver.screenshot());
    } finally {
      await driver.close();
    }

    // The window said it was done, so it is on disk: read it with the other front door.
    const players = playersInFile(file);
    expect(players).toHaveLength(1);
    expect(players[0]).toMatchObject({
      name: "髙橋 﨑子",
      reading: "たかはし さきこ",
      rank: "1d",
      club: "港区囲碁会",
      status: "checked-in",
    });
  });

  it("refuses a bad rank with the reason and saves nothing", async () => {
    const file = join(session.home(), "refusal.taikai");
    const driver = await Driver.open(port, app);
    try {
      await (await driver.find("input[name=name]")).type("Refusal test");
      await (await driver.find("input[name=path]")).type(file);
      await (await driver.find("[data-testid=create]")).click();
      await driver.find("[data-testid=tournament-name]");
      await (await driver.find("[data-testid=add-player] input[name=name]")).type("Ann Lee");
      await (await driver.find("[data-testid=add-player] input[name=rank]")).type("11d");
      await (await driver.find("[data-testid=register]")).click();
      await driver.find("[data-testid=error]", (t) => t.includes("段級位「11d」"));
    } finally {
      await driver.close();
    }
    expect(playersInFile(file)).toHaveLength(0);
  });

  it("opens the demo, imports a Shift_JIS CSV and finds players by romaji", async () => {
    const csv = join(root, "crates/cli/tests/fixtures/players-shift_jis.csv");
    const driver = await Driver.open(port, app, ["--demo"]);
    try {
      await driver.find("[data-testid=counts]", (t) => t.includes("24"));
      await (await driver.find("[data-testid=import]")).click();
      await (await driver.find("input[name=csv-path]")).type(csv);
      await (await driver.find("[data-testid=read-csv]")).click();
      await driver.find("[data-testid=import-preview]", (t) => t.includes("髙橋 﨑子"));
      await (await driver.find("[data-testid=confirm-import]", (t) => t.includes("3"))).click();
      await driver.find("[data-testid=counts]", (t) => t.includes("27"));

      await (await driver.find("[data-testid=search]")).type("takahashi");
      await driver.find("[data-testid=players]", (t) => t.includes("髙橋 﨑子") && t.includes("髙橋 美咲"));
      expect((await driver.findAll("[data-testid=player-row]")).length).toBe(2);

      await (await driver.find("[data-testid=language]")).click();
      await driver.find("[data-testid=tab-players]", (t) => t === "Players");
    } finally {
      await driver.close();
    }
  });
});
