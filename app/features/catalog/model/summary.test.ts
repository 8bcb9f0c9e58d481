import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadCatalog } from "../catalog.server";
import { sizeFromName } from "./codes";
import { titleCase } from "./summary";

describe("titleCase", () => {
  it.each([
    ["LE BLUE Shampoo Hidratação Profunda 300ML", "Le Blue Shampoo Hidratação Profunda 300 ml"],
    ["VITACON Vitamina D3 2000UI 60 Cápsulas", "Vitacon Vitamina D3 2000 UI 60 Cápsulas"],
    ["MCG WHEY CONC 1,8KG MORANGO", "MCG Whey Conc 1,8 kg Morango"],
    ["CREME PARA AS MÃOS", "Creme para as Mãos"],
    ["SUMMER VITA Protetor SOLAR FPS30", "Summer Vita Protetor Solar FPS30"],
    ["ON Antitranspirante ROLL-ON sem Perfume", "On Antitranspirante Roll-On sem Perfume"],
  ])("%s → %s", (text, title) => {
    expect(titleCase(text)).toBe(title);
  });
});

describe("card names keep the size", () => {
  const catalog = loadCatalog(path.join(process.cwd(), "data", "raw"));
  const nameOf = (code: string) => catalog.summaryFor(catalog.byCode(code) as never).displayName;

  // A sheet that serves two sizes ("300 ml / 1 L") is named without one; the SKU's own size follows.
  it.each([
    ["20005", "Le Blue Shampoo Antirresíduo 1 L"],
    ["20011", "Le Blue Máscara Capilar Nutrição Óleo de Argan 250 g"],
    ["20035", "Summer Vita Protetor Solar FPS 50 200 ml"],
    ["20044", "On Sabonete Líquido Erva-Doce 250 ml"],
    ["30004", "Le Blue Colônia Brisa do Mar 100 ml"],
    ["30018", "On Body Splash Coco e Baunilha 200 ml"],
    ["30028", "MCG Água de Colônia Alfazema 500 ml"],
  ])("%s → %s", (code, name) => {
    expect(nameOf(code)).toBe(name);
  });

  it("every product whose catalogue name has a size shows one on its card, the page title's", () => {
    for (const product of catalog.products) {
      const card = nameOf(product.code);
      if (sizeFromName(product.name)) expect(sizeFromName(card), `${product.code} ${card}`).not.toBeNull();
      expect(card, product.code).toBe(catalog.detailFor(product).nome);
    }
  });
});
