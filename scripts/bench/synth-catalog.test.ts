import { describe, expect, it } from "vitest";
import { buildCatalog } from "~/features/catalog/ingest/build-catalog.server";
import { generateSyntheticCatalog } from "./synth-catalog";

describe("generateSyntheticCatalog", () => {
  const catalog = buildCatalog(generateSyntheticCatalog(2000, 7));

  it("yields exactly the requested number of unique products, with duplicated raw rows", () => {
    expect(catalog.stats.products).toBe(2000);
    expect(catalog.stats.rawRows).toBeGreaterThan(2000);
    expect(catalog.stats.errors).toBe(0);
  });

  it("covers every type and matches most products to a sheet", () => {
    for (const count of Object.values(catalog.stats.byType)) expect(count).toBeGreaterThan(0);
    expect(catalog.stats.withoutSheet / catalog.stats.products).toBeLessThan(0.2);
    expect(catalog.stats.withoutSheet).toBeGreaterThan(0);
  });

  it("is deterministic for a seed", () => {
    expect(generateSyntheticCatalog(50, 3)).toEqual(generateSyntheticCatalog(50, 3));
    expect(generateSyntheticCatalog(50, 3)).not.toEqual(generateSyntheticCatalog(50, 4));
  });
});
