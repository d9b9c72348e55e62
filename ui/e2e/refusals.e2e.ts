// Refusals in the Japanese window (issue 16): a TD who makes a dozen ordinary mistakes reads
// every refusal in Japanese, from the one catalogue, and nothing is changed by any of them.
import { describe, expect, it } from "vitest";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { Driver } from "./webdriver";
import { app, demoFile, taikaiJson, withTauriDriver } from "./harness";

const port = 4458;
const ENTER = "\uE007";
const CTRL = "\uE009";
const BACKSPACE = "\uE003";
const session = withTauriDriver(port);

/** Japanese, with no English sentence in it (three English words in a row). */
function japanese(text: string): boolean {
  return /[\u3040-\u30ff]/.test(text) && !/[A-Za-z]{3,} [A-Za-z]{3,} [A-Za-z]{3,}/.test(text);
}

describe("refusals in the Japanese window", () => {
  it("answers a dozen mistakes in Japanese and changes nothing", async () => {
    const driver = await Driver.open(port, app, ["--demo"]);
    const seen: string[] = [];
    /** Dismisses the last refusal, does `act`, and waits for a refusal that says `says`. */
    const refusal = async (act: () => Promise<void>, says: string) => {
      const old = await driver.findAll("[data-testid=error] button");
      if (old.length > 0) await old[0].click();
      await act();
      const shown = await (await driver.find("[data-testid=error]", (t) => t.includes(says))).text();
      expect(japanese(shown), shown).toBe(true);
      seen.push(shown);
    };
    const type = async (css: string, text: string) => {
      // Select all and delete with the keyboard, so the page hears the input as a TD's.
      const box = await driver.find(css);
      await box.click();
      await box.type(`${CTRL}a${CTRL}${BACKSPACE}${text}`);
    };
    try {
      await driver.find("[data-testid=counts]", (t) => t.includes("12"));
      const players = taikaiJson<unknown[]>(["players", "list", demoFile(session.home()), "--json"]).length;

      // Players: a rank out of range, a birth year that is not a year, the same person twice.
      const add = async (name: string, rank: string, year = "") => {
        await type("form[data-testid=add-player] input[name=name]", name);
        await type("form[data-testid=add-player] input[name=rank]", rank);
        await type("form[data-testid=add-player] input[name=birthYear]", year);
        await (await driver.find("[data-testid=register]")).click();
      };
      await refusal(() => add("試験 一郎", "11d"), "段は1段から9段まで");
      await refusal(() => add("試験 一郎", "3d", "87"), "生年「87」");
      await add("試験 二郎", "2k");
      await driver.find("[data-testid=players]", (t) => t.includes("試験 二郎"));
      await refusal(() => add("試験 二郎", "2k"), "すでに登録されています");

      // Settings: a komi that is not one, an unknown McMahon bar.
      await (await driver.find("[data-testid=tab-settings]")).click();
      await refusal(async () => {
        await type("input[name=komi]", "6.3");
        await (await driver.find("[data-testid=save-settings]")).click();
      }, "コミになりません");
      await refusal(async () => {
        await type("input[name=komi]", "6.5");
        await type("input[name=mcmahon-bar]", "?");
        await (await driver.find("[data-testid=save-settings]")).click();
      }, "不明は使えません");

      // Clocks: a time control Taikai cannot read.
      await (await driver.find("[data-testid=tab-clocks]")).click();
      await refusal(async () => {
        await type("input[name=time-control]", "四十分");
        await (await driver.find("[data-testid=save-game-day]")).click();
      }, "持ち時間の形式ではありません");

      // Rounds: pair round 1, then results that are no results.
      await (await driver.find("[data-testid=tab-rounds]")).click();
      await (await driver.find("[data-testid=pair-round]")).click();
      await driver.find("[data-testid=boards]");
      await refusal(async () => {
        await type("[data-testid=result-1]", `黒の勝ち${ENTER}`);
      }, "読めない結果です");
      await refusal(async () => {
        await type("[data-testid=result-1]", `40-24${ENTER}`);
      }, "オセロの石数");
      await refusal(async () => {
        await type("[data-testid=result-1]", `B+0${ENTER}`);
      }, "差は0より大きく");
      await refusal(async () => {
        await type("[data-testid=result-2]", `W+1000${ENTER}`);
      }, "差の碁はありません");

      writeFileSync(join(session.home(), "refusals-ja.png"), await driver.screenshot());
      expect(seen.length).toBeGreaterThanOrEqual(10);
      const after = taikaiJson<unknown[]>(["players", "list", demoFile(session.home()), "--json"]).length;
      expect(after).toBe(players + 1);
    } finally {
      await driver.close();
    }
    const round = taikaiJson<{ boards: { result: string | null }[] }>(["round", "show", demoFile(session.home()), "--json"]);
    expect(round.boards.every((b) => b.result === null)).toBe(true);
  });
});
