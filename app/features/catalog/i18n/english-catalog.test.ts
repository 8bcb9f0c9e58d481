import { describe, expect, it } from "vitest";
import { productTextsEn } from "~/content/en/product-texts-en";
import { getCatalog, getCatalogIn } from "../catalog.server";
import { catalogQuery } from "../search/catalog-query";
import { usMeasure } from "./english-catalog";

/** The bundled catalogue (data/raw) in English, as /en/products and the English dialog read it. */
describe("the catalogue in English", () => {
  const pt = getCatalog();
  const en = getCatalogIn("en");
  const search = (q: string) => en.search(catalogQuery({ q })).items;

  it("names every card in English, in the Portuguese order, with English type labels", () => {
    expect(en.summaries.map((s) => s.code)).toEqual(pt.summaries.map((s) => s.code));
    for (const card of en.summaries) {
      expect(card.displayName).toBe(productTextsEn[card.code]?.name);
      expect(["Supplement", "Cosmetic", "Perfumery", "Medicine"]).toContain(card.typeLabel);
    }
  });

  it("finds products by English words", () => {
    const vitaminD = search("vitamin d");
    expect(vitaminD.length).toBeGreaterThan(0);
    expect(vitaminD[0]?.displayName).toMatch(/vitamin d/i);
    const shampoos = search("shampoo");
    expect(shampoos.length).toBeGreaterThan(0);
    // Shampoos first; a conditioner whose text mentions shampoo may follow.
    expect(shampoos.slice(0, 8).every((s) => /shampoo/i.test(s.displayName))).toBe(true);
    expect(search("acetaminophen").every((s) => s.type === "Medicamento")).toBe(true);
    expect(search("acetaminophen").length).toBeGreaterThan(0);
  });

  it("still finds a product by its Portuguese name, barcode and reference", () => {
    const portuguese = pt.summaries.find((s) => s.type === "Suplemento") ?? pt.summaries[0];
    expect(search(portuguese?.displayName ?? "").map((s) => s.code)).toContain(portuguese?.code);
    const product = pt.products[0];
    expect(en.exactMatch(product?.barcodes[0])?.code).toBe(product?.code);
  });

  it("gives the detail its English name and summary, and leaves the label text as it is", () => {
    const product = pt.products.find((p) => p.type === "Suplemento");
    if (!product) throw new Error("no supplement in the bundled catalogue");
    const english = en.detailFor(product);
    const portuguese = pt.detailFor(product);
    expect(english.nome).toBe(productTextsEn[product.code]?.name);
    expect(english.summaryEn).toBe(productTextsEn[product.code]?.description);
    expect(portuguese.summaryEn).toBeNull();
    expect(english.ingredientes).toBe(portuguese.ingredientes);
    expect(english.nutrition).toEqual(portuguese.nutrition);
    expect(english.statements).toEqual(portuguese.statements);
    expect(english.technical.apresentacao).toBe(portuguese.technical.apresentacao);
  });

  it("writes the weights in en-US on English pages: a decimal point, mL", () => {
    expect(usMeasure("1,09 kg")).toBe("1.09 kg");
    expect(usMeasure("22,2 g")).toBe("22.2 g");
    expect(usMeasure("150 ml + 30 ml + 200 ml")).toBe("150 mL + 30 mL + 200 mL");
    expect(usMeasure("1 L")).toBe("1 L");
    const weights = pt.products.flatMap((p) => {
      const { conteudo, pesoLiquido, pesoBruto } = en.detailFor(p).technical;
      return [conteudo, pesoLiquido, pesoBruto];
    });
    // Every weight and content of the bundled catalogue, in en-US: no decimal comma, no "ml" left.
    expect(weights.filter((w) => /\d,\d|\bml\b/.test(w))).toEqual([]);
    expect(weights.filter((w) => /\d\.\d/.test(w)).length).toBeGreaterThan(5);
  });
});
