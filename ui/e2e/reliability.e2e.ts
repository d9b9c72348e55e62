// Nothing lost, nothing overwritten, from the real window: the save dialog refuses the
// tournament's own path, the backup made before pairing is listed, and restoring it brings
// the tournament back with the restore in the history the command line reads.
import { describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Driver } from "./webdriver";
import { app, cli, demoFile, execute, pairDemoRound1, taikaiJson, withTauriDriver } from "./harness";

const port = 4454;
const ENTER = "\uE007";
const session = withTauriDriver(port);

describe("nothing lost, nothing overwritten", () => {
  it("explains a file named on the command line (a double-click) that it cannot open, and names its version", async () => {
    const notOurs = join(session.home(), "名簿.taikai");
    writeFileSync(notOurs, "name,rank\n山田 太郎,5d\n");
    const before = readFileSync(notOurs);
    const driver = await Driver.open(port, app, [notOurs]);
    try {
      await driver.find("[data-testid=error]", (t) => t.includes("Taikai の大会ファイルではありません"));
      await driver.find("[data-testid=open-demo]");
      expect(readFileSync(notOurs).equals(before)).toBe(true);

      // The About panel and `taikai --version` say the same.
      await (await driver.find("[data-testid=about]")).click();
      const version = (await (await driver.find("[data-testid=about-version]", (t) => t !== "")).text()).trim();
      const format = (await (await driver.find("[data-testid=about-file-format]")).text()).trim();
      expect(execFileSync(cli, ["--version"], { encoding: "utf8" }).trim()).toBe(`taikai ${version} (tournament file format ${format})`);
    } finally {
      await driver.close();
    }
  });

  it("refuses to save a PDF over the tournament, and restores the backup made before pairing", async () => {
    const driver = await Driver.open(port, app, ["--demo"]);
    const demo = demoFile(session.home());
    try {
      await pairDemoRound1(driver);

      // The CLI enters board 3 while the window is open; the window, not yet refreshed,
      // types another result for it: refused inside the write, the CLI's result stands.
      execFileSync(cli, ["result", demo, "--round", "1", "--board", "3", "B+R"]);
      const box = await driver.find("[data-testid=quick-board]");
      await box.clear();
      await box.type("3");
      const res = await driver.find("[data-testid=quick-result]");
      await res.clear();
      await res.type("W+R" + ENTER);
      expect(await (await driver.find("[data-testid=error]", (t) => t.includes("B+R"))).text()).toContain(
        "すでに結果 B+R があります",
      );
      const round = taikaiJson<{ boards: { board: number; result_text: string | null }[] }>([
        "round", "show", demo, "--round", "1", "--json",
      ]);
      expect(round.boards.find((b) => b.board === 3)?.result_text).toBe("B+R");
      await (await driver.find("[data-testid=error] button")).click();
      const before = readFileSync(demo);

      // The print dialog's path set to the tournament file itself: refused, file untouched.
      await (await driver.find("[data-testid=print]")).click();
      await driver.find("[data-testid=print-dialog]");
      const pathBox = await driver.find("input[name=pdf-path]");
      await pathBox.clear();
      await pathBox.type(demo);
      await (await driver.find("[data-testid=save-pdf]")).click();
      const error = await driver.find("[data-testid=error]");
      expect(await error.text()).toContain("大会ファイルを PDF で上書きすることはできません");
      expect(readFileSync(demo).equals(before)).toBe(true);
      await (await driver.find("[data-testid=print-cancel]")).click();

      // A late entry after the pairing, then back to the backup made before it.
      await execute(driver, "window.confirm = () => true;");
      await (await driver.find("[data-testid=tab-players]")).click();
      await driver.find("[data-testid=counts]", (t) => t.includes("24"));
      await (await driver.find("input[name=name]")).type("遅刻 花子");
      await (await driver.find("input[name=rank]")).type("3k");
      await (await driver.find("[data-testid=register]")).click();
      await driver.find("[data-testid=counts]", (t) => t.includes("25"));

      await (await driver.find("[data-testid=tab-history]")).click();
      await driver.find("[data-testid=backup-row]");
      const rows = await driver.findAll("[data-testid=backup-row]");
      expect(rows.length).toBe(1);
      expect(await rows[0].text()).toContain("第1回戦の組合せ前");
      writeFileSync(join(session.home(), "backups-ja.png"), await driver.screenshot());
      await (await driver.find("[data-testid=restore]")).click();
      await driver.find("[data-testid=backup-row]");
      // The restored state is from before round 1 was paired, and the state it replaced is kept.
      await driver.find("[data-testid=backups]", (t) => t.includes("復元で置き換えた状態"));
      await (await driver.find("[data-testid=tab-players]")).click();
      await driver.find("[data-testid=counts]", (t) => t.includes("24"));
    } finally {
      await driver.close();
    }

    const history = taikaiJson<{ action: string }[]>(["history", demo, "--json"]);
    expect(history.at(-1)?.action).toBe("file.restore");
    const players = execFileSync(cli, ["players", "list", demo], { encoding: "utf8" });
    expect(players).toContain("24 in all");
  });
});
