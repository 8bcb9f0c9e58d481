import { createHash } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { e2eEnv } from "../support/server-env";
import { type ServedSite, serveSite } from "../support/site";

/**
 * Security headers, the CSP's nonce (form pages) or hashes (cacheable pages), ETags and hashed assets. That the
 * browser blocks a script the CSP does not list is checked in a browser (tests/e2e/site/security.spec.ts).
 */
let site: ServedSite;
beforeAll(async () => {
  site = await serveSite({ env: e2eEnv });
});
afterAll(() => site.close());

function nonceOf(csp: string): string | undefined {
  return csp.match(/'nonce-([^']+)'/)?.[1];
}

it("/contato's CSP nonce changes per request and is on every inline script", async () => {
  const first = await site.get("/contato");
  const second = await site.get("/contato");
  const nonce1 = nonceOf(first.headers.get("content-security-policy") ?? "");
  const nonce2 = nonceOf(second.headers.get("content-security-policy") ?? "");
  expect(nonce1).toBeTruthy();
  expect(nonce2).toBeTruthy();
  expect(nonce1).not.toBe(nonce2);
  expect(first.headers.get("cache-control")).toBe("private, no-store");

  const html = await first.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? "");
  expect(scripts.length).toBeGreaterThan(0);
  for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce1}"`);
});

it("security headers are at Observatory A+ level", async () => {
  const h = (await site.get("/")).headers;
  const csp = h.get("content-security-policy") ?? "";
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc).not.toContain("unsafe-inline");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  const maxAge = Number(h.get("strict-transport-security")?.match(/max-age=(\d+)/)?.[1] ?? 0);
  expect(maxAge).toBeGreaterThanOrEqual(31536000);
  expect(h.get("x-content-type-options")).toBe("nosniff");
  expect(h.get("referrer-policy")).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
  expect(h.get("x-powered-by")).toBeNull();
  expect(h.get("x-frame-options")).toBe("DENY");
  // Decision 106: no opener policy, so an arrival keeps its browsing-context group (and its warm renderer).
  expect(h.get("cross-origin-opener-policy")).toBeNull();
});

it("hashed assets are cached immutably and compressed", async () => {
  const html = await (await site.get("/")).text();
  // The client entry (React DOM): large enough that it is always sent compressed.
  const asset = html.match(/\/assets\/entry\.client-[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const response = await site.get(asset ?? "", { headers: { "Accept-Encoding": "gzip" } });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toContain("immutable");
  expect(response.headers.get("content-encoding")).toBe("gzip");
});

it("GET /healthz answers ok", async () => {
  const response = await site.get("/healthz");
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});

/** The CSP source of each inline script the page runs (no src, not a JSON data block). */
function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => !/\bsrc=|application\/(ld\+)?json/.test(attributes))
    .map(([, , body = ""]) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`);
}

it.each(["/quem-somos", "/produtos?q=vitamina", "/produto?ean=7897412100014"])(
  "%s is byte-identical between requests, with a strong ETag and its scripts hashed in the CSP",
  async (path) => {
    const first = await site.get(path);
    const second = await site.get(path);
    const body = await first.text();
    expect(await second.text()).toBe(body);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.get("etag")).toBe(etag);
    const csp = first.headers.get("content-security-policy") ?? "";
    expect(csp).not.toContain("'nonce-");
    expect(second.headers.get("content-security-policy")).toBe(csp);
    const sources = inlineScriptSources(body);
    expect(sources.length).toBeGreaterThan(0);
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    for (const source of sources) expect(scriptSrc).toContain(source);
    const revalidated = await site.get(path, { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
  },
);
