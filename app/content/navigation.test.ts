import { describe, expect, it } from "vitest";
import { productTypeListHref } from "~/features/catalog/components/list/home-catalog-section";
import { parseProductTypeFilter, productTypeHref } from "./navigation";

describe("the product type in an address", () => {
  it("is the SPEC's value on Portuguese pages and an English word on English ones", () => {
    expect(productTypeHref("Suplemento")).toBe("/?type=Suplemento#produtos");
    expect(productTypeHref("Suplemento", "en")).toBe("/?type=supplements#produtos");
    expect(productTypeHref("todos", "en")).toBe("/#produtos");
    expect(productTypeListHref("Medicamento", "pt")).toBe("/produtos?categoria=Medicamento");
    expect(productTypeListHref("Medicamento", "en")).toBe("/produtos?category=medicines");
    expect(productTypeListHref("todos", "en")).toBe("/produtos");
  });
  it("is read in either language's word; anything else is every type", () => {
    expect(parseProductTypeFilter("Cosmetico")).toBe("Cosmetico");
    expect(parseProductTypeFilter("cosmetics")).toBe("Cosmetico");
    expect(parseProductTypeFilter("medicines")).toBe("Medicamento");
    expect(parseProductTypeFilter("Cosmetics")).toBe("todos");
    expect(parseProductTypeFilter(null)).toBe("todos");
  });
});
