import { describe, expect, it } from "vitest";
import { handle as apiProduct } from "../../app/routes/api.produto";
import { handle as apiProducts } from "../../app/routes/api.produtos";
import { handle as home } from "../../app/routes/home";
import { handle as product } from "../../app/routes/product";
import { handle as products } from "../../app/routes/products";
import type { PageCacheHandle } from "../../app/utils/page-cache-handle";
import { pageKey } from "./page-key";

/** The route modules' own declarations, as the server reads them from the build (route-policy.ts). */
const declared: Record<string, [PageCacheHandle, string[]]> = {
  "/": [home, ["root", "routes/home"]],
  "/produtos": [products, ["root", "routes/products"]],
  "/produto": [product, ["root", "routes/product"]],
  "/api/produtos": [apiProducts, ["root", "routes/api.produtos"]],
  "/api/produto": [apiProduct, ["root", "routes/api.produto"]],
  "/quem-somos": [{ cache: "public" }, ["root", "routes/about"]],
};

function key(path: string, search = "") {
  const page = path.endsWith(".data") ? path.slice(0, -5).replace(/^\/_root$/, "/") : path;
  const [handle, routeIds] = declared[page] ?? [];
  if (!handle || !routeIds) throw new Error(`no route for ${path}`);
  return pageKey(path, search, { params: handle.params ?? {}, routeIds });
}

describe("pageKey, from the parameters each route declares", () => {
  it("keeps only the declared parameters, in the declared order", () => {
    expect(key("/produtos", "quantidade=10&utm=1&categoria=Suplemento&q=whey")).toEqual({
      key: "/produtos?q=whey&categoria=Suplemento&quantidade=10",
      open: true,
    });
    expect(key("/quem-somos", "fbclid=abc")).toEqual({ key: "/quem-somos", open: false });
    expect(key("/produto", "aba=indicacoes&ean=7897412100014")?.key).toBe(
      "/produto?ean=7897412100014&aba=indicacoes",
    );
  });
  it("writes values the loader treats alike the same way", () => {
    expect(key("/produtos", "categoria=todos&quantidade=5&q=%20%20")?.key).toBe("/produtos");
    expect(key("/produtos", "quantidade=7")?.key).toBe("/produtos?quantidade=10");
    expect(key("/produtos", "q=a&q=b")?.key).toBe("/produtos?q=a");
    expect(key("/produto", "ean=7897412100014&aba=nada")?.key).toBe("/produto?ean=7897412100014");
    expect(key("/", "type=Nada")?.key).toBe("/");
    expect(key("/", "type=Cosmetico")?.key).toBe("/?type=Cosmetico");
  });
  it("folds the search text as the search engine does: case, accents and spaces", () => {
    const variants = ["Vitamina C", "VITAMINA  c", "vitamína c", " vItAmInA C "];
    const keys = new Set(variants.map((q) => key("/produtos", `q=${encodeURIComponent(q)}`)?.key));
    expect([...keys]).toEqual(["/produtos?q=vitamina+c"]);
    expect(key("/api/produtos", "q=Ácido&offset=5")?.key).toBe("/api/produtos?q=acido&offset=5");
  });
  it("keys the facets and order of /produtos, whatever order the facet values come in", () => {
    const a = key("/produtos", "forma=po&marca=Vitacon&forma=capsulas&ordem=az&utm=x");
    const b = key("/produtos", "ordem=az&forma=capsulas&marca=Vitacon&forma=po");
    expect(a?.key).toBe(b?.key);
    expect(a?.key).toMatch(/marca=Vitacon/);
    expect(a?.key).toMatch(/ordem=az/);
    expect(a?.open).toBe(true);
    expect(key("/produtos", "forma=nada&ordem=nada")?.key).toBe("/produtos");
    expect(key("/api/produtos", "quantidade=20&offset=5&limit=5")?.key).toBe("/api/produtos?offset=5");
    expect(key("/api/produtos", "limit=99&offset=0")?.key).toBe("/api/produtos?limit=20");
  });
  it("keeps data requests apart and takes only the _routes React Router's client writes", () => {
    expect(key("/_root.data", "type=Cosmetico")?.key).toBe("/_root.data?type=Cosmetico");
    expect(key("/produto.data", "ean=7897412100014&_routes=root,routes/product")?.key).toBe(
      "/produto.data?ean=7897412100014&_routes=root%2Croutes%2Fproduct",
    );
    expect(key("/produto.data", "ean=7897412100014&_routes=routes/product")?.key).toMatch(/_routes=routes/);
    for (const routes of ["junk", "routes/product,root", "root,root", "root,routes/products", "root,,x"])
      expect(key("/produto.data", `ean=7897412100014&_routes=${routes}`), routes).toBeNull();
    expect(key("/produto.data", "ean=7897412100014&_routes=root&_routes=root")).toBeNull();
  });
  it("does not cache values no real link makes", () => {
    expect(key("/produto", "ean=%207897412100014")).toBeNull();
    expect(key("/produto", "ean=abc")).toBeNull();
    expect(key("/api/produto", "ean=abc")).toBeNull();
  });
  it("marks free-text and offset keys as open, finite ones as closed", () => {
    expect(key("/api/produtos", "offset=5&limit=5")?.open).toBe(true);
    expect(key("/produtos", "categoria=Cosmetico")?.open).toBe(false);
    expect(key("/produtos", "q=whey")?.open).toBe(true);
  });
});
