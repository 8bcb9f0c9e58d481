import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readFixture } from "../fixtures/read-fixture";
import { type Product, type ProductTechnical, productTypes } from "../model/types";
import { normalizeProducts, parseProductType } from "./normalize.server";

const fixture = () => normalizeProducts(readFixture("produtos"));
const byCode = (code: string) => fixture().products.find((p) => p.code === code);
const anomaliesOf = (field: string) => fixture().anomalies.filter((a) => a.field === field);

describe("normalizeProducts on the fixture (product rules §3 quirks)", () => {
  it("reads the PRODUTOS key and counts every raw row", () => {
    expect(fixture().rawRowCount).toBe(11);
  });

  it("dedupes by Produto_codigo, first row wins, and reports the dropped row", () => {
    const p1 = fixture().products.filter((p) => p.code === "P1");
    expect(p1).toHaveLength(1);
    expect(p1[0]?.name).toBe("Vitacon Vitamina D3 Ação 60 Cápsulas");
    expect(anomaliesOf("Produto_codigo")).toContainEqual(
      expect.objectContaining({ row: 2, code: "P1", action: expect.stringContaining("duplicate of row 0") }),
    );
  });

  it("parses CaixaPadrao strings with spaces to integers and leaves garbage empty", () => {
    expect(byCode("P1")?.boxQuantity).toBe(24);
    expect(byCode("P3")?.boxQuantity).toBe(48);
    expect(byCode("P2")?.boxQuantity).toBe(12);
    expect(byCode("P6")?.boxQuantity).toBeNull();
    const parsing = anomaliesOf("CaixaPadrao").filter((a) => !a.action.startsWith("conflicting"));
    expect(parsing.map((a) => a.code)).toEqual(["P1", "P3", "P6"]);
  });

  it("reports a conflicting duplicate with the value kept", () => {
    const conflicts = anomaliesOf("CaixaPadrao").filter((a) => a.action.startsWith("conflicting"));
    expect(conflicts.map((a) => [a.code, a.action])).toEqual([
      ["P1", expect.stringMatching(/^conflicting duplicate: 24 kept \(row \d+\), \d+ dropped$/)],
    ]);
  });

  it("reads Barra given as a JSON number as a digit string and reports it", () => {
    expect(byCode("P2")?.barcode).toBe("7891000000021");
    expect(anomaliesOf("Barra")).toContainEqual(
      expect.objectContaining({ code: "P2", action: expect.stringContaining("JSON number") }),
    );
  });

  it("keeps an EAN-14 Barra and gathers every barcode of the product", () => {
    expect(byCode("P4")?.barcode).toBe("17891000000042");
    expect(byCode("P4")?.barcodes).toEqual(["17891000000042", "7891000000045"]);
  });

  it("maps TipoProduto variants to the four types and reports the rewrite", () => {
    expect(byCode("P7")?.type).toBe("Cosmetico");
    expect(byCode("P3")?.type).toBe("Perfumaria");
    expect(anomaliesOf("TipoProduto")).toContainEqual(expect.objectContaining({ code: "P7" }));
  });

  it("skips rows that cannot be used (no code and no name, not an object) as errors", () => {
    const errors = fixture().anomalies.filter((a) => a.severity === "error");
    expect(errors.map((a) => a.row)).toEqual([7, 9]);
    expect(fixture().products.map((p) => p.code)).toEqual(["P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8"]);
  });

  it("reports empty {} image entries and refused sources", () => {
    expect(anomaliesOf("Imagens").map((a) => a.code)).toEqual(["P1", "P4"]);
    expect(anomaliesOf("Imagens.Caminho")).toEqual([
      expect.objectContaining({ code: "P7", severity: "warning" }),
    ]);
  });

  it("precomputes a folded search text per field", () => {
    expect(byCode("P1")?.searchText).toContain("vitacon vitamina d3 acao 60 capsulas");
    expect(byCode("P1")?.searchText).toContain("colecalciferol");
  });

  it("never leaves a field missing or undefined", () => {
    // Every declared field, listed so the compiler rejects a list that forgets one: Object.values alone never
    // sees a key the object lacks.
    const productFields = {
      code: true,
      name: true,
      type: true,
      barcode: true,
      barcodes: true,
      boxQuantity: true,
      referencia: true,
      principioAtivo: true,
      descricao: true,
      brand: true,
      indicacoes: true,
      composicao: true,
      informacoesNutricionais: true,
      technical: true,
      images: true,
      searchText: true,
      rowIndex: true,
    } satisfies Record<keyof Product, true>;
    const technicalFields = {
      ean13: true,
      ean14: true,
      ncm: true,
      cest: true,
      apresentacao: true,
      conteudo: true,
      validade: true,
      pesoLiquido: true,
      pesoBruto: true,
      formaFarmaceutica: true,
      regularizacao: true,
    } satisfies Record<keyof ProductTechnical, true>;
    const products = fixture().products;
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      for (const key of Object.keys(productFields) as (keyof Product)[])
        expect(product[key], `${product.code}.${key}`).not.toBeUndefined();
      for (const key of Object.keys(technicalFields) as (keyof ProductTechnical)[])
        expect(product.technical[key], `${product.code}.technical.${key}`).not.toBeUndefined();
    }
  });
});

