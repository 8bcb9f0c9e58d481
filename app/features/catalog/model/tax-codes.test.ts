import { describe, expect, it } from "vitest";
import { CEST_ROWS } from "./cest-table";
import { isValidCnpj } from "./cnpj";
import { productKind } from "./product-kind";
import { cestRowsFor, cestStatus, checkTaxCodes } from "./tax-codes";

const kind = (name: string, type: "Cosmetico" | "Perfumaria" | "Suplemento" | "Medicamento" = "Cosmetico") =>
  productKind({ type, name });

describe("productKind", () => {
  it("reads readable and ERP-abbreviated names", () => {
    expect(kind("Le Blue Condicionador Hidratação Profunda 300 ml")).toBe("conditioner");
    expect(kind("LE BLUE COND CAMOMILA 300ML")).toBe("conditioner");
    expect(kind("LE BLUE SH CAMOMILA 300ML")).toBe("shampoo");
    expect(kind("Le Blue Pantol Máscara Reconstrução 300 g")).toBe("hair-preparation");
    expect(kind("LB PANTOL AMPOLA RECONSTR 15ML")).toBe("hair-preparation");
    expect(kind("Le Blue Creme para Pentear Cachos Definidos 300 ml")).toBe("hair-preparation");
    expect(kind("ON DESOD ROLLON S/ALUMINIO 50ML")).toBe("deodorant");
    expect(kind("On Antitranspirante Roll-on Talco 50 ml")).toBe("antiperspirant");
    expect(kind("ON ANTITRANSP ROLLON S/PERF 50ML")).toBe("antiperspirant");
    expect(kind("MCG SAB LIQ MAOS ALGODAO 500ML")).toBe("liquid-soap");
    expect(kind("MCG Sabonete em Barra Aveia 90 g")).toBe("bar-soap");
    expect(kind("SUMMER VITA PROT LABIAL FPS30 4,5G")).toBe("sunscreen");
    expect(kind("Summer Vita Repelente de Insetos Loção Icaridina 20% 100 ml")).toBe("repellent");
    expect(kind("Kit Le Blue Hidratação Profunda Shampoo + Condicionador 300 ml")).toBe("kit");
    expect(kind("Le Blue Deo-Colônia Flor de Lótus 100 ml", "Perfumaria")).toBe("cologne");
    expect(kind("Summer Vita Loção Pós-Sol Aloe Vera 200 ml")).toBe("skin-care");
    expect(kind("MCG Barra de Proteína 54 g Chocolate com Amendoim", "Suplemento")).toBe("protein-bar");
    expect(kind("Paracetamol 750 mg Comprimidos – Farmacon", "Medicamento")).toBe("notified-medicine");
  });
});

