// The venue network in a real browser: headless Chromium with a phone's viewport reads the
// pairings that `taikai serve` publishes, searches them, reports a result with the board's
// code, and sees changes made by another program and by the window without reloading.
// Screenshots go to target/e2e-screenshots/ (look at them).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { Driver, startChromeDriver, stopTauriDriver } from "./webdriver";
import { app, cli, demoFile, execute, pairDemoRound1, root, taikaiJson, withTauriDriver } from "./harness";

const tauriPort = 4760;
const chromePort = 4790;
const ENTER = "\uE007";
const shots = join(root, "target", "e2e-screenshots");
const session = withTauriDriver(tauriPort);
let chromedriver: ChildProcess | undefined;
let home = "";

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  home = mkdtempSync(join(tmpdir(), "taikai-venue-e2e-"));
  chromedriver = await startChromeDriver(chromePort, join(home, "chromedriver.log"));
});
afterAll(async () => {
  if (chromedriver) await stopTauriDriver(chromedriver);
});

/** `taikai serve FILE --port 0 --json`: resolves with the address once it listens. */
async function serve(file: string, ...args: string[]): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(cli, ["serve", file, "--port", "0", "--json", ...args], { stdio: ["ignore", "pipe", "inherit"] });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once("line", resolve);
    child.once("exit", (code) => reject(new Error(`taikai serve ended (${code})`)));
  });
  return { url: (JSON.parse(line) as { url: string }).url, child };
}

async function shot(driver: Driver, name: string): Promise<void> {
  writeFileSync(join(shots, name), await driver.screenshot());
}

type Round = { boards: { board: number; report_code: string; black: { name: string }; white: { name: string } }[] };