describe("normalizeProducts edge cases", () => {
  it("derives a code from Barra when Produto_codigo is missing but Nome exists", () => {
    const result = normalizeProducts({
      PRODUTOS: [{ Nome: "Sem código", Barra: "7891000000014", TipoProduto: "Suplemento" }],
    });
    expect(result.products[0]?.code).toBe("7891000000014");
    expect(result.anomalies[0]?.field).toBe("Produto_codigo");
  });

  it("names a product without Nome after its Referencia", () => {
    const result = normalizeProducts({
      PRODUTOS: [{ Produto_codigo: 5, Referencia: "REF-5", TipoProduto: "Medicamento" }],
    });
    expect(result.products[0]).toMatchObject({ code: "5", name: "REF-5" });
  });

  it("reports a Barra that fails the check digit but keeps it for lookup", () => {
    const result = normalizeProducts([
      { Produto_codigo: "X", Nome: "X", Barra: "7891000000015", TipoProduto: "Suplemento" },
    ]);
    expect(result.products[0]?.barcode).toBe("7891000000015");
    expect(result.anomalies.some((a) => a.field === "Barra" && a.action.includes("check digit"))).toBe(true);
  });

  it("infers an unknown type from the sheets when it can, else skips the row as an error", () => {
    const rows = {
      PRODUTOS: [{ Produto_codigo: "A", Nome: "A", Barra: "7891000000014", TipoProduto: "???" }],
    };
    expect(normalizeProducts(rows, { inferType: () => "Medicamento" }).products[0]?.type).toBe("Medicamento");
    const skipped = normalizeProducts(rows);
    expect(skipped.products).toEqual([]);
    expect(skipped.anomalies[0]?.severity).toBe("error");
  });

  it.each([null, 42, "x", {}, { PRODUTOS: "no" }])(
    "reports a file without rows (%j) instead of throwing",
    (json) => {
      const result = normalizeProducts(json);
      expect(result.products).toEqual([]);
      expect(result.anomalies).toHaveLength(1);
    },
  );

  it("parses product types case- and accent-insensitively", () => {
    expect(parseProductType(" COSMÉTICO ")).toBe("Cosmetico");
    expect(parseProductType("Perfumaria")).toBe("Perfumaria");
    expect(parseProductType("Alimento")).toBeNull();
  });

  it("never reads a type from Object.prototype (a fast-check run once found __proto__)", () => {
    for (const key of ["__proto__", "constructor", "toString", "hasOwnProperty"])
      expect(parseProductType(key)).toBeNull();
  });
});

describe("normalizeProducts properties", () => {
  it("any JSON yields products and anomalies, never an exception", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        const result = normalizeProducts(json);
        expect(Array.isArray(result.products)).toBe(true);
        expect(Array.isArray(result.anomalies)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  const rawRow = fc.record(
    {
      Produto_codigo: fc.oneof(fc.string({ maxLength: 4 }), fc.nat(20), fc.constant(null)),
      Nome: fc.oneof(fc.string(), fc.constant(null), fc.integer()),
      Barra: fc.oneof(fc.string(), fc.nat(), fc.constant("7891000000014")),
      TipoProduto: fc.oneof(fc.constantFrom(...productTypes, "cosmético", "perfumaria"), fc.string()),
      CaixaPadrao: fc.oneof(fc.integer(), fc.string(), fc.double()),
      Imagens: fc.oneof(
        fc.array(fc.oneof(fc.object(), fc.record({ Caminho: fc.string(), Principal: fc.boolean() }))),
        fc.jsonValue(),
      ),
      dados_tecnicos: fc.jsonValue(),
      Imagem: fc.jsonValue(),
    },
    { requiredKeys: [] },
  );

  it("rows shaped like the catalogue: unique codes, valid types, every dropped row reported", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(rawRow, fc.jsonValue()), { maxLength: 30 }), (rows) => {
        const result = normalizeProducts({ PRODUTOS: rows });
        const codes = result.products.map((p) => p.code);
        expect(new Set(codes).size).toBe(codes.length);
        for (const p of result.products) {
          expect(productTypes).toContain(p.type);
          expect(p.name.length).toBeGreaterThan(0);
          expect(p.boxQuantity === null || (Number.isInteger(p.boxQuantity) && p.boxQuantity > 0)).toBe(true);
        }
        const dropped = new Set(
          result.anomalies
            .filter((a) => a.severity === "error" || a.action.includes("dropped"))
            .map((a) => a.row),
        );
        expect(result.products.length + dropped.size).toBe(rows.length);
      }),
      { numRuns: 300 },
    );
  });
});
