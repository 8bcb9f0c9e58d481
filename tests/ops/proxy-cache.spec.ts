import http from "node:http";
import { gunzipSync } from "node:zlib";
import { findNginx, startNginx } from "../../scripts/test-env/nginx-site.mjs";
import { expect, expectNoAxeViolations, test } from "../e2e/support/fixtures";

/**
 * The repository's nginx configuration (deploy/nginx/site.conf.template) with proxy_cache in
 * front of the suite's production server. What it proves: the app's Cache-Control is enough for a real shared
 * cache to keep its pages (second request a HIT), never the contact page nor a POST, compressed and plain
 * variants are never mixed up, and a page served from that cache runs in Chromium under its CSP and hydrates.
 */

test.describe.configure({ mode: "serial" });

const appPort = Number(process.env.E2E_PORT ?? 4173);
// Beside the suite's server: the next port up, inside each runner's own range.
const proxyPort = Number(process.env.PROXY_CACHE_PORT ?? appPort + 1);
const productPath = "/produto?ean=7897412100014";

let proxy: Awaited<ReturnType<typeof startNginx>> | undefined;

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw request (fetch would add its own Accept-Encoding and decompress). */
function get(pathname: string, headers: http.OutgoingHttpHeaders = {}, method = "GET"): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port: proxyPort, path: pathname, method, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on("error", reject);
    req.end();
  });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const nginx = findNginx();
  // Never a skip: without nginx the tier fails, saying what to install.
  if (!nginx.bin) throw new Error(`nginx indisponível: ${nginx.reason}`);
  proxy = await startNginx({
    bin: nginx.bin,
    port: proxyPort,
    upstreams: [`127.0.0.1:${appPort}`],
    clientDir: `${process.env.BUILD_DIR ?? "build"}/client`,
  });
});

test.afterAll(async () => {
  await proxy?.stop();
});

test("the second request for a cacheable page is a HIT with the same body", async () => {
  for (const path of ["/quem-somos", productPath, "/produtos?q=vitamina"]) {
    const enc = { "accept-encoding": "gzip" };
    const first = await get(path, enc);
    expect(first.status, path).toBe(200);
    expect(first.headers["x-cache-status"], path).toBe("MISS");
    const second = await get(path, enc);
    expect(second.headers["x-cache-status"], path).toBe("HIT");
    expect(second.headers.etag, path).toBe(first.headers.etag);
    expect(second.body.equals(first.body), path).toBe(true);
  }
});

test("each language's page is its own cache entry: a switch never gets the other language from the cache", async () => {
  // The pair and its JSON: the same product and search in both languages (decision 139).
  const pairs: [string, string][] = [
    ["/quem-somos", "/en/about"],
    [productPath, `/en/product?ean=7897412100014`],
    ["/api/produtos?q=vitamina", "/api/produtos?q=vitamina&lang=en"],
  ];
  const enc = { "accept-encoding": "gzip" };
  for (const [pt, en] of pairs) {
    // Portuguese first, so the English request would be the one to get it, were the key not the address.
    await get(pt, enc);
    const ptCached = await get(pt, enc);
    expect(ptCached.headers["x-cache-status"], pt).toBe("HIT");
    const enFirst = await get(en, enc);
    expect(enFirst.status, en).toBe(200);
    expect(enFirst.headers["x-cache-status"], en).toBe("MISS");
    const enCached = await get(en, enc);
    expect(enCached.headers["x-cache-status"], en).toBe("HIT");
    // Pages carry a strong ETag of their bytes; the JSON answers none.
    if (!en.startsWith("/api/")) expect(enCached.headers.etag, en).not.toBe(ptCached.headers.etag);
    expect(enCached.body.equals(ptCached.body), en).toBe(false);
  }
  // The cached English page is English, the cached Portuguese one Portuguese.
  const html = (reply: Reply) =>
    (reply.headers["content-encoding"] === "gzip" ? gunzipSync(reply.body) : reply.body).toString("utf8");
  const en = await get("/en/about", enc);
  const pt = await get("/quem-somos", enc);
  expect(en.headers["x-cache-status"]).toBe("HIT");
  expect(pt.headers["x-cache-status"]).toBe("HIT");
  expect(html(en)).toContain('<html lang="en-US"');
  expect(html(pt)).toContain('<html lang="pt-BR"');
});

test("compressed and plain variants of one page are kept apart", async () => {
  const path = "/privacidade";
  const variants: [string, string | undefined][] = [
    ["br, gzip, deflate", "br"],
    ["gzip", "gzip"],
    ["", undefined],
  ];
  // Twice round: the second pass comes from the cache, and each client still gets what it can read.
  for (const pass of [1, 2]) {
    for (const [accept, expected] of variants) {
      const reply = await get(path, accept ? { "accept-encoding": accept } : {});
      expect(reply.status, `${accept} pass ${pass}`).toBe(200);
      expect(reply.headers["content-encoding"], `${accept} pass ${pass}`).toBe(expected);
      if (pass === 2) expect(reply.headers["x-cache-status"], accept).toBe("HIT");
      if (!expected) expect(reply.body.toString("utf8")).toContain("<!DOCTYPE html>");
    }
  }
});

test("the contact page and POSTs are never answered from the cache", async () => {
  for (let i = 0; i < 3; i++) {
    const contact = await get("/contato", { "accept-encoding": "gzip" });
    expect(contact.status).toBe(200);
    expect(contact.headers["cache-control"]).toBe("private, no-store");
    expect(contact.headers["x-cache-status"]).not.toBe("HIT");
  }
  // A cached page's URL, posted to: nginx passes the POST on instead of replying with the cached GET.
  await get("/quem-somos");
  for (let i = 0; i < 2; i++) {
    const post = await get("/quem-somos", { "content-length": 0 }, "POST");
    expect(post.headers["x-cache-status"]).not.toBe("HIT");
  }
});

test("a page served from nginx's cache runs under its CSP and hydrates in Chromium", async ({ page }) => {
  const url = `http://127.0.0.1:${proxyPort}/quem-somos`;
  // Any CSP violation is recorded, not only the ones Chromium also logs as console errors (the fixture's rule).
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  // The first visit fills nginx's variant for Chromium's own Accept-Encoding; the reload is served from it.
  // goto and reload resolve once <html data-hydrated> is set (tests/e2e/support/fixtures.ts).
  await page.goto(url);
  const response = await page.reload();
  expect(response?.headers()["x-cache-status"]).toBe("HIT");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual(
    [],
  );
  await expectNoAxeViolations(page);
});
