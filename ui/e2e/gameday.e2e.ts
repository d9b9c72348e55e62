// Game day in the real window: start a round at its official time, record a late arrival
// and a warning under the Chinese rules, enter results from the keyboard with a correction,
// run a software clock until its flag falls and record the loss on time. The file agrees.
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { Driver } from "./webdriver";
import { app, cli, demoFile, pairDemoRound1, taikaiJson, withTauriDriver } from "./harness";

const port = 4450;
const ENTER = "\uE007";
const session = withTauriDriver(port);

type Status = {
  status: string;
  started_at: string | null;
  boards: {
    board: number;
    result: string | null;
    counted: string | null;
    time_deduction_s: { B: number; W: number };
    warnings: { B: number; W: number };
  }[];
};

/** A Chinese-rules event of four checked-in players with round 1 paired, made with the CLI. */
function chineseEvent(): string {
  const file = join(session.home(), "chinese.taikai");
  const run = (...args: string[]) => execFileSync(cli, args, { encoding: "utf8" });
  run("new", file, "--name", "中国ルール研究会", "--profile", "go-chinese", "--rounds", "3");
  for (const [name, rank] of [["青木", "3d"], ["井上", "2d"], ["上田", "1d"], ["江藤", "1k"]]) {
    run("players", "add", file, "--name", name, "--rank", rank);
    run("checkin", file, name);
  }
  run("round", "pair", file);
  return file;
}

describe("game day in the real window", () => {
  it("charges lateness double, moves a stone for a warning and starts the clock with the charge", async () => {
    const file = chineseEvent();
    const driver = await Driver.open(port, app, [file]);
    try {
      await (await driver.find("[data-testid=tab-rounds]")).click();
      const startAt = await driver.find("input[name=start-at]");
      await startAt.clear();
      await startAt.type("10:00");
      await (await driver.find("[data-testid=start-round]")).click();
      await driver.find("[data-testid=started-at]", (t) => t.includes("10:00"));

      // Board 1: black came at 10:20, charged double (Chinese rules §21.1).
      await (await driver.find("[data-testid=details-1]")).click();
      const arrived = await driver.find("input[name=arrived-black]");
      await arrived.clear();
      await arrived.type("10:20");
      await (await driver.find("[data-testid=arrived-black]")).click();
      await driver.find("[data-testid=penalties]", (t) => t.includes("2倍の40分を消費"));

      // White plays an illegal move: one warning (§19), one stone to black's count.
      await (await driver.find("select[name=warn-side] option[value=white]")).click();
      await (await driver.find("select[name=warn-article] option[value=illegal-move]")).click();
      await (await driver.find("[data-testid=give-warning]")).click();
      await driver.find("[data-testid=warnings]", (t) => t.includes("§19"));

      const counted = await driver.find("[data-testid=counted]");
      await counted.clear();
      await counted.type("W+0.75");
      await (await driver.find("[data-testid=save-result]")).click();
      await driver.find("[data-testid=stands]", (t) => t.includes("B+0.25"));
      writeFileSync(join(session.home(), "board-day.png"), await driver.screenshot());
      await (await driver.find("[data-testid=close-board]")).click();

      // Board 2 gets a clock; the board-1 style charge shows on a clock with lateness too.
      await (await driver.find("[data-testid=tab-clocks]")).click();
      await (await driver.find("[data-testid=clock-board] option[value='2']")).click();
      await (await driver.find("[data-testid=start-clock]")).click();
      const blackDigits = await driver.find("[data-testid=clock-2] [data-testid=digits-black]");
      expect(await blackDigits.text()).toMatch(/^(40:00|39:5\d)$/);
    } finally {
      await driver.close();
    }

    const status = taikaiJson<Status>(["round", "status", file, "--round", "1", "--json"]);
    expect(status.started_at).toBe("10:00");
    const board1 = status.boards[0];
    expect(board1.time_deduction_s).toEqual({ B: 2400, W: 0 });
    expect(board1.warnings).toEqual({ B: 0, W: 1 });
    expect(board1.counted).toBe("W+0.75");
    expect(board1.result).toBe("B+0.25");
  });

  it("takes results by board number, asks a reason to correct one, and records a loss on time from the clock", async () => {
    const driver = await Driver.open(port, app, ["--demo"]);
    const demo = demoFile(session.home());
    try {
      await pairDemoRound1(driver);
      await (await driver.find("[data-testid=start-round]")).click();
      await driver.find("[data-testid=round-status]", (t) => t.includes("対局中"));

      // Quick entry: board number, result, Enter; the cursor goes back to the board number.
      for (const [board, result] of [["4", "W+R"], ["2", "B+12.5"], ["4", "B+0.5"]]) {
        const box = await driver.find("[data-testid=quick-board]");
        await box.clear();
        await box.type(board);
        const res = await driver.find("[data-testid=quick-result]");
        await res.clear();
        await res.type(result + ENTER);
        if (board === "4" && result === "B+0.5") break;
        await driver.find("[data-testid=quick-board]:focus");
      }
      // Board 4 had W+R: the correction waits for a reason.
      await driver.find("[data-testid=correction]", (t) => t.includes("W+R") && t.includes("B+0.5"));
      await (await driver.find("[data-testid=correction-reason]")).type("結果カードの読み違い" + ENTER);
      await driver.find("[data-testid=result-4]");
      await driver.find("[data-testid=missing]", (t) => !t.includes(" 4"));

      // A clock of 3 seconds sudden death: black's flag falls, the clock offers W+T.
      await (await driver.find("[data-testid=tab-clocks]")).click();
      const control = await driver.find("input[name=time-control]");
      await control.type("abs 3s");
      await (await driver.find("[data-testid=save-game-day]")).click();
      await driver.find("[data-testid=time-control]", (t) => t.includes("3秒"));
      await (await driver.find("[data-testid=clock-board] option[value='1']")).click();
      await (await driver.find("[data-testid=start-clock]")).click();
      await driver.find("[data-testid=clock-1] [data-testid=digits-black]", (t) => t === "0:00", 10000);
      const record = await driver.find("[data-testid=record-loss-on-time]", (t) => t.includes("W+T"));
      writeFileSync(join(session.home(), "clocks.png"), await driver.screenshot());
      await record.click();
      await driver.find("[data-testid=notice]", (t) => t.includes("W+T"));
    } finally {
      await driver.close();
    }

    type Round = { boards: { board: number; result_text: string | null; day: { counted_text: string | null } }[] };
    const round = taikaiJson<Round>(["round", "show", demo, "--round", "1", "--json"]);
    const text = (n: number) => round.boards.find((b) => b.board === n)?.result_text;
    expect(text(1)).toBe("W+T");
    expect(text(2)).toBe("B+12.5");
    expect(text(4)).toBe("B+0.5");
    type History = { action: string; subject: string; new_value: { reason?: string } }[];
    const history = taikaiJson<History>(["history", demo, "--json"]);
    const correction = history.filter((h) => h.action === "game.result" && h.subject === "round 1 board 4");
    expect(correction.at(-1)?.new_value.reason).toBe("結果カードの読み違い");
  });
});
