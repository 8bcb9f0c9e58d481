import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadCatalog } from "../catalog.server";
import { catalogQuery } from "../search/catalog-query";
import { dietFacts, hasDietFacts } from "./diet-badges";
import { productDietFacts } from "./product-diet";

const catalog = loadCatalog(path.join(process.cwd(), "data", "raw"));
const ingredientsOf = (code: string) => {
  const product = catalog.byCode(code);
  const sheet = product ? catalog.sheetFor(product) : null;
  return sheet && sheet.kind !== "medicamento" ? (sheet.ingredientes ?? "") : "";
};

describe("productDietFacts on the bundled catalogue", () => {
  it("agrees with the statements the product view lists, for every product", () => {
    for (const product of catalog.products) {
      const fromView = dietFacts(catalog.detailFor(product).statements);
      const facts = productDietFacts(product, catalog.sheetFor(product));
      expect(facts, product.code).toEqual(hasDietFacts(fromView) ? fromView : null);
      // The card carries the same facts.
      expect(catalog.summaryFor(product).diet ?? null, product.code).toEqual(facts);
    }
  });

  it("whey contains lactose; only sheets saying NÃO CONTÉM LACTOSE are lactose-free", () => {
    expect(catalog.summaryFor(catalog.byCode("10065") as never).diet?.lactose).toBe("contém");
    const free = catalog.products.filter((p) => ingredientsOf(p.code).includes("NÃO CONTÉM LACTOSE"));
    const facet = catalog.search(catalogQuery({})).facets.dietas.find((d) => d.value === "sem-lactose");
    expect(facet?.count ?? 0).toBe(free.length);
    const glutenFree = catalog.products.filter((p) => ingredientsOf(p.code).includes("NÃO CONTÉM GLÚTEN"));
    const gluten = catalog.search(catalogQuery({})).facets.dietas.find((d) => d.value === "sem-gluten");
    expect(gluten?.count).toBe(glutenFree.length);
  });

  it("a diet asked in words lists those products first", () => {
    for (const [q, fact] of [
      ["sem lactose", "lactose"],
      ["zero lactose", "lactose"],
      ["sem glúten", "gluten"],
      ["sem gluten", "gluten"],
    ] as const) {
      const top = catalog.search(catalogQuery({ q }), { limit: 5 }).items;
      expect(top.length, q).toBeGreaterThan(0);
      for (const item of top) expect(item.diet?.[fact], `${q}: ${item.code}`).toBe("sem");
    }
  });
});
