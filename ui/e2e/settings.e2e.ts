// The tournament's settings from the real window (issue 14): handicap games switched on
// in the Settings tab, each value with its source; the next pairing gives stones without
// komi (seed 001), and the command line sees the same settings.
import { describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { Driver } from "./webdriver";
import { app, cli, demoFile, taikaiJson, withTauriDriver } from "./harness";

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
      // The round screen gives each handicap board its stones and komi, and no nigiri:
      // the weaker player takes black.
      const boards = await driver.find("[data-testid=boards]", (t) => /子|定先/.test(t));
      expect(await boards.text()).toMatch(/コミ 0/);
      writeFileSync(join(session.home(), "handicap-round-ja.png"), await driver.screenshot());
    } finally {
      await driver.close();
    }
    type Side = { name: string; club: string };
    const round = taikaiJson<{ boards: { handicap: number; komi: number | null; colours: string; black: Side; white: Side }[] }>(
      ["round", "show", demo, "--json"],
    );
    const stones = round.boards.filter((b) => b.handicap > 0);
    expect(stones.length).toBeGreaterThan(0);
    for (const b of stones) {
      expect(b.komi).toBe(0);
      expect(b.colours).toBe("handicap");
    }
    // Club avoidance (on by default) kept every board to two clubs.
    for (const b of round.boards) if (b.black.club !== "") expect(b.black.club).not.toBe(b.white.club);
    // The cards and the pairing list print the stones.
    const cards = join(session.home(), "cards.pdf");
    execFileSync(cli, ["print", demo, "cards", "--round", "1", "-o", cards]);
    expect(execFileSync("pdftotext", ["-layout", cards, "-"], { encoding: "utf8" })).toMatch(/置石 \d子/);
    const list = join(session.home(), "pairings.pdf");
    execFileSync(cli, ["print", demo, "pairings", "--round", "1", "-o", list]);
    expect(execFileSync("pdftotext", ["-layout", list, "-"], { encoding: "utf8" })).toMatch(/置石・コミ/);
  });

  it("lets an Othello event choose its hidden-stone method and forfeit scores", async () => {
    const file = join(session.home(), "othello.taikai");
    execFileSync(cli, ["new", file, "--name", "オセロ大会", "--profile", "othello-joa", "--rounds", "3"]);
    for (const [name, rank] of [["青木", "3d"], ["井上", "2d"]]) {
      execFileSync(cli, ["players", "add", file, "--name", name, "--rank", rank]);
      execFileSync(cli, ["checkin", file, name]);
    }
    const driver = await Driver.open(port, app, [file]);
    try {
      await (await driver.find("[data-testid=tab-settings]")).click();
      expect(await (await driver.find("[data-testid=source-forfeit-win]")).text()).toContain("第18条");
      await (await driver.find("select[name=hidden-stone]")).click();
      await (await driver.find("select[name=hidden-stone] option[value=kou]")).click();
      await (await driver.find("input[name=forfeit-win-discs]")).clear();
      await (await driver.find("input[name=forfeit-win-discs]")).type("20");
      await (await driver.find("input[name=hidden-stone-round]")).type("3");
      await (await driver.find("select[name=round-method] option[value=otsu]")).click();
      await (await driver.find("[data-testid=save-settings]")).click();
      await driver.find("[data-testid=round-method]", (t) => t.includes("第3回戦") && t.includes("乙"));
      expect(await (await driver.find("[data-testid=source-forfeit-win]")).text()).toContain("大会");
      writeFileSync(join(session.home(), "settings-othello-ja.png"), await driver.screenshot());
      // Round 1 draws by the event's 甲: the dialog asks "top is black / white".
      await (await driver.find("[data-testid=tab-rounds]")).click();
      await (await driver.find("[data-testid=pair-round]")).click();
      await (await driver.find("[data-testid=draw]")).click();
      await driver.find("#draw-title", (t) => t.includes("甲"));
    } finally {
      await driver.close();
    }
    const rows = taikaiJson<{ rows: (Row & { round: number | null })[] }>(["settings", file, "--json"]).rows;
    expect(rows.find((r) => r.key === "hidden-stone" && r.round === null)?.value).toBe("kou");
    expect(rows.find((r) => r.key === "hidden-stone" && r.round === 3)?.value).toBe("otsu");
    expect(rows.find((r) => r.key === "forfeit-win-discs")?.value).toBe("+20");
  });
});
