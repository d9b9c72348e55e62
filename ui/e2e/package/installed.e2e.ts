// The installed Debian package, the way a TD meets it (run by `./dev test --package`, after
// `apt-get install ./taikai_*.deb`, with TAIKAI_APP=/usr/bin/taikai-desktop and
// TAIKAI_CLI=/usr/bin/taikai): the window opens the TD's tournament file given as its
// argument, as the file manager does on a double-click, in Japanese on a Japanese desktop;
// its About names the version `taikai --version` prints; a double-click on another .taikai
// file (`gio open`, through the desktop entry and the MIME type) and a second launch are
// handed to the running window instead of opening a second one.
import { describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Driver } from "../webdriver";
import { app, cli, withTauriDriver } from "../harness";

const port = 4470;
// A Japanese desktop (the locale a Japanese Debian desktop sets), with its own session bus.
const session = withTauriDriver(port, {
  sessionBus: true,
  env: { LANG: "ja_JP.UTF-8", LANGUAGE: "", LC_ALL: "", LC_MESSAGES: "" },
});
const run = (...args: string[]) => execFileSync(cli, args, { encoding: "utf8" });

describe("the installed package", () => {
  it("opens the TD's tournament from its file, says its version, and takes over later launches", async () => {
    const shots = process.env.TAIKAI_SHOTS ?? session.home();
    mkdirSync(shots, { recursive: true });
    // The TD's file, made by the script that installed the package, or here.
    let file = process.env.TAIKAI_TD_FILE;
    if (!file) {
      file = join(session.home(), "秋季大会.taikai");
      run("demo", file);
    }
    const version = run("--version").trim();
    const parts = /^taikai (\S+) \(tournament file format (\d+)\)$/.exec(version);
    expect(parts, version).not.toBeNull();
    const [, number, format] = parts!;

    const driver = await Driver.open(port, app, [file]);
    try {
      await driver.find("[data-testid=tournament-name]", (t) => t.includes("デモ大会"));
      await driver.find("[data-testid=counts]", (t) => t.includes("24") && t.includes("受付済"));
      // Japanese on a Japanese desktop: the language button offers English.
      expect(await (await driver.find("[data-testid=language]")).text()).toBe("English");
      writeFileSync(join(shots, "installed-window.png"), await driver.screenshot());

      await (await driver.find("[data-testid=about]")).click();
      await driver.find("[data-testid=about-version]", (t) => t === number);
      await driver.find("[data-testid=about-file-format]", (t) => t === format);
      writeFileSync(join(shots, "installed-about.png"), await driver.screenshot());
      await (await driver.find("[data-testid=close-about]")).click();

      // A double-click on another tournament file: the desktop's default application for
      // application/x-taikai, started by the file manager's library (GIO).
      const other = join(session.home(), "オセロ月例会.taikai");
      run("new", other, "--name", "オセロ月例会", "--profile", "othello-joa", "--rounds", "3");
      execFileSync("gio", ["open", other], { env: session.env(), timeout: 30_000 });
      await driver.find("[data-testid=tournament-name]", (t) => t.includes("オセロ月例会"), 30_000);
      // Its own players (none yet), not the first tournament's.
      await driver.find("[data-testid=counts]", (t) => /\b0\s*合計/.test(t));

      // A second launch from a terminal hands its file over and ends at once.
      const third = join(session.home(), "中国ルール研究会.taikai");
      run("new", third, "--name", "中国ルール研究会", "--profile", "go-chinese");
      execFileSync(app, [third], { env: session.env(), timeout: 30_000 });
      await driver.find("[data-testid=tournament-name]", (t) => t.includes("中国ルール研究会"), 30_000);
      run("players", "add", third, "--name", "青木 一郎", "--rank", "3d");
      await (await driver.find("[data-testid=tab-rounds]")).click();
      await (await driver.find("[data-testid=tab-players]")).click();
      await driver.find("[data-testid=players]", (t) => t.includes("青木 一郎") && !t.includes("山田 太郎"));
      writeFileSync(join(shots, "installed-second-launch.png"), await driver.screenshot());
    } finally {
      await driver.close();
    }
  });
});
