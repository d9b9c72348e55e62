// The import dialog in a DOM, with Tauri's IPC (a boundary we don't own) answered by a stub.
import { afterEach, describe, expect, it, vi } from "vitest";
import { flushSync, mount, tick, unmount } from "svelte";
import ImportDialog from "./ImportDialog.svelte";
import type { ImportPreview } from "../bindings/ImportPreview";

const calls: { cmd: string; args: unknown }[] = [];
const preview: ImportPreview = {
  encoding: "Shift_JIS",
  ignored_columns: ["メール"],
  rows: [
    { line: 2, player: { name: "山田 太郎", reading: "やまだ たろう", rank: "初段", club: "", birth_year: "", notes: "", group: "", country: "", egf_pin: "", ffg_licence: "", aga_id: "", rating: "" }, rank_shown: "1d", problems: [] },
    { line: 3, player: { name: "西村 隆", reading: "", rank: "4ダン", club: "", birth_year: "", notes: "", group: "", country: "", egf_pin: "", ffg_licence: "", aga_id: "", rating: "" }, rank_shown: null, problems: [{ en: 'rank "4ダン": it is not kyu, dan or pro', ja: "段級位「4ダン」：級・段・プロのどれでもありません" }] },
  ],
};

vi.mock("@tauri-apps/api/core", () => ({
  invoke: async (cmd: string, args: unknown) => {
    calls.push({ cmd, args });
    if (cmd === "preview_import") return preview;
    if (cmd === "import_players") return { players: [{ id: 1 }], skipped_lines: [3] };
    throw new Error(`unexpected command ${cmd}`);
  },
}));

async function settle() {
  for (let i = 0; i < 5; i++) await tick();
  flushSync();
}

describe("CSV import dialog", () => {
  let app: ReturnType<typeof mount> | undefined;
  afterEach(() => {
    if (app) unmount(app);
    document.body.innerHTML = "";
    calls.length = 0;
  });

  it("keeps Import closed until the bad row is skipped, then imports without it", async () => {
    const onclose = vi.fn();
    app = mount(ImportDialog, { target: document.body, props: { onclose } });
    const path = document.querySelector<HTMLInputElement>("input[name=csv-path]")!;
    path.value = "/tmp/players.csv";
    path.dispatchEvent(new Event("input"));
    document.querySelector<HTMLButtonElement>("[data-testid=read-csv]")!.click();
    await settle();

    expect(document.body.textContent).toContain("Shift_JIS");
    expect(document.body.textContent).toContain("メール");
    const confirm = document.querySelector<HTMLButtonElement>("[data-testid=confirm-import]")!;
    expect(confirm.disabled).toBe(true);
    expect(document.querySelector(".warning")?.textContent).toMatch(/1/);

    const skip3 = document.querySelectorAll<HTMLInputElement>("input[type=checkbox]")[1];
    skip3.click();
    await settle();
    expect(confirm.disabled).toBe(false);
    expect(confirm.textContent).toMatch(/1/);

    confirm.click();
    await settle();
    expect(calls.at(-1)).toEqual({ cmd: "import_players", args: { path: "/tmp/players.csv", skipLines: [3] } });
    expect(onclose).toHaveBeenCalled();
  });
});
