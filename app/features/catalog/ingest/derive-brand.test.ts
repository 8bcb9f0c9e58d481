import { describe, expect, it } from "vitest";
import type { Product } from "../model/types";
import { brandFromName, deriveMissingBrands } from "./derive-brand.server";

const brands = ["Le Blue", "Le Blue Pantol", "Le Blue Men", "On", "MCG", "Concare"];

describe("brandFromName", () => {
  it("takes the longest known brand the name starts with, after a leading Kit", () => {
    expect(brandFromName(["Kit Le Blue Pantol Reconstrução Shampoo + Condicionador"], brands)).toBe(
      "Le Blue Pantol",
    );
    expect(brandFromName(["Le Blue Men Deo-Colônia Noir 100 ml"], brands)).toBe("Le Blue Men");
    expect(brandFromName(["On Sabonete Líquido Maracujá 250 ml"], brands)).toBe("On");
    expect(brandFromName(["MCG Água de Colônia Jasmim 250 ml"], brands)).toBe("MCG");
  });
  it("matches whole words only and leaves unknown brands unknown", () => {
    expect(brandFromName(["Onda Shampoo 300 ml"], brands)).toBeNull();
    expect(brandFromName(["Sabonete Neutro 90 g"], brands)).toBeNull();
  });
  it("tries the next name when the first carries no brand", () => {
    expect(brandFromName(["Creme para as Mãos", "CONCARE CR MAOS"], brands)).toBe("Concare");
  });
});

describe("deriveMissingBrands", () => {
  const product = (name: string, brand: string | null) => ({ name, brand }) as Product;
  it("fills only products without a brand, from brands other products carry", () => {
    const known = product("LE BLUE SH 300ML", "Le Blue");
    const kit = product("KIT LE BLUE SH+COND", null);
    const other = product("XPTO CR 50G", null);
    const filled = deriveMissingBrands([
      { product: known, readableName: "Le Blue Shampoo 300 ml" },
      { product: kit, readableName: "Kit Le Blue Shampoo + Condicionador" },
      { product: other, readableName: "Xpto Creme 50 g" },
    ]);
    expect(filled).toBe(1);
    expect(kit.brand).toBe("Le Blue");
    expect(other.brand).toBeNull();
    expect(known.brand).toBe("Le Blue");
  });
});
