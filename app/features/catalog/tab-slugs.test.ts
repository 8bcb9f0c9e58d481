import { describe, expect, it } from "vitest";
import type { DetailTabKey } from "./detail";
import { tabKeyFromSlug, tabSlug } from "./tab-slugs";

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
});
