import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getCatalog, loadCatalog, resetCatalogForTests } from "./catalog.server";
import { FIXTURE_DIR, readFixture } from "./fixtures/read-fixture";
import { buildCatalog } from "./ingest/build-catalog.server";
import { isValidGtin } from "./model/barcodes";
import { catalogQuery, WHOLE_CATALOG } from "./search/catalog-query";

describe("catalogue built from the fixture", () => {
  const catalog = loadCatalog(FIXTURE_DIR);

  it("counts rows, products, sheets, missing sheets and images, per type", () => {
    expect(catalog.stats).toMatchObject({
      rawRows: 11,
      products: 8,
      sheets: { suplementos: 2, cosmeticos: 3, medicamentos: 2 },
      withoutSheet: 1,
      withoutImage: 3, // P6, P7 (its only Caminho is refused) and P8
      byType: { Suplemento: 2, Cosmetico: 3, Perfumaria: 1, Medicamento: 2 },
      errors: 2,
    });
  });

  it("finds a product by any of its barcodes", () => {
    expect(catalog.byEan("17891000000042")?.code).toBe("P4");
    expect(catalog.byEan("7891000000045")?.code).toBe("P4");
    expect(catalog.byEan(" 7891000000021 ")?.code).toBe("P2");
    expect(catalog.byEan("0000000000000")).toBeUndefined();
    expect(catalog.byEan(null)).toBeUndefined();
  });

  it("copies the sheet brand onto products that lack one", () => {
    expect(catalog.byCode("P1")?.brand).toBe("Vitacon");
    expect(catalog.byCode("P3")?.brand).toBeNull();
  });

  it("searches and returns card summaries with Portuguese type labels", () => {
    const page = catalog.search(catalogQuery({ q: "splash", categoria: "Cosmetico" }));
    expect(page.total).toBe(1);
    expect(page.items[0]).toEqual({
      code: "P3",
      ean: "7891000000038",
      name: "on body splash melancia 200 ml",
      displayName: "On Body Splash Melancia 200 ml",
      referencia: "ON-BS-MEL",
      principioAtivo: "Fragrância",
      type: "Perfumaria",
      typeLabel: "Perfumaria",
      image: "/img/produtos/P3.webp",
      imageFallback: "/img/produto-sem-imagem.svg",
      // A body splash we make, offered with the client's brand (model/white-label.ts).
      whiteLabel: true,
    });
    expect(catalog.summaries.map((s) => s.typeLabel)).toContain("Cosmético");
  });

  it("finds a product by an exact barcode or reference, not by a part of one", () => {
    expect(catalog.exactMatch(" 7891000000038 ")?.code).toBe("P3");
    expect(catalog.exactMatch("on-bs-mel")?.code).toBe("P3");
    expect(catalog.exactMatch("789100000003")).toBeUndefined();
    expect(catalog.exactMatch("")).toBeUndefined();
  });

  it("returns facet counts and sorts by name both ways", () => {
    const all = catalog.search(WHOLE_CATALOG);
    expect(all.facets.marcas.find((m) => m.value === "Vitacon")?.count).toBeGreaterThan(0);
    const az = catalog.search(catalogQuery({ ordem: "az" })).items.map((i) => i.displayName);
    expect(az).toEqual([...az].sort((a, b) => a.localeCompare(b, "pt-BR")));
    expect(catalog.search(catalogQuery({ ordem: "za" })).items.map((i) => i.displayName)).toEqual(
      [...az].reverse(),
    );
  });

  it("prefixes images with an external host when asked", () => {
    const remote = buildCatalog(
      {
        produtos: readFixture("produtos"),
        suplementos: readFixture("suplementos"),
        cosmeticos: readFixture("cosmeticos"),
        medicamentos: readFixture("medicamentos"),
      },
      { imageBaseUrl: "https://static.example.com" },
    );
    expect(remote.summaries[0]?.image).toBe("https://static.example.com/img/produtos/P1-1.webp");
    expect(remote.summaries[1]?.image).toBe("https://cdn.example.com/p2.webp");
  });

  it("reports a missing directory as anomalies instead of throwing", () => {
    const empty = loadCatalog(path.join(FIXTURE_DIR, "does-not-exist"));
    expect(empty.products).toEqual([]);
    expect(empty.stats.errors).toBeGreaterThanOrEqual(4);
  });
});

describe("the bundled catalogue (data/raw)", () => {
  resetCatalogForTests();
  const catalog = getCatalog();

  it("is loaded once per process", () => {
    expect(getCatalog()).toBe(catalog);
  });

  it("has at least 190 unique products of all four types and no unusable row", () => {
    expect(catalog.stats.products).toBeGreaterThanOrEqual(190);
    expect(catalog.stats.rawRows - catalog.stats.products).toBeGreaterThanOrEqual(5);
    for (const count of Object.values(catalog.stats.byType)) expect(count).toBeGreaterThan(0);
    expect(catalog.anomalies.filter((a) => a.severity === "error")).toEqual([]);
  });

  it("has valid barcodes and lets every product be found by its Barra", () => {
    for (const product of catalog.products) {
      expect(product.barcode && isValidGtin(product.barcode)).toBe(true);
      expect(catalog.byEan(product.barcode)).toBe(product);
    }
  });

  it("gives every product a sheet (decision 093: the 26 unfinished ones were written)", () => {
    expect(catalog.stats.withoutSheet).toBe(0);
    expect(catalog.products.filter((p) => catalog.sheetFor(p) === null).map((p) => p.code)).toEqual([]);
  });
});

describe("buildCatalog properties", () => {
  it("any JSON in any of the four documents builds a catalogue whose details never throw", () => {
    const doc = fc.oneof(fc.jsonValue(), fc.record({ PRODUTOS: fc.array(fc.jsonValue(), { maxLength: 5 }) }));
    fc.assert(
      fc.property(doc, doc, doc, doc, (produtos, suplementos, cosmeticos, medicamentos) => {
        const catalog = buildCatalog({ produtos, suplementos, cosmeticos, medicamentos });
        for (const product of catalog.products) expect(catalog.detailFor(product).nome).not.toBe("");
        expect(catalog.search(catalogQuery({ q: "a" })).total).toBeLessThanOrEqual(catalog.products.length);
      }),
      { numRuns: 200 },
    );
  });
});
