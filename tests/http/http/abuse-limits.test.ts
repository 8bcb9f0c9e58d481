import { afterAll, beforeAll, expect, it } from "vitest";
import { registry } from "../../../server/observability/metrics";
import { answers, until } from "../../e2e/support/instance";
import { e2eEnv } from "../support/server-env";
import { type ServedSite, serveSite } from "../support/site";

/**
 * The page limit (server/http/work-limit.ts, decision 130) and the contact limit's key: one client is an IPv4
 * address or an IPv6 /64, whatever address inside it a request comes from. The site trusts one proxy here
 * (TRUST_PROXY=1), as behind nginx, so X-Forwarded-For names the client. Through nginx itself:
 * tests/ops/abuse-proxy.spec.ts.
 */
const PAGE_LIMIT = 30;
let site: ServedSite;
beforeAll(async () => {
  site = await serveSite({ env: { ...e2eEnv, TRUST_PROXY: "1", CONTACT_RATE_LIMIT_MAX: "2" } });
  await until(() => answers(`${site.base}/readyz`), "readyz 200");
  // The first render loads the catalogue (seconds on a busy machine): done here, from the loopback, not counted.
  for (const target of ["/produtos?q=aquecer", "/produtos/exportar?formato=csv&q=aquecer"])
    await (await site.get(target)).body?.cancel();
});
afterAll(() => site.close());

const from = (address: string, target: string, init: RequestInit = {}) =>
  site.get(target, { ...init, headers: { ...init.headers, "x-forwarded-for": address } });

/**
 * Uncached work of every kind the limit names (a search, a missing page, the JSON API, an export), then a cheap
 * rendered answer, so the whole quota fits well inside one 10 s window even on a slow machine.
 */
const work = (i: number) =>
  [
    `/produtos?q=busca-${i}`,
    `/pagina-que-nao-existe-${i}`,
    `/api/produtos?q=termo-${i}`,
    `/produtos/exportar?formato=csv&q=planilha-${i}`,
  ][i] ?? `/robots.txt?n=${i}`;

async function refusedByLimit(label: string): Promise<number> {
  const metrics = await registry.getMetricsAsJSON();
  const series = metrics.find((m) => m.name === "http_rate_limited_total");
  const value = series?.values.find((v) => v.labels.limit === label)?.value;
  return Number(value ?? 0);
}

it("counts a whole IPv6 /64 as one client: the request past the limit gets a 429 in Portuguese with Retry-After", async () => {
  // Every request from another address of the same /64 (the interface half changes each time).
  for (let i = 0; i < PAGE_LIMIT; i++) {
    const res = await from(`2001:db8:1:2::${(i + 1).toString(16)}`, work(i));
    expect(res.status, work(i)).not.toBe(429);
    await res.body?.cancel();
  }
  const before = await refusedByLimit("pages");
  const page = await from("2001:db8:1:2:ffff:ffff:ffff:ffff", "/produtos?q=mais-uma");
  expect(page.status).toBe(429);
  expect(Number(page.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  expect(page.headers.get("cache-control")).toBe("no-store");
  expect(page.headers.get("content-type")).toMatch(/^text\/html/);
  // The security headers are set before the limit runs.
  expect(page.headers.get("x-content-type-options")).toBe("nosniff");
  const html = await page.text();
  expect(html).toContain('<html lang="pt-BR">');
  expect(html).toContain("Muitos pedidos em pouco tempo");
  expect(html).toMatch(/Você poderá continuar em cerca de \d+ segundos?\./);

  const api = await from("2001:db8:1:2::abcd", "/api/produtos?q=x");
  expect(api.status).toBe(429);
  expect(api.headers.get("retry-after")).toMatch(/^\d+$/);
  expect(await api.json()).toEqual({
    error: 429,
    message:
      "Muitos pedidos em pouco tempo a partir da sua conexão. Aguarde alguns segundos e tente novamente.",
  });
  expect(await refusedByLimit("pages")).toBe(before + 2);
});

it("another /64, an IPv4 client, health checks and the limited client's files are not refused", async () => {
  // The /64 above is over its limit for the rest of its window.
  expect((await from("2001:db8:1:2::1", "/produtos?q=de-novo")).status).toBe(429);
  expect((await from("2001:db8:1:3::1", "/produtos?q=vizinho")).status).toBe(200);
  expect((await from("203.0.113.9", "/pagina-que-nao-existe")).status).toBe(404);
  // An IPv4 address inside IPv6 (a dual-stack socket) is that IPv4 client.
  expect((await from("::ffff:203.0.113.9", "/produtos?q=ipv4")).status).toBe(200);
  for (const health of ["/healthz", "/readyz"])
    expect((await from("2001:db8:1:2::1", health)).status, health).toBe(200);
  expect((await from("2001:db8:1:2::1", "/favicon.svg")).status).toBe(200);
  // The machine itself, with no proxy in between, is not counted (work-limit.ts says why).
  expect((await site.get("/produtos?q=local")).status).toBe(200);
});

it("the contact limit counts an IPv6 /64 once too", async () => {
  const post = (address: string) =>
    from(address, "/api/enviar-email-contato", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
  const before = await refusedByLimit("contact");
  // Two posts (the quota here) from two addresses of one /64: refused for their content, not for the limit.
  for (const address of ["2001:db8:9:9::1", "2001:db8:9:9:8:7:6:5"]) {
    const res = await post(address);
    expect(res.status, address).not.toBe(429);
    await res.body?.cancel();
  }
  const third = await post("2001:db8:9:9::2");
  expect(third.status).toBe(429);
  expect(third.headers.get("retry-after")).toMatch(/^\d+$/);
  expect((await post("2001:db8:9:a::1")).status).not.toBe(429);
  expect(await refusedByLimit("contact")).toBe(before + 1);
});
