// Exchange with the Go world from the real window (issue 17): an OpenGotha tournament
// imported from the start screen says what it could not carry over; the event marked as
// rated shows the players' federation fields; Export… writes the EGD results and the CSV.
import { describe, expect, it } from "vitest";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Driver } from "./webdriver";
import { app, execute, root, taikaiJson, withTauriDriver } from "./harness";

const port = 4462;
const session = withTauriDriver(port);

describe("exchange", () => {
  it("imports an OpenGotha file, marks the event rated and exports its results", async () => {
    const fixture = join(root, "crates/exchange/tests/fixtures/opengotha-3.51.02.xml");
    const file = join(session.home(), "lyon.taikai");
    const driver = await Driver.open(port, app);
    try {
      // Start screen ▸ Import from OpenGotha.
      await (await driver.find("input[name=opengotha-path]")).type(fixture);
      await (await driver.find("input[name=import-path]")).type(file);
      writeFileSync(join(session.home(), "start-import-ja.png"), await driver.screenshot());
      await (await driver.find("[data-testid=import-opengotha] [data-testid=import]")).click();
      const notes = await driver.find("[data-testid=exchange-notes]", (t) => t.includes("2050"));
      const said = await notes.text();
      expect(said).toContain("選手 5 人、対局 4 局を取り込みました");
      expect(said).toContain("「両者勝ち」は Taikai にない結果");
      expect(said).toContain("Yamada Taro は第2回戦に参加しません");
      writeFileSync(join(session.home(), "import-notes-ja.png"), await driver.screenshot());
      await (await driver.find("[data-testid=close-exchange-notes]")).click();
      await driver.find("[data-testid=tournament-name]", (t) => t.includes("Tournoi de Printemps"));

      // Settings ▸ rated by the EGD, class A: the players' form asks for country and PIN.
      await (await driver.find("[data-testid=tab-settings]")).click();
      await (await driver.find("select[name=rated]")).click();
      await (await driver.find("select[name=rated] option[value=egd]")).click();
      await (await driver.find("select[name=egd-class]")).click();
      await (await driver.find("select[name=egd-class] option[value=A]")).click();
      await execute(driver, "window.confirm = () => true;");
      await (await driver.find("[data-testid=save-settings]")).click();
      await driver.find("[data-testid=notice]");
      await (await driver.find("[data-testid=tab-players]")).click();
      await driver.find("[data-testid=players]", (t) => t.includes("10234567"));
      expect(await (await driver.find("[data-testid=country]")).text()).toBe("FR");
      await driver.find("input[name=egfPin]");
      writeFileSync(join(session.home(), "players-rated-ja.png"), await driver.screenshot());

      // Export… ▸ EGD results.
      const h9 = join(session.home(), "lyon.h9");
      await (await driver.find("[data-testid=export]")).click();
      await (await driver.find("[data-testid=export-egd]")).click();
      await (await driver.find("input[name=export-path]")).type(h9);
      await (await driver.find("[data-testid=export-save]")).click();
      await driver.find("[data-testid=notice]", (t) => t.includes("lyon.h9"));
      const text = new TextDecoder("iso-8859-15").decode(readFileSync(h9));
      expect(text.startsWith("; CL[A]\n; EV[Tournoi de Printemps]\n")).toBe(true);
      expect(text).toContain("Müller Jörg");

      // Export… ▸ CSV for Excel in Japanese.
      const csv = join(session.home(), "lyon.csv");
      await (await driver.find("[data-testid=export]")).click();
      await (await driver.find("[data-testid=export-csv]")).click();
      await (await driver.find("input[name=export-path]")).type(csv);
      writeFileSync(join(session.home(), "export-dialog-ja.png"), await driver.screenshot());
      await (await driver.find("[data-testid=export-save]")).click();
      await driver.find("[data-testid=notice]", (t) => t.includes("lyon.csv"));
      expect(readFileSync(csv, "utf8").startsWith("\ufeff順位,氏名,ふりがな")).toBe(true);
    } finally {
      await driver.close();
    }
    // The command line sees what the window did.
    const settings = taikaiJson<{ rating: { rated: string; egd_class: string } }>(["settings", file, "--json"]);
    expect(settings.rating).toEqual({ rated: "egd", egd_class: "A" });
  });
});
