// The plain runner: these tests read headers only and open no page.
import { expect, test } from "@playwright/test";

test("the pages with a form and their data are never stored by anyone", async ({ request }) => {
  for (const path of [
    "/contato",
    "/contato.data",
    "/desenvolvimento-de-marca",
    "/desenvolvimento-de-marca.data",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBeLessThan(400);
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
  }
});

test("junk query parameters share the real page's cache entry", async ({ request }) => {
  const real = "/produtos?categoria=Suplemento";
  await request.get(real);
  // Made-up parameters and searches, as a crawler or an attacker would send.
  for (let i = 0; i < 100; i++) {
    const junk = await request.get(`/produtos?q=junk${i}&utm_source=${i}`);
    expect(junk.status()).toBe(200);
    await request.get(`/?fbclid=${i}`);
  }
  const again = await request.get(`/produtos?utm_campaign=x&categoria=Suplemento&quantidade=1`);
  expect(again.headers()["x-cache"]).toBe("HIT");
  const home = await request.get("/?gclid=abc");
  expect(home.headers()["x-cache"]).toBe("HIT");
  // The same page under another spelling carries the real page's body.
  expect(await again.text()).toContain("Suplemento");
});

test("cacheable pages and their data may be kept by shared caches; other pages may not", async ({
  request,
}) => {
  const policy = "public, max-age=60, s-maxage=300, stale-while-revalidate=300";
  for (const path of ["/quem-somos", "/produtos?q=vitamina", "/produto?ean=7897412100014", "/_root.data"]) {
    expect((await request.get(path)).headers()["cache-control"], path).toBe(policy);
  }
  const missing = await request.get("/nada");
  expect(missing.status()).toBe(404);
  expect(missing.headers()["cache-control"]).toBe("no-cache");
});

test("an unknown barcode is answered but kept by nobody; spellings of a search share one entry", async ({
  request,
}) => {
  for (let i = 0; i < 2; i++) {
    const unknown = await request.get("/api/produto?ean=7890000000017");
    expect(unknown.status()).toBe(200);
    expect(await unknown.json()).toMatchObject({ detail: null });
    expect(unknown.headers()["cache-control"]).toBe("no-store");
    expect(unknown.headers()["x-cache"]).toBeUndefined();
  }
  const first = await request.get("/produtos?q=Vitamina%20C");
  expect(first.status()).toBe(200);
  for (const spelling of ["VITAMINA%20C", "vitam%C3%ADna%20%20c", "%20vitamina%20c%20"]) {
    const other = await request.get(`/produtos?q=${spelling}`);
    expect(other.headers()["x-cache"], spelling).toBe("HIT");
  }
});
