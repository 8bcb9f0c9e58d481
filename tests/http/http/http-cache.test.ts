import { afterAll, beforeAll, expect, it } from "vitest";
import { e2eEnv } from "../support/server-env";
import { type ServedSite, serveSite } from "../support/site";

/** Who may store what: the Cache-Control of form pages and cacheable pages, and the ETag of the latter. */
let site: ServedSite;
beforeAll(async () => {
  site = await serveSite({ env: e2eEnv });
});
afterAll(() => site.close());

it("the pages with a form and their data are never stored by anyone", async () => {
  for (const path of [
    "/contato",
    "/contato.data",
    "/desenvolvimento-de-marca",
    "/desenvolvimento-de-marca.data",
  ]) {
    const response = await site.get(path);
    expect(response.status, path).toBeLessThan(400);
    expect(response.headers.get("cache-control"), path).toBe("private, no-store");
  }
});

it("cacheable pages and their data may be kept by shared caches; other pages may not", async () => {
  const policy = "public, max-age=60, s-maxage=300, stale-while-revalidate=300";
  for (const path of ["/quem-somos", "/produtos?q=vitamina", "/produto?ean=7897412100014", "/_root.data"]) {
    expect((await site.get(path)).headers.get("cache-control"), path).toBe(policy);
  }
  const missing = await site.get("/nada");
  expect(missing.status).toBe(404);
  expect(missing.headers.get("cache-control")).toBe("no-cache");
});

it("an unknown barcode is answered but kept by nobody", async () => {
  for (let i = 0; i < 2; i++) {
    const unknown = await site.get("/api/produto?ean=7890000000017");
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toMatchObject({ detail: null });
    expect(unknown.headers.get("cache-control")).toBe("no-store");
  }
});

it("a cacheable page has a strong ETag and answers 304 to it; a page with a form has none", async () => {
  const first = await site.get("/quem-somos");
  const etag = first.headers.get("etag");
  expect(etag).toMatch(/^"[\w-]{32}"$/);
  expect((await site.get("/quem-somos")).headers.get("etag")).toBe(etag);
  const again = await site.get("/quem-somos", { headers: { "if-none-match": etag ?? "" } });
  expect(again.status).toBe(304);
  expect(await again.text()).toBe("");
  expect(again.headers.get("cache-control")).toBe(
    "public, max-age=60, s-maxage=300, stale-while-revalidate=300",
  );
  const stale = await site.get("/quem-somos", { headers: { "if-none-match": '"outra-versao"' } });
  expect(stale.status).toBe(200);
  expect((await site.get("/contato")).headers.get("etag")).toBeNull();
});
