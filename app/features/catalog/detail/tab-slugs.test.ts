import { describe, expect, it } from "vitest";
import type { DetailTabKey } from "./detail";
import { productTabHref, TAB_PARAM, tabKeyFromSlug, tabSlug, tabSlugParam } from "./tab-slugs";

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
  it("names the tab in English on English pages, and reads either language's name and slug", () => {
    expect(productTabHref("7897412100014", "nutritional", supplementTabs, "en")).toBe(
      "/produto?ean=7897412100014&tab=nutrition-table",
    );
    for (const key of supplementTabs) {
      expect(tabKeyFromSlug(tabSlug(key, "en"), supplementTabs)).toBe(key);
      const href = productTabHref("7897412100014", key, supplementTabs, "en");
      expect(tabKeyFromSlug(tabSlugParam(new URL(href, "https://x").searchParams), supplementTabs)).toBe(key);
    }
    expect(tabSlugParam(new URLSearchParams("ean=1&aba=dados-tecnicos"))).toBe("dados-tecnicos");
    expect(tabSlugParam(new URLSearchParams("ean=1&tab=technical-data"))).toBe("technical-data");
    expect(TAB_PARAM).toEqual({ pt: "aba", en: "tab" });
    // Every English slug differs from every Portuguese one, so a slug says its language.
    const pt = new Set(supplementTabs.map((k) => tabSlug(k, "pt")));
    expect(supplementTabs.filter((k) => pt.has(tabSlug(k, "en")))).toEqual([]);
  });
});
