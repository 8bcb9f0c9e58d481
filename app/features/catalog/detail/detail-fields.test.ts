import { describe, expect, it } from "vitest";
import type { CosmeticSheet } from "../model/types";
import {
  medicineBrand,
  portionsPerPackage,
  presentationCount,
  productContent,
  productTitle,
} from "./detail-fields";

describe("derived buyer fields", () => {
  it("counts portions per package from content and portion", () => {
    expect(portionsPerPackage("250 g", "5 g", null)).toBe("50");
    expect(portionsPerPackage("1 L", "15 ml", null)).toBe("Cerca de 67");
    expect(portionsPerPackage("60 cápsulas", "1,4 g", "2 cápsulas")).toBe("30");
    expect(portionsPerPackage("60 cápsulas", "0,5 g", null)).toBeNull();
    // Sachets: the content is the count times the unit mass, not the unit mass (it read "1").
    expect(portionsPerPackage("30 sachês de 5 g", "5 g", null)).toBe("30");
    expect(portionsPerPackage("15 sachês de 6 g", "6 g", "1 sachê")).toBe("15");
    // A box of units of a given weight holds one portion per unit, not one in all.
    expect(portionsPerPackage("10 sachês de 5 g", "5 g", "1 sachê")).toBe("10");
    expect(portionsPerPackage("10 comprimidos de 4 g", "4 g", null)).toBe("10");
    expect(portionsPerPackage("600 g (2 latas de 300 g)", "10 g", "1 colher-medida")).toBe("60");
  });

  it("finds a medicine's brand in its name and content in its presentation", () => {
    expect(medicineBrand("Paracetamol 500 mg Comprimidos – Farmacon")).toBe("Farmacon");
    expect(presentationCount("Caixa com 20 comprimidos")).toBe("20 comprimidos");
    expect(presentationCount("Frasco gotejador com 15 ml")).toBe("15 ml");
  });

  it("names the SKU's size when the sheet serves several sizes", () => {
    const sheet = {
      kind: "cosmetico",
      name: "Le Blue Shampoo Antirresíduo",
      ean13: ["7897412200042", "7897412200059"],
      conteudo: "300 ml / 1 L",
    } as CosmeticSheet;
    expect(productTitle({ name: "LE BLUE SH 1L" }, sheet, "1 L")).toBe("Le Blue Shampoo Antirresíduo 1 L");
    expect(productTitle({ name: "LE BLUE SH 1L" }, null, "1 L")).toBe("LE BLUE SH 1L");
  });
});

describe("productContent", () => {
  const product = (name: string, pesoLiquido: string | null) =>
    ({ name, type: "Suplemento", technical: { conteudo: null, pesoLiquido, apresentacao: null } }) as never;
  it("takes the size from the name, else the ERP's net weight", () => {
    expect(productContent(product("MCG CREATINA 300G", null), null)).toBe("300 g");
    expect(productContent(product("MCG WHEY CONC 900G COOKIES", "900 g"), null)).toBe("900 g");
    expect(productContent(product("MCG WHEY CONC COOKIES", null), null)).toBeNull();
  });
});
