// What every end-to-end test file needs: the built binaries, and a tauri-driver of its
// own with private config and data folders, so runs never share recent files or demos.
import { afterAll, beforeAll } from "vitest";
import { execFileSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startTauriDriver, stopTauriDriver, type Driver } from "./webdriver";

export const root = resolve(import.meta.dirname, "../..");
const target = process.env.CARGO_TARGET_DIR ?? join(root, "target");
/** The window and the command line under test: the debug build, or (TAIKAI_APP, TAIKAI_CLI)
 * the installed package's /usr/bin/taikai-desktop and /usr/bin/taikai. */
export const app = process.env.TAIKAI_APP ?? join(target, "debug", "taikai-desktop");
export const cli = process.env.TAIKAI_CLI ?? join(target, "debug", "taikai");

/** Runs the `taikai` command line and parses its JSON output. */
export function taikaiJson<T = unknown>(args: string[]): T {
  return JSON.parse(execFileSync(cli, args, { encoding: "utf8" })) as T;
}

/**
 * Starts tauri-driver on `port` for the tests of one file; returns the file's temp folder.
 * The window gets no D-Bus session bus (so a Taikai already running on the desktop never
 * takes over a test's launch as its single instance) unless `sessionBus` is set, which
 * keeps the test runner's own bus (the package test runs under dbus-run-session). The
 * desktop's language is Japanese (LANGUAGE=ja) unless `env` sets it.
 */
export function withTauriDriver(
  port: number,
  options: { sessionBus?: boolean; env?: Record<string, string> } = {},
): { home: () => string; env: () => NodeJS.ProcessEnv } {
  let env: NodeJS.ProcessEnv = {};
  let driver: ChildProcess | undefined;
  let home = "";
  beforeAll(async () => {
    for (const binary of [app, cli]) {
      if (!existsSync(binary)) throw new Error(`${binary} is missing: run the README's test command, which builds it`);
    }
    home = mkdtempSync(join(tmpdir(), "taikai-e2e-"));
    // The tests read the window in Japanese: a Japanese desktop unless `env` says otherwise.
    const desktop = { XDG_CONFIG_HOME: join(home, "config"), XDG_DATA_HOME: join(home, "data"), LANGUAGE: "ja" };
    env = { ...process.env, ...desktop, ...options.env };
    if (!options.sessionBus) env.DBUS_SESSION_BUS_ADDRESS = `unix:path=${join(home, "no-session-bus")}`;
    driver = await startTauriDriver(port, env, join(home, "tauri-driver.log"));
  });
  afterAll(async () => {
    if (driver) await stopTauriDriver(driver);
  });
  return { home: () => home, env: () => env };
}

/** Where the window keeps the demo tournament, in a test file's private data folder. */
export function demoFile(home: string): string {
  return join(home, "data", "org.taikai.desktop", "demo.taikai");
}

/** In a window opened on the demo: waits for the 12 checked-in players, pairs round 1. */
export async function pairDemoRound1(driver: Driver): Promise<void> {
  await driver.find("[data-testid=counts]", (t) => t.includes("12"));
  await (await driver.find("[data-testid=tab-rounds]")).click();
  await (await driver.find("[data-testid=pair-round]")).click();
  await driver.find("[data-testid=boards]");
}

/** Runs a script in the window (W3C "execute sync"), for what the Driver does not offer. */
export async function execute<T>(driver: Driver, script: string): Promise<T> {
  const raw = driver as unknown as { cmd(method: string, path: string, body?: unknown): Promise<unknown> };
  return (await raw.cmd("POST", "/execute/sync", { script, args: [] })) as T;
}
