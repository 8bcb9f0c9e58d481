import { expect, test } from "./fixtures";

function nonceOf(csp: string): string | undefined {
  return csp.match(/'nonce-([^']+)'/)?.[1];
}

test("the CSP nonce changes per request and is on every inline script", async ({ request }) => {
  const first = await request.get("/");
  const second = await request.get("/");
  const csp1 = first.headers()["content-security-policy"] ?? "";
  const csp2 = second.headers()["content-security-policy"] ?? "";
  const nonce1 = nonceOf(csp1);
  const nonce2 = nonceOf(csp2);
  expect(nonce1).toBeTruthy();
  expect(nonce2).toBeTruthy();
  expect(nonce1).not.toBe(nonce2);

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

test("a cached page is byte-identical between requests except for its fresh nonce", async ({ request }) => {
  const first = await request.get("/quem-somos");
  const second = await request.get("/quem-somos");
  const n1 = nonceOf(first.headers()["content-security-policy"] ?? "") ?? "";
  const n2 = nonceOf(second.headers()["content-security-policy"] ?? "") ?? "";
  expect(n1).not.toBe(n2);
  const body1 = (await first.text()).replaceAll(n1, "NONCE");
  const body2 = (await second.text()).replaceAll(n2, "NONCE");
  expect(body1).toContain('nonce="NONCE"');
  expect(body1).toBe(body2);
});
