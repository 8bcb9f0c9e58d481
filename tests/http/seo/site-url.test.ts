import { afterAll, beforeAll, expect, it } from "vitest";
import { answers, until } from "../../e2e/support/instance";
import { instanceEnv } from "../support/server-env";
import { type ServedSite, serveSite } from "../support/site";

/**
 * With SITE_URL set, a site listening beyond the loopback has no warning, and the canonical URL, the sitemap
 * and the export rows use it (the start log is checked on the process in tests/http/start/start.test.ts).
 */
const SITE = "https://catalogo.convale.test";
let site: ServedSite;
beforeAll(async () => {
  site = await serveSite({ env: { ...instanceEnv, HOST: "0.0.0.0", SITE_URL: SITE } });
  await until(() => answers(`${site.base}/readyz`), "readyz 200");
});
afterAll(() => site.close());

it("with SITE_URL: no warning; canonical URL, sitemap and export rows use it", async () => {
  expect((await (await site.get("/readyz")).json()).warnings).toEqual([]);
  const html = await (await site.get("/produto?ean=7897412100014")).text();
  expect(html).toContain(`<link rel="canonical" href="${SITE}/produto?ean=7897412100014"`);
  const sitemap = await (await site.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>${SITE}/produto?ean=7897412100014</loc>`);
  expect(sitemap).not.toContain("localhost");
  const csv = await (await site.get("/produtos/exportar?formato=csv")).text();
  const rows = csv.trim().split("\r\n").slice(1);
  expect(rows.length).toBeGreaterThan(100);
  for (const row of rows) expect(row).toContain(`;${SITE}/produto?ean=`);
  expect(csv).not.toContain("localhost");
});
