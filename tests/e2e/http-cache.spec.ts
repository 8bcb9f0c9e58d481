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