describe("the venue pages on a phone", () => {
  it("show the pairings, search them, take a report with the board's code and follow the CLI's changes", async () => {
    const file = join(home, "cup.taikai");
    execFileSync(cli, ["demo", file]);
    execFileSync(cli, ["round", "pair", file]);
    execFileSync(cli, ["round", "start", file, "--round", "1", "--at", "10:00"]);
    const round = taikaiJson<Round>(["round", "show", file, "--json"]);
    const { url, child } = await serve(file, "--reports", "on");
    const phone = await Driver.phone(chromePort, "ja");
    try {
      await phone.navigate(url);
      const table = await phone.find("table.pairings", (t) => t.includes(round.boards[0].black.name));
      const text = await table.text();
      expect(text).toContain("互先 コミ 6.5");
      expect(text).toContain(round.boards[5].white.name);
      await phone.find("p.round", (t) => t.includes("第1回戦") && t.includes("10:00"));
      // The page fits the phone: nothing wider than the screen.
      const width = await phone.execute<number>("return document.documentElement.scrollWidth");
      expect(width).toBeLessThanOrEqual(390);
      await shot(phone, "venue-pairings-phone.png");

      // Search as at the desk: romaji finds 山田 太郎.
      await (await phone.find("input[name=q]")).type("yamada");
      await phone.find("table.pairings tbody", (t) => t.includes("山田") && !t.includes(round.boards[5].white.name));
      expect((await phone.findAll("table.pairings tbody tr")).length).toBe(1);
      await shot(phone, "venue-search-phone.png");

      // The report form, filled in with board 2's code.
      await phone.navigate(`${url}report?round=1&board=2&side=black`);
      await phone.find("form.report");
      await (await phone.find("input[name=code]")).type(round.boards[1].report_code);
      await (await phone.find("input[name=result]")).type("B+R");
      await shot(phone, "venue-report-form-phone.png");
      await (await phone.find("form.report button")).click();
      const done = await phone.find("p.done", (t) => t.includes("受付の承認を待っています"));
      expect(await done.text()).toContain("報告を受け付けました");
      await shot(phone, "venue-report-sent-phone.png");
      // A wrong code is refused, in Japanese, and records nothing.
      await phone.navigate(`${url}report?round=1&board=3`);
      await (await phone.find("input[name=code]")).type("ZZZZZZ");
      await (await phone.find("input[name=result]")).type("W+R");
      await (await phone.find("form.report button")).click();
      await phone.find("p.refusal", (t) => t.includes("報告コードではありません"));

      // Another program (the CLI) enters a result: the open page shows it without a reload.
      await phone.navigate(url);
      await phone.find("#live:not([hidden])", undefined, 5000);
      await phone.execute("window.__stayed = true; return true");
      const before = Date.now();
      execFileSync(cli, ["result", file, "--round", "1", "--board", "4", "W+3.5", "--by", "cli"]);
      await phone.find("tr[data-board='4'] td.result", (t) => t.includes("W+3.5"), 4000);
      expect(Date.now() - before).toBeLessThan(2500);
      expect(await phone.execute<boolean>("return window.__stayed === true")).toBe(true);
      await shot(phone, "venue-live-update-phone.png");

      // The pending report is not a result until the TD accepts it.
      const pending = taikaiJson<Round & { boards: { result_text: string | null }[] }>(["round", "show", file, "--json"]);
      expect(pending.boards[1].result_text).toBeNull();
      execFileSync(cli, ["result", file, "--round", "1", "--board", "2", "--accept", "--by", "TD"]);
      await phone.find("tr[data-board='2'] td.result", (t) => t.includes("B+R"), 4000);

      // English, from the switch.
      await (await phone.find("a.switch")).click();
      await phone.find("header", (t) => t.includes("Pairings") && t.includes("Standings"));
      await phone.navigate(`${url}standings`);
      await phone.find("table.standings", (t) => t.includes("Place"));
      await shot(phone, "venue-standings-phone.png");
    } finally {
      await phone.close();
      child.kill("SIGTERM");
    }
  });

  it("shows a result entered in the window on the phone page (the window serves the venue)", async () => {
    const driver = await Driver.open(tauriPort, app, ["--demo"]);
    const phone = await Driver.phone(chromePort, "ja");
    try {
      await pairDemoRound1(driver);
      await (await driver.find("[data-testid=tab-venue]")).click();
      await (await driver.find("[data-testid=venue-public]")).click(); // this computer only
      const port = await driver.find("[data-testid=venue-port]");
      await port.clear();
      await port.type("0");
      await (await driver.find("[data-testid=venue-start]")).click();
      const url = (await (await driver.find("[data-testid=venue-url]", (t) => t.startsWith("http://127.0.0.1:"))).text()).trim();
      await driver.find("[data-testid=venue-qr]");
      expect((await (await driver.find("[data-testid=venue-pin]")).text()).trim()).toMatch(/^\d{6}$/);
      writeFileSync(join(shots, "venue-panel-window.png"), await driver.screenshot());

      await phone.navigate(url);
      await phone.find("table.pairings tbody tr[data-board='1']");
      await phone.find("#live:not([hidden])", undefined, 5000);
      await phone.execute("window.__stayed = true; return true");

      await (await driver.find("[data-testid=tab-rounds]")).click();
      await (await driver.find("[data-testid=result-1]")).click();
      await driver.find("[data-testid=result-1]:focus");
      const before = Date.now();
      await (await driver.active()).type(`B+2.5${ENTER}`);
      await phone.find("tr[data-board='1'] td.result", (t) => t.includes("B+2.5"), 4000);
      expect(Date.now() - before).toBeLessThan(2500);
      expect(await phone.execute<boolean>("return window.__stayed === true")).toBe(true);
      await shot(phone, "venue-window-round-trip-phone.png");

      // Reports on in the window; a player reports board 2; the TD accepts it with one key.
      await (await driver.find("[data-testid=tab-venue]")).click();
      await (await driver.find("[data-testid=venue-reports]")).click();
      const round = taikaiJson<Round>(["round", "show", demoFile(session.home()), "--json"]);
      // The TD can read board 2's code to a player who lost the card: the board's details show it.
      await (await driver.find("[data-testid=tab-rounds]")).click();
      await (await driver.find("[data-testid=details-2]")).click();
      expect((await (await driver.find("[data-testid=report-code]")).text()).trim()).toBe(round.boards[1].report_code);
      writeFileSync(join(shots, "board-report-code-window.png"), await driver.screenshot());
      await (await driver.find("[data-testid=close-board]")).click();
      await (await driver.find("[data-testid=tab-venue]")).click();
      const sent = await fetch(`${url}api/v1/rounds/1/boards/2/report`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ code: round.boards[1].report_code, result: "W+R", side: "white" }),
      });
      expect(sent.status).toBe(202);
      await driver.find("[data-testid=pending-report]", (t) => t.includes("W+R"), 5000);
      writeFileSync(join(shots, "venue-panel-pending-window.png"), await driver.screenshot());
      // Not a result yet: the phone shows no W+R on board 2.
      expect(await (await phone.find("tr[data-board='2'] td.result")).text()).not.toContain("W+R");
      await execute(driver, "document.activeElement && document.activeElement.blur(); window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })); return true");
      await driver.find("[data-testid=venue]", (t) => t.includes("承認待ちの報告はありません"), 5000);
      await phone.find("tr[data-board='2'] td.result", (t) => t.includes("W+R"), 4000);
      // Closing the tournament stops its venue: no other tournament is ever served there.
      await (await driver.find("[data-testid=close]")).click();
      await driver.find("[data-testid=open-demo]");
      await expect(fetch(`${url}api/v1/tournament`)).rejects.toThrow();
    } finally {
      await phone.close();
      await driver.close();
    }
  });
});

void session;
