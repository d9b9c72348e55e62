// A round in the real window, keyboard first: pair round 1 of the demo, type every result
// with Enter moving to the next board, and see the standings; the file agrees.
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { Driver } from "./webdriver";
import { app, cli, demoFile, pairDemoRound1, taikaiJson, withTauriDriver } from "./harness";

const port = 4448;
const ENTER = "\uE007";
const session = withTauriDriver(port);

describe("a round in the real window", () => {
  it("pairs round 1, takes every result from the keyboard, shows the standings and prints the cards", async () => {
    const cards = join(session.home(), "round1-cards.pdf");
    const driver = await Driver.open(port, app, ["--demo"]);
    try {
      await pairDemoRound1(driver);
      const boards = await driver.findAll("[data-testid=board-row]");
      expect(boards.length).toBe(6); // 12 checked in: six boards, no bye
      // Why board 1 meets, in brief and in Japanese.
      await driver.find("[data-testid=boards]", (t) => /MMS \d+ – \d+：同点/.test(t));
      // The round's notes come in Japanese too, from the same catalogue.
      const notes = await Promise.all((await driver.findAll("[data-testid=round-note]")).map((n) => n.text()));
      expect(notes.some((n) => n.includes("最適")), notes.join(" / ")).toBe(true);

      // Board 1's box, then Enter after each result: the cursor walks down the boards.
      await (await driver.find("[data-testid=result-1]")).click();
      for (let board = 1; board <= 6; board++) {
        // Wait until the previous Enter has saved and moved the focus to this board.
        await driver.find(`[data-testid=result-${board}]:focus`);
        await (await driver.active()).type(`${board % 2 === 0 ? "W+R" : "B+3.5"}${ENTER}`);
      }
      await driver.find("[data-testid=pair-round]", (t) => t.includes("2"));

      await (await driver.find("[data-testid=tab-standings]")).click();
      const standings = await driver.find("[data-testid=standings]");
      expect(await standings.text()).toContain("山田 太郎");
      // The tie-break order is the TD's to change: drop SOSOS.
      await (await driver.find("[data-testid=drop-sosos]")).click();
      await driver.find("[data-testid=tie-break-order]", (t) => t.includes("SODOS") && !t.includes("SOSOS"));

      // Print round 1's result cards to a PDF from the window.
      await (await driver.find("[data-testid=tab-rounds]")).click();
      await (await driver.find("[data-testid=print]")).click();
      const pathBox = await driver.find("input[name=pdf-path]");
      await pathBox.clear();
      await pathBox.type(cards);
      await (await driver.find("select[name=document] option[value=cards]")).click();
      await (await driver.find("[data-testid=save-pdf]")).click();
      await driver.find("[data-testid=notice]", (t) => t.includes(cards));
    } finally {
      await driver.close();
    }

    expect(execFileSync(cli, ["tie-breaks", demoFile(session.home())], { encoding: "utf8" }).trim()).toBe("score, sos, sodos");
    const text = execFileSync("pdftotext", [cards, "-"], { encoding: "utf8" });
    expect(text).toContain("対戦カード");
    expect(text).toContain("山田 太郎");

    const demo = demoFile(session.home());
    type Row = { wins: number; place: number };
    const rows = taikaiJson<Row[]>(["standings", demo, "--json"]);
    expect(rows).toHaveLength(12);
    expect(rows.reduce((sum, r) => sum + r.wins, 0)).toBe(6);
    type Round = { boards: { result_text: string | null }[] };
    const round = taikaiJson<Round>(["round", "show", demo, "--round", "1", "--json"]);
    expect(round.boards.map((b) => b.result_text)).toEqual(["B+3.5", "W+R", "B+3.5", "W+R", "B+3.5", "W+R"]);
  });

  it("fixes a pair by hand and re-pairs the rest of the round", async () => {
    const driver = await Driver.open(port, app, ["--demo"]);
    try {
      await pairDemoRound1(driver);
      await driver.find("[data-testid=fix-pair]");
      // 石川 康夫 (9k, player 23) against 山田 太郎 (5d, player 1): no pairing would choose it.
      await (await driver.find("select[name=fix-black] option[value='23']")).click();
      await (await driver.find("select[name=fix-white] option[value='1']")).click();
      await (await driver.find("[data-testid=fix-and-repair]")).click();
      await driver.find("[data-testid=boards]", (t) => /石川 康夫[^\n]*\n?[^\n]*山田 太郎/.test(t));
    } finally {
      await driver.close();
    }
    const demo = demoFile(session.home());
    type Round = { boards: { black: { id: number }; white: { id: number } }[] };
    const round = taikaiJson<Round>(["round", "show", demo, "--round", "1", "--json"]);
    expect(round.boards.some((b) => b.black.id === 23 && b.white.id === 1)).toBe(true);
    expect(round.boards).toHaveLength(6);
  });

  it("swaps two players by clicking their names and keeps a player out of the round", async () => {
    const driver = await Driver.open(port, app, ["--demo"]);
    const demo = demoFile(session.home());
    type Round = { boards: { board: number; black: { id: number }; white: { id: number } }[]; bye: { id: number } | null };
    const show = () => taikaiJson<Round>(["round", "show", demo, "--round", "1", "--json"]);
    let x = 0;
    try {
      await pairDemoRound1(driver);
      const before = show();
      const [a, c] = [before.boards[0].black.id, before.boards[1].black.id];
      x = before.boards[0].white.id;
      const y = before.boards[1].white.id;
      await (await driver.find(`[data-testid=seat-${a}]`)).click();
      await driver.find("[data-testid=swap-from]");
      await (await driver.find(`[data-testid=seat-${c}]`)).click();
      await driver.find("[data-testid=boards]", () => {
        const now = show();
        return now.boards.some((b) => b.black.id === c && b.white.id === x);
      });
      const swapped = show();
      expect(swapped.boards.some((b) => b.black.id === a && b.white.id === y)).toBe(true);

      // Keep player x out of round 1: the round is paired again without them.
      await (await driver.find(`select[name=exclude-player] option[value='${x}']`)).click();
      const why = await driver.find("input[name=exclude-reason]");
      await why.type("体調不良");
      await (await driver.find("[data-testid=keep-out]")).click();
      await driver.find("[data-testid=exclusions]", (t) => t.includes("体調不良"));
      await driver.find("[data-testid=boards]", () => !show().boards.some((b) => b.black.id === x || b.white.id === x));
      writeFileSync(join(session.home(), "swap.png"), await driver.screenshot());
    } finally {
      await driver.close();
    }
    const after = show();
    expect(after.boards).toHaveLength(5);
    expect(after.bye?.id).not.toBe(x);
  });

  it("records a nigiri done at the board from the draw dialog", async () => {
    const driver = await Driver.open(port, app, ["--demo"]);
    const demo = demoFile(session.home());
    try {
      await pairDemoRound1(driver);
      await (await driver.find("[data-testid=draw]")).click();
      await driver.find("[data-testid=draw-dialog]");
      const stones = await driver.find("input[name=stones]");
      await stones.type("17");
      await (await driver.find("select[name=guess] option[value=odd]")).click();
      await (await driver.find("[data-testid=draw-save]")).click();
      await driver.find("[data-testid=draw-steps]", (t) => t.includes("17"));
      await driver.find("[data-testid=draw-outcome]");
      writeFileSync(join(session.home(), "draw.png"), await driver.screenshot());
      await (await driver.find("[data-testid=close-draw]")).click();
    } finally {
      await driver.close();
    }
    type Entry = { action: string; new_value: { audit: { mode: string; inputs: { stones: number; guess: string } } } };
    const draws = taikaiJson<Entry[]>(["history", demo, "--json"]).filter((h) => h.action === "game.draw");
    expect(draws.at(-1)?.new_value.audit.mode).toBe("recorded");
    expect(draws.at(-1)?.new_value.audit.inputs).toMatchObject({ stones: 17, guess: "odd" });
  });
});
