import { describe, expect, it } from "vitest";
import { getCatalog } from "~/features/catalog/catalog.server";
import { productTextsEn, productTextsEnParts } from "./product-texts-en";

const catalog = getCatalog();
const products = catalog.products.map((product) => ({
  code: product.code,
  type: product.type,
  brand: product.brand?.trim() || null,
  displayName: catalog.summaryFor(product).displayName,
}));
const codes = new Set(products.map((p) => p.code));

/** Names that may stay as in Portuguese because they hold no translatable word (none so far). */
const UNTRANSLATABLE_NAMES = new Set<string>([]);
const PORTUGUESE_LETTERS = /[çãõáéíóúâêô]/i;
/** Dosing words a medicine's English text must not use (issue 36: medicines are described, not dosed). */
const DOSING = /\b(take|taken|dose|doses|dosage|daily|every|times a day|per day|exceed)\b/i;

const withoutBrand = (text: string, brand: string | null) => (brand ? text.split(brand).join(" ") : text);
/** "2.000" → "2,000" and "0,3" → "0.3": the figures of a Portuguese name as an en-US name writes them. */
const enFigures = (ptName: string) =>
  (ptName.match(/\d+(?:[.,]\d+)*/g) ?? []).map((n) => n.replace(/[.,]/g, (c) => (c === "." ? "," : ".")));

describe("productTextsEn", () => {
  it("has one entry for every product of the catalogue and none for an unknown code", () => {
    expect(products.length).toBeGreaterThan(0);
    expect(products.filter((p) => !productTextsEn[p.code]).map((p) => p.code)).toEqual([]);
    expect(Object.keys(productTextsEn).filter((code) => !codes.has(code))).toEqual([]);
  });

  it("lists each code in a single part file", () => {
    const total = productTextsEnParts.reduce((sum, part) => sum + Object.keys(part).length, 0);
    expect(total).toBe(Object.keys(productTextsEn).length);
  });

  it("has trimmed, non-empty names and descriptions ending with a period", () => {
    for (const [code, { name, description }] of Object.entries(productTextsEn)) {
      for (const text of [name, description]) {
        expect(text, code).not.toBe("");
        expect(text, code).toBe(text.trim());
        expect(text, code).not.toMatch(/\s{2}/);
      }
      expect(description, code).toMatch(/\.$/);
      expect(name, code).not.toMatch(/\.$/);
    }
  });

  it("keeps the brand and the figures of the Portuguese name", () => {
    for (const p of products) {
      const entry = productTextsEn[p.code];
      if (!entry) continue;
      if (p.brand) expect(entry.name, p.code).toContain(p.brand);
      for (const figure of enFigures(p.displayName))
        expect(entry.name, `${p.code} ${figure}`).toContain(figure);
    }
  });

  it("translates every name and gives two products the same name only if Portuguese does", () => {
    for (const p of products) {
      const entry = productTextsEn[p.code];
      if (entry && !UNTRANSLATABLE_NAMES.has(p.code)) expect(entry.name, p.code).not.toBe(p.displayName);
    }
    const ptNames = new Set(products.map((p) => p.displayName));
    const enNames = new Set(products.map((p) => productTextsEn[p.code]?.name));
    expect(enNames.size).toBe(ptNames.size);
  });

  it("uses no Portuguese-only letters outside brand names", () => {
    for (const p of products) {
      const entry = productTextsEn[p.code];
      if (!entry) continue;
      expect(withoutBrand(entry.name, p.brand), p.code).not.toMatch(PORTUGUESE_LETTERS);
      expect(withoutBrand(entry.description, p.brand), p.code).not.toMatch(PORTUGUESE_LETTERS);
    }
  });

  it("describes medicines without dosing", () => {
    const medicines = products.filter((p) => p.type === "Medicamento");
    expect(medicines.length).toBeGreaterThan(0);
    for (const p of medicines) expect(productTextsEn[p.code]?.description, p.code).not.toMatch(DOSING);
  });
});
