import { describe, expect, it } from "vitest";
import { readFixture } from "../fixtures/read-fixture";
import { normalizeProducts } from "./normalize.server";
import {
  normalizeCosmeticSheets,
  normalizeMedicineSheets,
  normalizeSupplementSheets,
} from "./normalize-sheets.server";
import { buildSheetIndex, findSheet, inferTypeFromSheets } from "./sheets.server";

const supplements = normalizeSupplementSheets(readFixture("suplementos"));
const cosmetics = normalizeCosmeticSheets(readFixture("cosmeticos"));
const medicines = normalizeMedicineSheets(readFixture("medicamentos"));
const index = buildSheetIndex({
  supplements: supplements.sheets,
  cosmetics: cosmetics.sheets,
  medicines: medicines.sheets,
});
const products = normalizeProducts(readFixture("produtos")).products;
const product = (code: string) => {
  const found = products.find((p) => p.code === code);
  if (!found) throw new Error(`fixture product ${code} missing`);
  return found;
};

describe("sheet normalization (product rules §3 field variants)", () => {
  it("merges NomeDoProduto / Nome_do_Produto", () => {
    expect(supplements.sheets.map((s) => s.name)).toEqual([
      "Vitacon Vitamina D3 2.000 UI 60 Cápsulas",
      "Concare Colágeno Hidrolisado 120 Cápsulas",
    ]);
  });

  it('reads Indicacoes as newline text, as a list, and "-" as none', () => {
    expect(supplements.sheets[0]?.indicacoes).toEqual([
      "A vitamina D auxilia na absorção de cálcio.",
      "A vitamina D auxilia na formação de ossos.",
    ]);
    expect(supplements.sheets[1]?.indicacoes).toEqual([]);
    expect(cosmetics.sheets[0]?.indicacoes).toEqual(["Cabelos secos.", "Com pantenol."]);
    expect(cosmetics.sheets[1]?.indicacoes).toEqual(["Perfuma a pele.", "Toque refrescante."]);
  });

  it("merges Conteudo/ConteudoLiquido, ModoDeUso/ModoDeUsar and Ingredientes/composicao", () => {
    expect(cosmetics.sheets[1]).toMatchObject({
      conteudo: "200 ml",
      modoUso: "Borrife sobre a pele.",
      ingredientes: "Alcohol, Aqua, Parfum.",
    });
  });

  it('reads Marca "-" (kits) and an absent Marca as no brand', () => {
    expect(cosmetics.sheets.map((s) => s.marca)).toEqual(["Le Blue", null, null]);
  });

  it("splits cosmetic EAN13 fields holding several codes", () => {
    expect(cosmetics.sheets.map((s) => s.ean13)).toEqual([
      ["7891000000120", "7891000000021"],
      ["7891000000137", "7891000000144"],
      ["7891000000151", "7891000000076"],
    ]);
  });

  it("reports invalid sheet barcodes and drops them", () => {
    const result = normalizeSupplementSheets([
      { EAN13: "7891000000015", EAN_14: 17891000000042, NomeDoProduto: "X" },
    ]);
    expect(result.sheets[0]).toMatchObject({ ean13: null, ean14: "17891000000042" });
    expect(result.anomalies.map((a) => a.field)).toEqual(["EAN13", "EAN_14"]);
  });

  it("never throws on any sheet file shape", () => {
    for (const json of [
      null,
      1,
      "x",
      [1, null, []],
      { a: [{ TabelaNutricional: [1, { Atributos: [2] }] }] },
    ]) {
      expect(() => normalizeSupplementSheets(json)).not.toThrow();
      expect(() => normalizeCosmeticSheets(json)).not.toThrow();
      expect(() => normalizeMedicineSheets(json)).not.toThrow();
    }
  });
});

describe("findSheet (product rules §9)", () => {
  it("finds a supplement by EAN13 equal to Barra", () => {
    expect(findSheet(product("P1"), index)).toMatchObject({ kind: "suplemento", index: 0 });
  });

  it("finds a supplement by EAN_14 equal to Barra", () => {
    expect(findSheet(product("P4"), index)).toMatchObject({ kind: "suplemento", index: 1 });
  });

  it("finds a cosmetic by the second code of a multi-code EAN13 (slash with spaces and without)", () => {
    expect(findSheet(product("P2"), index)).toMatchObject({ kind: "cosmetico", index: 0 });
    expect(findSheet(product("P7"), index)).toMatchObject({ kind: "cosmetico", index: 2 });
  });

  it("finds a perfumery sheet by case-insensitive equal name when no barcode matches", () => {
    expect(findSheet(product("P3"), index)).toMatchObject({ kind: "cosmetico", index: 1 });
  });

  it("finds medicines by EAN_13", () => {
    expect(findSheet(product("P5"), index)).toMatchObject({ kind: "medicamento", index: 0 });
  });

  it("returns null when nothing matches, and never crosses types", () => {
    expect(findSheet(product("P6"), index)).toBeNull();
    expect(findSheet({ ...product("P1"), type: "Medicamento" }, index)).toBeNull();
  });

  it("infers the type of a row from the sheet its barcode matches", () => {
    const infer = inferTypeFromSheets(index);
    expect(infer(["7891000000052"], "x")).toBe("Medicamento");
    expect(infer(["17891000000042"], "x")).toBe("Suplemento");
    expect(infer([], "ON BODY SPLASH MELANCIA 200 ML")).toBe("Cosmetico");
    expect(infer(["7891000000199"], "nada")).toBeNull();
  });
});
