// A small W3C WebDriver client for the real Taikai window, driven through tauri-driver
// (which starts WebKitWebDriver, which starts the app). Only what the tests use.
import { spawn, type ChildProcess } from "node:child_process";
import { openSync } from "node:fs";

const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";

export class Driver {
  private constructor(
    private readonly base: string,
    private readonly session: string,
  ) {}

  static async open(port: number, application: string, args: string[] = []): Promise<Driver> {
    const base = `http://127.0.0.1:${port}`;
    const body = { capabilities: { alwaysMatch: { "tauri:options": { application, args } } } };
    // WebKitWebDriver, on a loaded 2-core machine, now and then never answers a new session
    // (seen once in about twenty CI runs): one more try after a silent first, not on a refusal.
    const created = await call(base, "POST", "/session", body).catch((error: unknown) => {
      if (!String(error).includes("no answer")) throw error;
      return call(base, "POST", "/session", body);
    });
    return new Driver(base, (created as { sessionId: string }).sessionId);
  }

  /**
   * Headless Chromium (Debian's `chromium`, through `chromedriver` on `port`) with a phone's
   * viewport: 390×844 CSS pixels at 2× (an iPhone 12-sized screen), touch, a phone's agent.
   */
  static async phone(port: number, lang = "ja"): Promise<Driver> {
    const base = `http://127.0.0.1:${port}`;
    const created = await call(base, "POST", "/session", {
      capabilities: {
        alwaysMatch: {
          browserName: "chrome",
          "goog:chromeOptions": {
            binary: process.env.CHROMIUM ?? "/usr/bin/chromium",
            args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", `--lang=${lang}`],
            prefs: { "intl.accept_languages": lang },
            mobileEmulation: {
              deviceMetrics: { width: 390, height: 844, pixelRatio: 2, touch: true },
              userAgent: "Mozilla/5.0 (Linux; Android 10; Phone) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36",
            },
          },
        },
      },
    });
    return new Driver(base, (created as { sessionId: string }).sessionId);
  }

  /** Goes to `url` (W3C navigate). */
  async navigate(url: string): Promise<void> {
    await this.cmd("POST", "/url", { url });
  }

  /** Runs a script in the page and returns its value (W3C execute sync). */
  async execute<T>(script: string, args: unknown[] = []): Promise<T> {
    return (await this.cmd("POST", "/execute/sync", { script, args })) as T;
  }

  async close(): Promise<void> {
    await call(this.base, "DELETE", `/session/${this.session}`);
  }

  private cmd(method: string, path: string, body?: unknown) {
    return call(this.base, method, `/session/${this.session}${path}`, body);
  }

