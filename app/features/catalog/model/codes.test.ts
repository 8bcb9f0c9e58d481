import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadCatalog } from "../catalog.server";
import { technicalRows } from "../detail/technical-rows";
import { productJsonLd } from "../seo/product-seo";
import { isValidGtin } from "./barcodes";
import { ean13FromDigits, isMultiSize, ownDataDigits, resolveProductCodes, sizeFromName } from "./codes";
import type { CosmeticSheet, Product } from "./types";

const technical = {
  ean13: null,
  ean14: null,
  ncm: null,
  cest: null,
  apresentacao: null,
  conteudo: null,
  validade: null,
  pesoLiquido: null,
  pesoBruto: null,
  formaFarmaceutica: null,
  regularizacao: null,
} satisfies Product["technical"];

const sheet = (ean13: string[], ean14: string | null): CosmeticSheet => ({
  kind: "cosmetico",
  index: 0,
  ean13,
  ean14,
  name: "Le Blue Shampoo Antirresíduo",
  apresentacao: null,
  conteudo: "300 ml / 1 L",
  modoUso: null,
  advertencias: [],
  indicacoes: [],
  ingredientes: null,
  marca: null,
  ncm: null,
  cest: null,
});

describe("codes of a product", () => {
  it("takes the EAN-13 inside a GTIN-14 Barra", () => {
    expect(ownDataDigits({ barcode: "17891000000042", technical })).toBe("789100000004");
    expect(ean13FromDigits("789100000004")).toBe("7891000000045");
  });

  it("keeps a multi-size sheet's other EAN-13 and other DUN-14 out, and reports them", () => {
    const codes = resolveProductCodes(
      { barcode: "7897412200059", technical },
      sheet(["7897412200042", "7897412200059"], "17897412200049"),
    );
    expect(codes.ean13).toBe("7897412200059");
    expect(codes.dun14).toBeNull();
    expect(codes.foreign.map((f) => f.code)).toEqual(["7897412200042", "17897412200049"]);
    expect(codes.foreign.every((f) => !f.ownRow)).toBe(true);
  });

  it("shows a DUN-14 whose inner digits are the product's", () => {
    const codes = resolveProductCodes(
      { barcode: "7897412200042", technical },
      sheet(["7897412200042"], "17897412200049"),
    );
    expect(codes).toEqual({ ean13: "7897412200042", dun14: "17897412200049", foreign: [] });
  });

  it("flags a foreign code in the product's own row as an own-row code", () => {
    const codes = resolveProductCodes(
      { barcode: "7897412200042", technical: { ...technical, ean14: "17897412200056" } },
      null,
    );
    expect(codes.dun14).toBeNull();
    expect(codes.foreign).toEqual([{ field: "dados_tecnicos.ean14", code: "17897412200056", ownRow: true }]);
  });

  it("reads the SKU size in a catalogue name and spots multi-size texts", () => {
    expect(sizeFromName("SUMMER VITA PROT SOLAR FPS50 200ML")).toBe("200 ml");
    expect(sizeFromName("LE BLUE SH ANTIRRESIDUO 1L")).toBe("1 L");
    expect(sizeFromName("Shampoo")).toBeNull();
    expect(isMultiSize("300 ml / 1 L")).toBe(true);
    expect(isMultiSize("200 ml + 200 ml")).toBe(false);
  });
});

describe("every product of the bundled catalogue shows only its own codes", () => {
  const catalog = loadCatalog(path.join(process.cwd(), "data", "raw"));
  const ownerOfDigits = new Map<string, string>();
  for (const p of catalog.products) {
    const digits = ownDataDigits(p);
    if (digits) ownerOfDigits.set(digits, p.code);
  }

  it("has 190 products", () => {
    expect(catalog.products).toHaveLength(190);
  });

  it.each(catalog.products.map((p) => [p.code, p] as const))(
    "%s: page, /api, JSON-LD and PDF rows",
    (_, product) => {
      const own = ownDataDigits(product);
      // The /produto page and /api/produto both render detailFor; the PDF prints technicalRows of it.
      const detail = catalog.detailFor(product);
      const ean = product.barcode ?? product.code;
      const jsonLd = productJsonLd(detail, { siteUrl: "https://convale.example", ean });
      const shown = [
        detail.ean13,
        detail.ean14,
        detail.technical.ean13,
        detail.technical.dun14,
        jsonLd.gtin13,
        ...technicalRows(detail)
          .filter(([label]) => label === "EAN-13" || label === "DUN-14")
          .map(([, value]) => value),
      ].filter((c): c is string => c !== undefined && c !== "-");
      for (const code of shown) {
        expect(isValidGtin(code), `${code} check digit`).toBe(true);
        const digits = code.length === 14 ? code.slice(1, 13) : code.slice(0, 12);
        expect(digits, `${code} carries the product's own digits`).toBe(own);
        expect(ownerOfDigits.get(digits)).toBe(product.code);
      }
      if (own) expect(detail.ean13).toBe(ean13FromDigits(own));
    },
  );

  it("shows units per case, net weight and shelf life wherever the data has them (page and PDF rows)", () => {
    for (const product of catalog.products) {
      const rows = new Map(technicalRows(catalog.detailFor(product)).map(([label, value]) => [label, value]));
      if (product.boxQuantity !== null)
        expect(rows.get("Unidades por caixa")).toBe(String(product.boxQuantity));
      if (product.technical.pesoLiquido) expect(rows.get("Peso líquido")).toBe(product.technical.pesoLiquido);
      if (product.technical.validade) expect(rows.get("Validade")).toBe(product.technical.validade);
    }
  });
});