describe("CEST table", () => {
  it("holds each (CEST, NCM) pair once, in 00.000.00 form, with digits-only NCM positions", () => {
    const pairs = CEST_ROWS.map((r) => `${r.cest} ${r.ncm}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const r of CEST_ROWS) {
      expect(r.cest).toMatch(/^\d{2}\.\d{3}\.\d{2}$/);
      expect(r.ncm).toMatch(/^\d{4,8}$/);
    }
  });

  it("names the items the notes once had wrong: 20.033.00 is not a deodorant, there is no 17.999.00", () => {
    expect(CEST_ROWS.find((r) => r.cest === "20.033.00")?.description).toMatch(/lentes de contato/);
    expect(CEST_ROWS.some((r) => r.cest === "17.999.00")).toBe(false);
    expect(cestRowsFor("3307.20.10").map((r) => r.cest)).toEqual(["20.027.00", "20.028.00"]);
  });

  it("says no CEST applies where no row covers the NCM, and that one is missing where a row does", () => {
    expect(cestStatus("2106.90.30", null)).toBe("not-applicable");
    expect(cestStatus("3808.91.99", null)).toBe("not-applicable");
    expect(cestStatus("3305.10.00", null)).toBe("missing");
    expect(cestStatus(null, null)).toBe("missing");
    expect(cestStatus("3305.10.00", "20.017.00")).toBe("given");
  });
});

const errors = (input: Parameters<typeof checkTaxCodes>[0]) =>
  checkTaxCodes(input)
    .filter((i) => i.severity === "error")
    .map((i) => i.message);

describe("checkTaxCodes", () => {
  it("fails a conditioner on 20.020.00 or 20.022.00 and passes it on 20.021.00 under 3305.90", () => {
    const base = { type: "Cosmetico" as const, kind: "conditioner" as const, ncm: "3305.90.00" };
    expect(errors({ ...base, cest: "20.021.00" })).toEqual([]);
    expect(errors({ ...base, cest: "20.020.00" })).toHaveLength(1);
    expect(errors({ ...base, cest: "20.022.00" })).toHaveLength(1);
    expect(errors({ ...base, ncm: "3305.10.00", cest: "20.021.00" })[0]).toMatch(
      /^\(3305\.10\.00, 20\.021\.00\) is not a row of the table; it has 20\.017\.00/,
    );
    expect(errors({ ...base, cest: null })).toHaveLength(1);
  });

  it("fails 17.999.00, which is no item, and passes a supplement with no CEST under 2106.90.30", () => {
    const supplement = { type: "Suplemento" as const, kind: "supplement" as const, ncm: "2106.90.30" };
    expect(errors({ ...supplement, cest: "17.999.00" })).toEqual([
      "17.999.00 is not an item of the CEST table",
    ]);
    expect(checkTaxCodes({ ...supplement, cest: null })).toEqual([]);
  });

  it("fails 20.033.00 on a deodorant and sorts deodorants from antiperspirants", () => {
    const roll = { type: "Cosmetico" as const, ncm: "3307.20.10" };
    expect(errors({ ...roll, kind: "deodorant", cest: "20.033.00" })).toHaveLength(1);
    expect(errors({ ...roll, kind: "deodorant", cest: "20.027.00" })).toEqual([]);
    expect(errors({ ...roll, kind: "antiperspirant", cest: "20.028.00" })).toEqual([]);
    expect(errors({ ...roll, kind: "antiperspirant", cest: "20.027.00" })).toHaveLength(1);
  });

  it("gives a notified medicine an item of 13.004 (outros tipos), never the reference-medicine one", () => {
    const medicine = { type: "Medicamento" as const, kind: "notified-medicine" as const, ncm: "3004.90.69" };
    expect(errors({ ...medicine, cest: "13.001.00" })).toHaveLength(1);
    expect(errors({ ...medicine, cest: "13.004.01" })).toEqual([]);
    expect(errors({ ...medicine, cest: null })).toHaveLength(1);
  });

  it("only warns on the protein bar, whose item is pending, and takes 03.015.00 under 2202.99.00", () => {
    const bar = { type: "Suplemento" as const, kind: "protein-bar" as const, ncm: "1806.31.20", cest: null };
    expect(checkTaxCodes(bar).map((i) => i.severity)).toEqual(["warning"]);
    expect(errors({ type: "Suplemento", kind: "supplement", ncm: "2202.99.00", cest: "03.015.00" })).toEqual(
      [],
    );
  });

  it("fails a CEST from another NCM, a malformed code and a missing NCM", () => {
    expect(
      errors({ type: "Cosmetico", kind: "skin-care", ncm: "3304.99.90", cest: "13.001.00" }).length,
    ).toBeGreaterThan(0);
    expect(errors({ type: "Cosmetico", kind: "shampoo", ncm: "3305.10", cest: "20.017.00" })).toEqual([
      "3305.10 is not 0000.00.00",
    ]);
    expect(errors({ type: "Cosmetico", kind: "shampoo", ncm: null, cest: null })).toHaveLength(1);
  });
});

describe("isValidCnpj", () => {
  it("checks both digits", () => {
    expect(isValidCnpj("12.345.678/0001-95")).toBe(true);
    expect(isValidCnpj("12.345.678/0003-57")).toBe(true);
    expect(isValidCnpj("12.345.678/0003-58")).toBe(false);
    expect(isValidCnpj("12.345.678/0003-47")).toBe(false);
    expect(isValidCnpj("11.111.111/1111-11")).toBe(false);
  });
});