  /** Waits until an element matching `css` exists (and, if given, its text passes `until`). */
  async find(css: string, until?: (text: string) => boolean, timeoutMs = 15000): Promise<Element> {
    const deadline = Date.now() + timeoutMs;
    let lastText = "";
    for (;;) {
      try {
        const found = await this.cmd("POST", "/element", { using: "css selector", value: css });
        const element = new Element(this, (found as Record<string, string>)[ELEMENT]);
        if (!until) return element;
        lastText = await element.text();
        if (until(lastText)) return element;
      } catch {
        // not there yet
      }
      if (Date.now() > deadline) {
        throw new Error(`no element ${css} ${until ? `with the expected text (last: "${lastText}")` : ""}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** The element that has the keyboard focus. */
  async active(): Promise<Element> {
    const found = await this.cmd("GET", "/element/active");
    return new Element(this, (found as Record<string, string>)[ELEMENT]);
  }

  async findAll(css: string): Promise<Element[]> {
    const found = (await this.cmd("POST", "/elements", { using: "css selector", value: css })) as Record<string, string>[];
    return found.map((f) => new Element(this, f[ELEMENT]));
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from((await this.cmd("GET", "/screenshot")) as string, "base64");
  }

  /** Presses the mouse on `from` and moves it to `to`, not released yet (W3C actions): the
   * page shows what a drag shows. `release` ends it. */
  async press(from: Element, to: Element): Promise<void> {
    const at = (e: Element) => ({ [ELEMENT]: e.id });
    await this.mouse([
      { type: "pointerMove", origin: at(from), x: 0, y: 0 },
      { type: "pointerDown", button: 0 },
      { type: "pointerMove", origin: at(to), x: 0, y: 0, duration: 300 },
    ]);
  }

  /** Releases the mouse pressed by `press`. */
  async release(): Promise<void> {
    await this.mouse([{ type: "pointerUp", button: 0 }]);
    await this.cmd("DELETE", "/actions");
  }

  /** Presses the mouse on `from`, moves it to `to` and releases it there. */
  async drag(from: Element, to: Element): Promise<void> {
    await this.press(from, to);
    await this.release();
  }

  private async mouse(actions: unknown[]): Promise<void> {
    await this.cmd("POST", "/actions", {
      actions: [{ type: "pointer", id: "mouse", parameters: { pointerType: "mouse" }, actions }],
    });
  }

  /** @internal */
  elementCmd(method: string, id: string, path: string, body?: unknown) {
    return this.cmd(method, `/element/${id}${path}`, body);
  }
}

export class Element {
  constructor(
    private readonly driver: Driver,
    readonly id: string,
  ) {}

  async click(): Promise<void> {
    await this.driver.elementCmd("POST", this.id, "/click", {});
  }

  /** Types `text` into the element. An input that has just appeared (a dialog that opened a
   * moment ago) can refuse keys with WebKitWebDriver's "unknown error" or "element not
   * interactable": the field is cleared and typed again for up to `TYPE_RETRY_MS`. */
  async type(text: string): Promise<void> {
    const deadline = Date.now() + TYPE_RETRY_MS;
    for (;;) {
      try {
        await this.driver.elementCmd("POST", this.id, "/value", { text });
        return;
      } catch (error) {
        if (Date.now() > deadline || !/unknown error|not interactable/.test(String(error))) throw error;
      }
      await new Promise((r) => setTimeout(r, 200));
      await this.clear().catch(() => undefined);
    }
  }

  async clear(): Promise<void> {
    await this.driver.elementCmd("POST", this.id, "/clear", {});
  }

  async text(): Promise<string> {
    return (await this.driver.elementCmd("GET", this.id, "/text")) as string;
  }
}

/** How long typing into a field that has just appeared is retried. */
const TYPE_RETRY_MS = 3000;

/** How long one WebDriver command may take: a window that stops answering fails its test
 * with the command named, not with the test's own timeout minutes later. */
const COMMAND_TIMEOUT_MS = 90_000;

async function call(base: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(base + path, {
    method,
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(COMMAND_TIMEOUT_MS),
  }).catch((error: unknown) => {
    throw new Error(`${method} ${path}: no answer from the driver (${String(error)})`);
  });
  const json = (await response.json()) as { value: { error?: string; message?: string } | null };
  if (!response.ok || json.value?.error) {
    throw new Error(`${method} ${path}: ${json.value?.error ?? response.status} ${json.value?.message ?? ""}`);
  }
  return json.value;
}

/** Starts tauri-driver with the given environment; resolves once it accepts connections. */
export async function startTauriDriver(port: number, env: NodeJS.ProcessEnv, logFile: string): Promise<ChildProcess> {
  // tauri-driver logs every "no such element" while the tests wait: keep that out of the report.
  const log = openSync(logFile, "w");
  const child = spawn("tauri-driver", ["--port", String(port), "--native-port", String(port + 1000)], { env, stdio: ["ignore", log, log] });
  const deadline = Date.now() + 20000;
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${port}/status`);
      return child;
    } catch {
      if (Date.now() > deadline) throw new Error(`tauri-driver did not start (is it installed? cargo install tauri-driver); see ${logFile}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/** Starts chromedriver on `port`; resolves once it answers. */
export async function startChromeDriver(port: number, logFile: string): Promise<ChildProcess> {
  const log = openSync(logFile, "w");
  const binary = process.env.CHROMEDRIVER ?? "chromedriver";
  const child = spawn(binary, [`--port=${port}`], { stdio: ["ignore", log, log] });
  const deadline = Date.now() + 20000;
  for (;;) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/status`);
      if (r.ok) return child;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`chromedriver did not start (apt-get install chromium chromium-driver); see ${logFile}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** SIGTERM, never SIGKILL: killed hard, tauri-driver leaves WebKitWebDriver holding the port. */
export async function stopTauriDriver(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}
