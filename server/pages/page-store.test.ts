import { randomBytes } from "node:crypto";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { catalogPageParams } from "../../app/features/catalog/search/catalog-page-params";
import {
  cacheableHandle,
  cacheablePage,
  type PageParams,
  singleParam,
} from "../../app/utils/page-cache-handle";
import { fakeBuild, servePageCache } from "./page-cache-test-kit";
import { pageKey } from "./page-key";
import { PageStore, toCachedResponse } from "./page-store";

setFlagsFromString("--expose-gc");
const collect = runInNewContext("gc") as () => void;
/** A full collection, twice around a turn of the event loop, so freed backing stores are really gone. */
async function gc() {
  collect();
  await new Promise((resolve) => setTimeout(resolve, 50));
  collect();
}

/** Page-like text: repetitive markup around varying words, so it compresses as HTML does (about 5:1). */
function pageText(seed: string, bytes: number): string {
  const words = randomBytes(bytes / 8).toString("base64url");
  let text = `<html><title>${seed}</title>`;
  for (let i = 0; text.length < bytes; i += 8)
    text += `<li class="card">${words.slice(i % words.length, (i % words.length) + 8)}</li>`;
  return text;
}

/** The i-th of the 2^n case spellings of a text, some with an accent and extra spaces (all fold alike). */
function spelling(text: string, i: number): string {
  const cased = [...text].map((c, j) => ((i >> j) & 1 ? c.toUpperCase() : c)).join("");
  const accented = i % 5 === 0 ? cased.replace(/a$|a /, (m) => m.replace("a", "á")) : cased;
  return encodeURIComponent(i % 3 ? accented : ` ${accented.replace(" ", "  ")} `);
}

const html = (text: string) =>
  new Response(text, { headers: { "content-type": "text/html; charset=utf-8" } });

describe("PageStore", () => {
  it("counts the array-buffer memory it keeps, within 10 %", async () => {
    const store = new PageStore(256 * 1024 * 1024);
    const bodies = [
      ...Array.from(
        { length: 400 },
        (_, i) => ['{"ean":null,"detail":null}', `/api/produto?ean=${i}`] as const,
      ),
      ...Array.from({ length: 100 }, (_, i) => [pageText(`m${i}`, 6_000), `/produtos?q=m${i}`] as const),
      ...Array.from({ length: 10 }, (_, i) => [pageText(`l${i}`, 100_000), `/produto?ean=${i}`] as const),
    ];
    await gc();
    const before = process.memoryUsage().arrayBuffers;
    for (const [text, key] of bodies) {
      const entry = await toCachedResponse(key, html(text), "v1");
      if (!entry) throw new Error("not stored");
      store.set({ key, open: false }, entry);
    }
    await store.idle();
    await gc();
    const retained = process.memoryUsage().arrayBuffers - before;
    const counted = store.bufferBytes;
    expect(store.size).toBe(bodies.length);
    // What the store says it holds is what it keeps alive (slices of larger buffers would make `retained` bigger).
    expect(Math.abs(retained - counted) / counted, `retained ${retained}, counted ${counted}`).toBeLessThan(
      0.1,
    );
    expect(store.bytes).toBeGreaterThan(counted);
  });

  it("keeps /, /produtos and a product page while 10,000 unknown barcodes and 10,000 spellings of a search arrive", async () => {
    const known = "7890000000001";
    const ean = singleParam((v) => (/^\d{8,14}$/.test(v) ? v : null));
    const routes: Record<string, PageParams> = {
      "/": {},
      "/produtos": catalogPageParams,
      "/produto": { ean },
      "/api/produto": { ean },
    };
    const store = new PageStore(1024 * 1024);
    const keyOf = (url: string) => {
      const [path = "", search = ""] = url.split("?");
      const page = pageKey(path, search, { params: routes[path] ?? {}, routeIds: [] });
      if (!page) throw new Error(`not cacheable: ${url}`);
      return page;
    };
    /** What the middleware does on a miss: render (here: the loaders' answers), keep what may be kept. */
    async function visit(url: string) {
      const page = keyOf(url);
      if (store.get(page)) return "HIT";
      const unknown = url.startsWith("/api/produto") && !url.endsWith(known);
      const response = unknown
        ? Response.json({ detail: null }, { headers: { "cache-control": "no-store" } })
        : html(pageText(url, 60_000));
      const entry = await toCachedResponse(page.key, response, "v1");
      if (entry.storable) store.set(page, entry);
      return "MISS";
    }
    const real = ["/", "/produtos", `/produto?ean=${known}`];
    for (const url of real) expect(await visit(url)).toBe("MISS");
    for (let i = 0; i < 10_000; i++) {
      await visit(`/api/produto?ean=${7891000000000 + i}`);
      await visit(`/produtos?q=${spelling("vitamina c", i)}`);
    }
    for (const url of real) expect(await visit(url), url).toBe("HIT");
    expect(store.searches.size).toBe(1);
    expect(store.bytes).toBeLessThanOrEqual(store.maxBytes);
  });

  it("does the same through the middleware and React Router (1,000 of each: HTTP here is slow)", async () => {
    const known = "7890000000001";
    const page = (name: string) => () => html(pageText(name, 60_000));
    const ean = singleParam((v) => (/^\d{8,14}$/.test(v) ? v : null));
    const build = fakeBuild([
      { path: "", handle: cacheableHandle, loader: page("home") },
      { path: "produtos", handle: cacheablePage(catalogPageParams), loader: page("produtos") },
      { path: "produto", handle: cacheablePage({ ean }), loader: page("produto") },
      {
        path: "api/produto",
        handle: cacheablePage({ ean }),
        loader: ({ request }) =>
          new URL(request.url).searchParams.get("ean") === known
            ? Response.json({ detail: { nome: "x" } })
            : Response.json({ detail: null }, { headers: { "cache-control": "no-store" } }),
      },
    ]);
    // Small enough that 10,000 stored lookups (about 700 bytes each, counted) would evict the pages several times.
    const store = new PageStore(1024 * 1024);
    const server = await servePageCache(build, store);
    try {
      const real = ["/", "/produtos", `/produto?ean=${known}`];
      for (const url of real) expect((await server.get(url)).cache).toBe("MISS");
      const flood = Array.from({ length: 1_000 }, (_, i) => [
        `/api/produto?ean=${String(7891000000000 + i)}`,
        `/produtos?q=${spelling("vitamina c", i)}`,
      ]).flat();
      for (let i = 0; i < flood.length; i += 20) {
        const answers = await Promise.all(flood.slice(i, i + 20).map((url) => server.get(url)));
        for (const a of answers) expect(a.status).toBe(200);
      }
      for (const url of real) expect((await server.get(url)).cache, url).toBe("HIT");
      expect(store.searches.size).toBe(1);
      expect(store.pages.size).toBe(3);
      expect(store.bytes).toBeLessThanOrEqual(store.maxBytes);
    } finally {
      await server.close();
    }
  }, 120_000);
});
