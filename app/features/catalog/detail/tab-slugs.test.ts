import { describe, expect, it } from "vitest";
import type { DetailTabKey } from "./detail";
import { productTabHref, tabKeyFromSlug, tabSlug } from "./tab-slugs";

const supplementTabs: DetailTabKey[] = ["ingredients", "indications", "nutritional", "technical"];

describe("tab slugs", () => {
  it("round-trips every tab of a product", () => {
    for (const key of supplementTabs) expect(tabKeyFromSlug(tabSlug(key), supplementTabs)).toBe(key);
  });
  it("falls back to the first tab for unknown, missing or unavailable slugs", () => {
    expect(tabKeyFromSlug(null, supplementTabs)).toBe("ingredients");
    expect(tabKeyFromSlug("nada", supplementTabs)).toBe("ingredients");
    expect(tabKeyFromSlug("modo-de-usar", supplementTabs)).toBe("ingredients");
    expect(tabKeyFromSlug("composicao", supplementTabs)).toBe("ingredients");
  });
  it("links the first tab without ?aba= and every other tab with its slug", () => {
    expect(productTabHref("7897412100014", "ingredients", supplementTabs)).toBe("/produto?ean=7897412100014");
    expect(productTabHref("7897412100014", "nutritional", supplementTabs)).toBe(
      "/produto?ean=7897412100014&aba=tabela-nutricional",
    );
    for (const key of supplementTabs) {
      const aba = new URL(productTabHref("7897412100014", key, supplementTabs), "https://x").searchParams.get(
        "aba",
      );
      expect(tabKeyFromSlug(aba, supplementTabs)).toBe(key);
    }
  });
});
