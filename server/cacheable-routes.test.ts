import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { cacheableHandle } from "../app/utils/page-cache-handle";
import { cacheableRoutes, pagePathOf } from "./cacheable-routes";

const route = (id: string, extra: Record<string, unknown>, cacheable: boolean) => ({
  id,
  ...extra,
  module: cacheable ? { handle: cacheableHandle } : {},
});

/** The shape of the real route list (app/routes.ts), with handles where the modules export them. */
const build = {
  routes: {
    root: route("root", { path: "" }, false),
    "routes/home": route("routes/home", { parentId: "root", index: true }, true),
    "routes/products": route("routes/products", { parentId: "root", path: "produtos" }, true),
    "routes/contact": route("routes/contact", { parentId: "root", path: "contato" }, false),
    "routes/api.produtos": route("routes/api.produtos", { parentId: "root", path: "api/produtos" }, true),
    "routes/not-found": route("routes/not-found", { parentId: "root", path: "*" }, false),
  },
} as unknown as ServerBuild;

describe("cacheableRoutes", () => {
  const isCacheable = cacheableRoutes(build);
  it("follows the matched route module's handle, for pages and their data requests", () => {
    for (const p of ["/", "/_root.data", "/produtos", "/produtos.data", "/api/produtos"])
      expect(isCacheable(p), p).toBe(true);
  });
  it("never caches the contact page or paths that only the catch-all matches", () => {
    for (const p of ["/contato", "/contato.data", "/nada", "/produtos/x", "/api/enviar-email-contato"])
      expect(isCacheable(p), p).toBe(false);
  });
  it("maps a data request to its page", () => {
    expect(pagePathOf("/_root.data")).toBe("/");
    expect(pagePathOf("/produto.data")).toBe("/produto");
    expect(pagePathOf("/produto")).toBe("/produto");
  });
});
