import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { techSheetFor } from "./tech-sheet.server";

const publicDir = mkdtempSync(path.join(tmpdir(), "tech-sheet-"));
mkdirSync(path.join(publicDir, "fichatecnica"));
writeFileSync(path.join(publicDir, "fichatecnica", "7897412100014.pdf"), Buffer.alloc(17426));
mkdirSync(path.join(publicDir, "fichatecnica", "en"));
writeFileSync(path.join(publicDir, "fichatecnica", "en", "7897412100014.pdf"), Buffer.alloc(18500));
writeFileSync(path.join(publicDir, "fichatecnica", "7897412100038.pdf"), Buffer.alloc(1000));
afterAll(() => rmSync(publicDir, { recursive: true, force: true }));
afterEach(() => vi.unstubAllGlobals());

const withSheet = { ean: "7897412100014", hasSheet: true };

describe("technical-sheet link decided on the server (product rules §7, decision 102)", () => {
  it("offers our own PDF when the served folder holds it, sized from the file", async () => {
    expect(await techSheetFor(withSheet, publicDir, { base: "" })).toEqual({
      url: "/fichatecnica/7897412100014.pdf",
      label: "Baixar ficha técnica (PDF, 18 KB)",
      lang: "pt",
    });
  });

  it("offers an English page the English sheet, or the Brazilian one, said to be so, when it is missing", async () => {
    expect(await techSheetFor(withSheet, publicDir, { base: "", locale: "en" })).toEqual({
      url: "/fichatecnica/en/7897412100014.pdf",
      label: "Baixar ficha técnica (PDF, 19 KB)",
      lang: "en",
    });
    expect(
      await techSheetFor({ ean: "7897412100038", hasSheet: true }, publicDir, { base: "", locale: "en" }),
    ).toEqual({
      url: "/fichatecnica/7897412100038.pdf",
      label: "Baixar ficha técnica (PDF, 1 KB)",
      lang: "pt",
    });
    expect(
      await techSheetFor({ ean: "7897412100021", hasSheet: true }, publicDir, { base: "", locale: "en" }),
    ).toBeNull();
  });

  it("offers nothing that would be a dead link or that has no sheet", async () => {
    expect(await techSheetFor({ ean: "7897412100021", hasSheet: true }, publicDir, { base: "" })).toBeNull();
    expect(await techSheetFor({ ...withSheet, hasSheet: false }, publicDir, { base: "" })).toBeNull();
    expect(await techSheetFor({ ean: null, hasSheet: true }, publicDir, { base: "" })).toBeNull();
    expect(await techSheetFor(withSheet, undefined, { base: "" })).toBeNull();
  });

  it("asks another host with a HEAD and links only an OK PDF answer", async () => {
    const fetch = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(null, { headers: { "content-type": "application/pdf", "content-length": "2048" } }),
    );
    vi.stubGlobal("fetch", fetch);
    const sheet = await techSheetFor(withSheet, undefined, { base: "https://static.example.com/" });
    expect(sheet).toEqual({
      url: "https://static.example.com/fichatecnica/7897412100014.pdf",
      label: "Baixar ficha técnica (PDF, 2 KB)",
      lang: "pt",
    });
    expect(fetch).toHaveBeenCalledWith(sheet?.url, expect.objectContaining({ method: "HEAD" }));
  });

  it("asks another host for the English sheet first, then for the Brazilian one", async () => {
    const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
      url.includes("/en/")
        ? new Response(null, { status: 404 })
        : new Response(null, { headers: { "content-type": "application/pdf", "content-length": "4096" } }),
    );
    vi.stubGlobal("fetch", fetch);
    const product = { ean: "7897412100045", hasSheet: true };
    expect(
      await techSheetFor(product, undefined, { base: "https://static.example.com", locale: "en" }),
    ).toEqual({
      url: "https://static.example.com/fichatecnica/7897412100045.pdf",
      label: "Baixar ficha técnica (PDF, 4 KB)",
      lang: "pt",
    });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      "https://static.example.com/fichatecnica/en/7897412100045.pdf",
      "https://static.example.com/fichatecnica/7897412100045.pdf",
    ]);
  });

  it("treats another host's refusal, wrong type or failure as no PDF", async () => {
    const answers = [
      () => new Response(null, { status: 404, headers: { "content-type": "application/pdf" } }),
      () => new Response(null, { headers: { "content-type": "text/html" } }),
      () => {
        throw new TypeError("fetch failed");
      },
    ];
    for (const [i, answer] of answers.entries()) {
      vi.stubGlobal(
        "fetch",
        vi.fn(async () => answer()),
      );
      const product = { ean: `789741210002${i}`, hasSheet: true };
      expect(await techSheetFor(product, undefined, { base: "https://static.example.com" })).toBeNull();
    }
  });
});
