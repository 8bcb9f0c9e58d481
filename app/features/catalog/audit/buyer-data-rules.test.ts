import { describe, expect, it } from "vitest";
import { type BuyerDataInput, buyerDataFindings, massInGrams } from "./buyer-data-rules";

/** A complete 60-capsule supplement: EAN-13 7891000000014, its case code 1 + 789100000001 + check 1. */
const complete: BuyerDataInput = {
  code: "P1",
  type: "Suplemento",
  ean13: "7891000000014",
  dun14: "17891000000011",
  validade: "24 meses",
  pesoLiquido: "30 g",
  pesoBruto: "75 g",
};
const fieldsOf = (input: Partial<BuyerDataInput>) =>
  buyerDataFindings({ ...complete, ...input }).map((f) => [f.field, f.severity]);

describe("buyerDataFindings", () => {
  it("passes a product with every buyer field", () => {
    expect(buyerDataFindings(complete)).toEqual([]);
  });

  it("fails a product without DUN-14", () => {
    expect(fieldsOf({ dun14: null })).toEqual([["DUN-14", "error"]]);
    expect(fieldsOf({ dun14: " " })).toEqual([["DUN-14", "error"]]);
  });

  it("fails a DUN-14 with a bad check digit", () => {
    const [finding] = buyerDataFindings({ ...complete, dun14: "17891000000012" });
    expect(finding).toMatchObject({ field: "DUN-14", severity: "error" });
    expect(finding?.message).toContain("check digit");
  });

  it("fails a DUN-14 that carries another product's digits, naming that product's EAN-13", () => {
    // Valid GS1 code for 789100000002 (another SKU's case).
    const [finding] = buyerDataFindings({ ...complete, dun14: "17891000000028" });
    expect(finding?.severity).toBe("error");
    expect(finding?.message).toContain("7891000000021");
  });

  it("fails indicator digits that are not a case: 0 is the unit itself, 9 a variable measure", () => {
    expect(fieldsOf({ dun14: "07891000000014" })).toEqual([["DUN-14", "error"]]);
    expect(fieldsOf({ dun14: "97891000000017" })).toEqual([["DUN-14", "error"]]);
  });

  it("fails a DUN-14 that cannot be checked because the product has no valid EAN-13", () => {
    expect(fieldsOf({ ean13: null })).toEqual([["DUN-14", "error"]]);
  });

  it("fails a product without shelf life", () => {
    expect(fieldsOf({ validade: null })).toEqual([["Validade", "error"]]);
  });

  it("fails a product without net weight", () => {
    expect(fieldsOf({ pesoLiquido: "" })).toEqual([["Peso líquido", "error"]]);
  });

  it("fails a product without gross weight, pointing a medicine to its sheet's PesoBruto too", () => {
    expect(fieldsOf({ pesoBruto: null })).toEqual([["Peso bruto", "error"]]);
    const [medicine] = buyerDataFindings({ ...complete, type: "Medicamento", pesoBruto: null });
    expect(medicine?.message).toContain("PesoBruto");
  });

  it("fails a gross weight that is not a mass or is lighter than the net mass", () => {
    expect(fieldsOf({ pesoBruto: "300 ml" })).toEqual([["Peso bruto", "error"]]);
    expect(fieldsOf({ pesoLiquido: "900 g", pesoBruto: "0,8 kg" })).toEqual([["Peso bruto", "error"]]);
    expect(fieldsOf({ pesoLiquido: "2 x 300 g", pesoBruto: "590 g" })).toEqual([["Peso bruto", "error"]]);
    // A volume cannot be weighed against the gross mass without a density: no finding.
    expect(fieldsOf({ pesoLiquido: "300 ml", pesoBruto: "290 g" })).toEqual([]);
    expect(fieldsOf({ pesoLiquido: "900 g", pesoBruto: "1,05 kg" })).toEqual([]);
  });

  it("warns when the gross weight equals the net weight", () => {
    expect(fieldsOf({ pesoBruto: "30 g" })).toEqual([["Peso bruto", "warning"]]);
  });

  it("reads masses with a decimal comma", () => {
    expect(massInGrams("1,05 kg")).toBe(1050);
    expect(massInGrams("22,2 g")).toBe(22.2);
    expect(massInGrams("300 ml")).toBeNull();
  });
});
