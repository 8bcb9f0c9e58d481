import { describe, expect, it } from "vitest";
import { pageKey } from "./page-key";

const routes = new Set(["root", "routes/products", "routes/product"]);
const key = (path: string, search = "") => pageKey(path, search, routes);

describe("pageKey", () => {
  it("keeps only the parameters the route reads, in a fixed order", () => {
    expect(key("/produtos", "quantidade=10&utm=1&categoria=Suplemento&q=whey")).toEqual({
      key: "/produtos?q=whey&categoria=Suplemento&quantidade=10",
      open: true,
    });
    expect(key("/quem-somos", "fbclid=abc")).toEqual({ key: "/quem-somos", open: false });
    expect(key("/produto", "aba=indicacoes&ean=7897412100014")?.key).toBe(
      "/produto?ean=7897412100014&aba=indicacoes",
    );
  });
  it("writes values the route treats alike the same way", () => {
    expect(key("/produtos", "categoria=todos&quantidade=5&q=%20%20")?.key).toBe("/produtos");
    expect(key("/produtos", "quantidade=7")?.key).toBe("/produtos?quantidade=10");
    expect(key("/produtos", "q=a&q=b")?.key).toBe("/produtos?q=a");
    expect(key("/produto", "ean=7897412100014&aba=nada")?.key).toBe("/produto?ean=7897412100014");
    expect(key("/", "type=Nada")?.key).toBe("/");
  });
  it("keys the facets and order of /produtos, whatever order the facet values come in", () => {
    const a = key("/produtos", "forma=po&marca=Vitacon&forma=capsulas&ordem=az&utm=x");
    const b = key("/produtos", "ordem=az&forma=capsulas&marca=Vitacon&forma=po");
    expect(a?.key).toBe(b?.key);
    expect(a?.key).toMatch(/marca=Vitacon/);
    expect(a?.key).toMatch(/ordem=az/);
    expect(a?.open).toBe(true);
    expect(key("/produtos", "forma=nada&ordem=nada")?.key).toBe("/produtos");
    expect(key("/api/produtos", "quantidade=20&offset=5&limit=5")?.key).not.toMatch(/quantidade/);
  });
  it("keeps data requests apart and checks their _routes", () => {
    expect(key("/_root.data", "type=Cosmetico")?.key).toBe("/_root.data?type=Cosmetico");
    expect(key("/produto.data", "ean=7897412100014&_routes=root,routes/product")?.key).toBe(
      "/produto.data?ean=7897412100014&_routes=root%2Croutes%2Fproduct",
    );
    expect(key("/produto.data", "ean=7897412100014&_routes=junk")).toBeNull();
  });
  it("does not cache values no real link makes", () => {
    expect(key("/produto", "ean=%207897412100014")).toBeNull();
    expect(key("/produto", "ean=abc")).toBeNull();
  });
  it("marks free-text and offset keys as open, finite ones as closed", () => {
    expect(key("/api/produtos", "offset=5&limit=5")?.open).toBe(true);
    expect(key("/produtos", "categoria=Cosmetico")?.open).toBe(false);
  });
});
