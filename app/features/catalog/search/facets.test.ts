import { describe, expect, it } from "vitest";
import { countFacets, type Faceted, matchesFacets, productDiets, productForm } from "./facets";

describe("productForm", () => {
  it.each([
    ["vitacon vitamina d3 2000ui 60 capsulas", "capsulas"],
    ["paracetamol 500mg caixa 20 comprimidos", "comprimidos"],
    ["vitacon vitamina d3 gotas 20ml", "gotas"],
    ["vitacon vitamina c + zinco 30 saches", "saches"],
    ["digescon psyllium po 200g", "po"],
    ["mcg whey concentrado 900g baunilha", "po"],
    ["concare creme maos ureia 5% 60g", "creme"],
    ["summer vita protetor solar spray fps50 150ml", "spray"],
    ["le blue shampoo camomila 300ml", "liquido"],
    ["kit le blue argan shampoo+condicionador 300ml", "kit"],
  ])("%s → %s", (text, form) => {
    expect(productForm(text)).toBe(form);
  });
  it("says nothing when nothing tells", () => {
    expect(productForm("le blue shampoo antirresiduo")).toBeNull();
  });
});

describe("productDiets", () => {
  it("only when the label says so", () => {
    expect(productDiets("... nao contem gluten.")).toEqual(["sem-gluten"]);
    expect(productDiets("contem lactose. nao contem gluten.")).toEqual(["sem-gluten"]);
    expect(productDiets("contem gluten. zero lactose")).toEqual(["sem-lactose"]);
    expect(productDiets("")).toEqual([]);
  });
});

const entries: Faceted[] = [
  { brand: "Vitacon", form: "capsulas", diets: ["sem-gluten"] },
  { brand: "Vitacon", form: "gotas", diets: [] },
  { brand: "Concare", form: "capsulas", diets: ["sem-gluten"] },
  { brand: null, form: null, diets: [] },
];
const none = { marcas: [], formas: [], dietas: [] };

describe("facets", () => {
  it("counts every value over all entries when nothing is chosen", () => {
    const facets = countFacets(entries, none);
    expect(facets.marcas.map((m) => [m.value, m.count])).toEqual([
      ["Concare", 1],
      ["Vitacon", 2],
    ]);
    expect(facets.formas.map((f) => [f.value, f.count])).toEqual([
      ["capsulas", 2],
      ["gotas", 1],
    ]);
    expect(facets.dietas).toEqual([{ value: "sem-gluten", label: "Sem glúten", count: 2, selected: false }]);
  });

  it("counts a group over the other groups' choices (OR inside, AND across)", () => {
    const selection = { marcas: ["Vitacon"], formas: [], dietas: [] };
    const facets = countFacets(entries, selection);
    // Brand counts ignore the brand choice, so Concare still shows what it would add.
    expect(facets.marcas.map((m) => [m.value, m.count, m.selected])).toEqual([
      ["Concare", 1, false],
      ["Vitacon", 2, true],
    ]);
    expect(facets.formas.map((f) => [f.value, f.count])).toEqual([
      ["capsulas", 1],
      ["gotas", 1],
    ]);
    expect(entries.filter((e) => matchesFacets(e, selection))).toHaveLength(2);
    expect(
      entries.filter((e) =>
        matchesFacets(e, { marcas: ["Vitacon", "Concare"], formas: ["capsulas"], dietas: [] }),
      ),
    ).toHaveLength(2);
    expect(entries.filter((e) => matchesFacets(e, { ...none, dietas: ["sem-gluten"] }))).toHaveLength(2);
  });

  it("keeps a chosen value visible at zero so it can be unticked", () => {
    const facets = countFacets(entries, { marcas: ["Outra"], formas: [], dietas: [] });
    expect(facets.marcas.find((m) => m.value === "Outra")).toMatchObject({ count: 0, selected: true });
  });
});
