import { describe, expect, it } from "vitest";
import { productTypeFilters } from "~/content/navigation";
import { countText } from "../../search/catalog-query";
import { DIETS, FORMS, OFFERS, SORT_ORDERS } from "../../search/facets";
import { catalogListTexts } from "./catalog-list.texts";

const { pt, en } = catalogListTexts;

describe("the catalogue list's texts", () => {
  it("are the search modules' own labels in Portuguese", () => {
    expect(pt.count).toBe(countText);
    for (const f of productTypeFilters) expect(pt.categories[f.value]).toBe(f.label);
    for (const f of FORMS) expect(pt.forms[f.value]).toBe(f.label);
    for (const d of DIETS) expect(pt.diets[d.value]).toBe(d.label);
    for (const o of OFFERS) expect(pt.offers[o.value]).toBe(o.label);
    for (const o of SORT_ORDERS) expect(pt.orders[o.value]).toBe(o.label);
  });

  it("count in English, with en-US numbers", () => {
    expect(en.count(0, "xyz", "todos")).toBe('No products found for "xyz"');
    expect(en.count(1234, "", "Suplemento")).toBe("1,234 product(s) found in Supplements");
    expect(
      en.count(3, "whey", "todos", {
        marcas: ["MCG"],
        formas: ["po"],
        dietas: ["sem-gluten"],
        ofertas: ["sua-marca"],
        ordem: "az",
      }),
    ).toBe(
      '3 product(s) found for "whey", brand MCG, form Powder, gluten-free, available under your brand, order Name (A–Z)',
    );
    expect(en.seeAll(1200)).toBe("See all 1,200 results");
  });
});
