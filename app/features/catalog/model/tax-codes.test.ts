import { describe, expect, it } from "vitest";
import { isValidCnpj } from "./cnpj";
import { productKind } from "./product-kind";
import { CEST_ITEMS, checkTaxCodes, expectedCestItem } from "./tax-codes";

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
    expect(kind("On Antitranspirante Roll-on Talco 50 ml")).toBe("deodorant");
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
  it("holds each item once, and the verified hair items of the Anexo XX rows held", () => {
    expect(new Set(CEST_ITEMS.map((i) => i.cest)).size).toBe(CEST_ITEMS.length);
    expect(expectedCestItem("conditioner")?.cest).toBe("20.021.00");
    expect(expectedCestItem("shampoo")?.cest).toBe("20.017.00");
    expect(expectedCestItem("hair-preparation")?.cest).toBe("20.020.00");
    expect(expectedCestItem("hair-dye")?.cest).toBe("20.022.00");
    expect(expectedCestItem("deodorant")?.cest).toBe("20.033.00");
    expect(expectedCestItem("sunscreen")).toBeNull();
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
    expect(errors({ ...base, ncm: "3305.10.00", cest: "20.021.00" })).toEqual([
      "20.021.00 is tied to NCM 3305.90, not 3305.10.00",
    ]);
    expect(errors({ ...base, cest: null })).toHaveLength(1);
  });

  it("fails the reference-medicine item on a notified medicine", () => {
    expect(
      errors({ type: "Medicamento", kind: "notified-medicine", ncm: "3004.90.69", cest: "13.001.00" }),
    ).toHaveLength(1);
  });

  it("only warns where the table held does not settle the item", () => {
    const issues = checkTaxCodes({
      type: "Cosmetico",
      kind: "sunscreen",
      ncm: "3304.99.90",
      cest: "20.016.00",
    });
    expect(issues.map((i) => i.severity)).toEqual(["warning"]);
    const kit = checkTaxCodes({ type: "Cosmetico", kind: "kit", ncm: "3305.10.00", cest: "20.017.00" });
    expect(kit.map((i) => i.severity)).toEqual(["warning"]);
    expect(
      checkTaxCodes({ type: "Cosmetico", kind: "repellent", ncm: "3808.91.99", cest: null }).map(
        (i) => i.severity,
      ),
    ).toEqual(["warning", "warning"]);
  });

  it("fails a CEST from the wrong segment and a malformed code", () => {
    expect(
      errors({ type: "Cosmetico", kind: "skin-care", ncm: "3304.99.90", cest: "13.001.00" }).length,
    ).toBeGreaterThan(0);
    expect(errors({ type: "Cosmetico", kind: "shampoo", ncm: "3305.10", cest: "20.017.00" })).toEqual([
      "3305.10 is not 0000.00.00",
    ]);
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
