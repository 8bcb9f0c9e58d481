import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { cacheableHandle } from "../../app/utils/server/cache-handle";
import { pagePathOf, routePolicy } from "./route-policy";

const action = () => null;
const route = (id: string, extra: Record<string, unknown>, module: Record<string, unknown>) => ({
  id,
  ...extra,
  module,
});

/** The shape of the real route list (app/routes.ts), with handles and actions where the modules export them. */
const build = {
  routes: {
    root: route("root", { path: "" }, {}),
    "routes/home": route("routes/home", { parentId: "root", index: true }, { handle: cacheableHandle }),
    "routes/products": route(
      "routes/products",
      { parentId: "root", path: "produtos" },
      { handle: cacheableHandle },
    ),
    "routes/contact": route("routes/contact", { parentId: "root", path: "contato" }, { action }),
    "routes/api.produtos": route(
      "routes/api.produtos",
      { parentId: "root", path: "api/produtos" },
      { handle: cacheableHandle },
    ),
    "routes/api.send": route(
      "routes/api.send",
      { parentId: "root", path: "api/enviar-email-contato" },
      { action },
    ),
    "routes/not-found": route("routes/not-found", { parentId: "root", path: "*" }, {}),
  },
} as unknown as ServerBuild;

describe("routePolicy", () => {
  const policyOf = routePolicy(build);
  it("follows the matched route module's handle, for pages and their data requests", () => {
    for (const p of ["/", "/_root.data", "/produtos", "/produtos.data", "/api/produtos"])
      expect(policyOf(p).cacheable, p).toBe(true);
    expect(policyOf("/").cacheControl).toBe("public, max-age=60, s-maxage=300, stale-while-revalidate=300");
  });
  it("never caches the contact page or paths that only the catch-all matches", () => {
    for (const p of ["/contato", "/contato.data", "/nada", "/produtos/x", "/api/enviar-email-contato"])
      expect(policyOf(p).cacheable, p).toBe(false);
  });
  it("a page with a form is stored by nobody, whatever its response says; other pages default to no-cache", () => {
    for (const p of ["/contato", "/contato.data"]) {
      expect(policyOf(p).cacheControl, p).toBe("private, no-store");
      expect(policyOf(p).cacheControlFinal, p).toBe(true);
    }
    for (const p of ["/nada", "/api/enviar-email-contato"]) {
      expect(policyOf(p).cacheControl, p).toBe("no-cache");
      expect(policyOf(p).cacheControlFinal, p).toBe(false);
    }
  });
  it("allows POST exactly where the route has an action", () => {
    for (const p of ["/contato", "/contato.data", "/api/enviar-email-contato"])
      expect(policyOf(p).allow, p).toBe("GET, HEAD, POST");
    for (const p of ["/", "/produtos", "/produtos.data", "/nada", "/api/produtos"])
      expect(policyOf(p).allow, p).toBe("GET, HEAD");
  });
  it("maps a data request to its page", () => {
    expect(pagePathOf("/_root.data")).toBe("/");
    expect(pagePathOf("/produto.data")).toBe("/produto");
    expect(pagePathOf("/produto")).toBe("/produto");
  });
});
