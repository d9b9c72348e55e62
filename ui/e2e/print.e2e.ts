// Printing from the real window: the preview draws every page of the document chosen and
// follows the options; Print… hands the pages to the print dialog one to a sheet (the GTK
// dialog itself is not driven: window.print is replaced by a stand-in that counts calls).
// The page counts agree with the PDFs the command line writes.
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { Driver } from "./webdriver";
import { app, cli, demoFile, execute, pairDemoRound1, withTauriDriver } from "./harness";

const port = 4452;
const session = withTauriDriver(port);

/** Waits until the preview has fetched and drawn the document last asked for; returns its pages. */
async function settled(driver: Driver): Promise<number> {
  await driver.find("[data-testid=preview][data-state=ready]", undefined, 30000);
  return (await driver.findAll("[data-testid=preview-page]")).length;
}

/** Waits until the preview shows `pages` pages, every one drawn; returns the page count text. */
async function previewShows(driver: Driver, pages: number): Promise<string> {
  expect(await settled(driver)).toBe(pages);
  return (await driver.find("[data-testid=preview-count]")).text();
}

function pdfPages(file: string): number {
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}

describe("printing from the window", () => {
  it("previews each document with the right number of pages and prints them one to a sheet", async () => {
    const seen: Record<string, number> = {};
    const driver = await Driver.open(port, app, ["--demo"]);
    try {
      await pairDemoRound1(driver);
      await driver.find("[data-testid=boards]");
      expect(await driver.findAll("[data-testid=board-row]")).toHaveLength(6);

      // Result cards of round 1: six boards, four to an A4 page → two pages.
      await (await driver.find("[data-testid=print]")).click();
      await driver.find("[data-testid=print-dialog]");
      expect(await previewShows(driver, 2)).toBe("2ページ");
      seen["cards-a4-4"] = 2;
      writeFileSync(join(session.home(), "preview-cards-ja.png"), await driver.screenshot());

      // One card to a page: the preview follows the option.
      await (await driver.find("select[name=per-page] option[value='1']")).click();
      expect(await previewShows(driver, 6)).toBe("6ページ");
      seen["cards-a4-1"] = 6;
      await (await driver.find("select[name=paper] option[value=b5]")).click();
      await (await driver.find("select[name=per-page] option[value='2']")).click();
      await previewShows(driver, 3);
      seen["cards-b5-2"] = 3;

      for (const document of ["pairings", "standings", "crosstable", "draws"]) {
        await (await driver.find(`select[name=document] option[value=${document}]`)).click();
        seen[document] = await settled(driver);
        expect(seen[document], document).toBeGreaterThan(0);
        writeFileSync(join(session.home(), `preview-${document}-ja.png`), await driver.screenshot());
      }

      // Print…: each page drawn at print resolution into an image, one per sheet.
      await (await driver.find("select[name=document] option[value=cards]")).click();
      await (await driver.find("select[name=paper] option[value=a4]")).click();
      await (await driver.find("select[name=per-page] option[value='4']")).click();
      await previewShows(driver, 2);
      await execute(driver, "window.__printed = 0; window.print = () => { window.__printed += 1; };");
      await (await driver.find("[data-testid=print-pages]:not([disabled])")).click();
      await driver.find("body > .print-sheets");
      const deadline = Date.now() + 30000;
      while ((await execute<number>(driver, "return window.__printed")) !== 1) {
        if (Date.now() > deadline) throw new Error("window.print was not called");
        await new Promise((r) => setTimeout(r, 200));
      }
      const sheets = await execute<{ sheets: number; widths: number[] }>(
        driver,
        `const images = [...document.querySelectorAll("body > .print-sheets > .print-sheet > img")];
         return { sheets: images.length, widths: images.map((i) => i.naturalWidth) };`,
      );
      expect(sheets.sheets).toBe(2);
      // A4 at 200 dpi: 210 mm is 1653 pixels across.
      for (const w of sheets.widths) expect(w).toBeGreaterThanOrEqual(1650);

      // The same dialog in English.
      await (await driver.find("select[name=document] option[value=pairings]")).click();
      await previewShows(driver, seen.pairings);
      await (await driver.find("[data-testid=print-cancel]")).click();
      await (await driver.find("[data-testid=language]")).click();
      await (await driver.find("[data-testid=print]")).click();
      await driver.find("[data-testid=print-dialog]");
      expect(await previewShows(driver, 2)).toBe("2 pages");
      writeFileSync(join(session.home(), "preview-cards-en.png"), await driver.screenshot());
      await (await driver.find("select[name=document] option[value=crosstable]")).click();
      await previewShows(driver, seen.crosstable);
      expect(await (await driver.find("[data-testid=preview-paper]")).text()).toBe("A4 · landscape");
      writeFileSync(join(session.home(), "preview-crosstable-en.png"), await driver.screenshot());

      // Saving the PDF still works from the same dialog.
      const saved = join(session.home(), "crosstable.pdf");
      const pathBox = await driver.find("input[name=pdf-path]");
      await pathBox.clear();
      await pathBox.type(saved);
      await (await driver.find("[data-testid=save-pdf]")).click();
      await driver.find("[data-testid=open-pdf]");
      expect(pdfPages(saved)).toBe(seen.crosstable);
      // The sheets go with the dialog.
      await (await driver.find("[data-testid=print-cancel]")).click();
      expect(await driver.findAll(".print-sheets")).toHaveLength(0);
    } finally {
      await driver.close();
    }

    // Every count the preview showed is the page count of the PDF the command line writes.
    const demo = demoFile(session.home());
    const write = (name: string, args: string[]) => {
      const out = join(session.home(), `${name}.pdf`);
      execFileSync(cli, ["print", demo, ...args, "-o", out]);
      return pdfPages(out);
    };
    expect(write("cards-a4-4", ["cards", "--round", "1"])).toBe(seen["cards-a4-4"]);
    expect(write("cards-a4-1", ["cards", "--round", "1", "--per-page", "1"])).toBe(seen["cards-a4-1"]);
    expect(write("cards-b5-2", ["cards", "--round", "1", "--paper", "b5", "--per-page", "2"])).toBe(seen["cards-b5-2"]);
    for (const document of ["pairings", "standings", "crosstable", "draws"]) {
      expect(write(document, [document]), document).toBe(seen[document]);
    }
  }, 300_000); // renders every document several times with pdf.js
});
