import { createHash } from "node:crypto";
import { expect, test } from "./fixtures";

function nonceOf(csp: string): string | undefined {
  return csp.match(/'nonce-([^']+)'/)?.[1];
}

test("/contato's CSP nonce changes per request and is on every inline script", async ({ request }) => {
  const first = await request.get("/contato");
  const second = await request.get("/contato");
  const nonce1 = nonceOf(first.headers()["content-security-policy"] ?? "");
  const nonce2 = nonceOf(second.headers()["content-security-policy"] ?? "");
  expect(nonce1).toBeTruthy();
  expect(nonce2).toBeTruthy();
  expect(nonce1).not.toBe(nonce2);
  expect(first.headers()["cache-control"]).toBe("private, no-store");

  const html = await first.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? "");
  expect(scripts.length).toBeGreaterThan(0);
  for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce1}"`);
});

test("security headers are at Observatory A+ level", async ({ request }) => {
  const response = await request.get("/");
  const h = response.headers();
  const csp = h["content-security-policy"] ?? "";
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc).not.toContain("unsafe-inline");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  const maxAge = Number(h["strict-transport-security"]?.match(/max-age=(\d+)/)?.[1] ?? 0);
  expect(maxAge).toBeGreaterThanOrEqual(31536000);
  expect(h["x-content-type-options"]).toBe("nosniff");
  expect(h["referrer-policy"]).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
  expect(h["x-powered-by"]).toBeUndefined();
  expect(h["x-frame-options"]).toBe("DENY");
  // Decision 106: no opener policy, so an arrival keeps its browsing-context group (and its warm renderer).
  expect(h["cross-origin-opener-policy"]).toBeUndefined();
});

test("hashed assets are cached immutably and compressed", async ({ request }) => {
  const html = await (await request.get("/")).text();
  // The client entry (React DOM): large enough that it is always sent compressed.
  const asset = html.match(/\/assets\/entry\.client-[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const response = await request.get(asset ?? "", { headers: { "Accept-Encoding": "gzip" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("immutable");
  expect(response.headers()["content-encoding"]).toBe("gzip");
});

test("GET /healthz answers ok", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});

/** The CSP source of each inline script the page runs (no src, not a JSON data block). */
function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => !/\bsrc=|application\/(ld\+)?json/.test(attributes))
    .map(([, , body = ""]) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`);
}

for (const path of ["/quem-somos", "/produtos?q=vitamina", "/produto?ean=7897412100014"]) {
  test(`${path} is byte-identical between requests, with a strong ETag and its scripts hashed in the CSP`, async ({
    request,
  }) => {
    const first = await request.get(path);
    const second = await request.get(path);
    const body = await first.text();
    expect(await second.text()).toBe(body);
    const etag = first.headers().etag ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers().etag).toBe(etag);
    const csp = first.headers()["content-security-policy"] ?? "";
    expect(csp).not.toContain("'nonce-");
    expect(second.headers()["content-security-policy"]).toBe(csp);
    const sources = inlineScriptSources(body);
    expect(sources.length).toBeGreaterThan(0);
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    for (const source of sources) expect(scriptSrc).toContain(source);
    const revalidated = await request.get(path, { headers: { "If-None-Match": etag } });
    expect(revalidated.status()).toBe(304);
  });
}

test.describe("an inline script the page did not render", () => {
  test.use({ allowedFailures: ["violates the following Content Security Policy directive"] });

  test("is blocked by the cached page's hash-based CSP", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (msg) => {
      if (msg.text().includes("violates the following Content Security Policy directive"))
        violations.push(msg.text());
    });
    // Tamper with the page on its way to the browser, keeping the server's headers (and so its CSP).
    await page.route("**/quem-somos", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        "</body>",
        '<script>document.title="injetado"</script></body>',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto("/quem-somos");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    await expect(page).not.toHaveTitle("injetado");
  });
});
