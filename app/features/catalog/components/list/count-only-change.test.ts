import { describe, expect, it } from "vitest";
import { isCountOnlyChange } from "./count-only-change";

const at = (url: string) => new URL(url, "http://localhost");

describe("isCountOnlyChange", () => {
  it("is true when only ?quantidade= differs", () => {
    expect(isCountOnlyChange(at("/produtos?q=vitamina"), at("/produtos?q=vitamina&quantidade=10"))).toBe(
      true,
    );
    expect(isCountOnlyChange(at("/produtos?quantidade=10"), at("/produtos?quantidade=15"))).toBe(true);
    expect(isCountOnlyChange(at("/produtos"), at("/produtos"))).toBe(true);
  });

  it("is false for a new search, category, facet, order or page", () => {
    expect(isCountOnlyChange(at("/produtos?q=vitamina"), at("/produtos?q=zinco"))).toBe(false);
    expect(isCountOnlyChange(at("/produtos"), at("/produtos?categoria=Medicamento"))).toBe(false);
    expect(isCountOnlyChange(at("/produtos?marca=Vitacon"), at("/produtos"))).toBe(false);
    expect(isCountOnlyChange(at("/produtos"), at("/produtos?ordem=za"))).toBe(false);
    expect(isCountOnlyChange(at("/produtos"), at("/produto?ean=1"))).toBe(false);
  });

  it("reads English pages' ?shown= as the count and their ?category= as a category", () => {
    expect(isCountOnlyChange(at("/en/products?q=zinc"), at("/en/products?q=zinc&shown=10"))).toBe(true);
    expect(isCountOnlyChange(at("/en/products"), at("/en/products?category=medicines"))).toBe(false);
  });
});
