import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadCatalog } from "../catalog.server";
import { NO_DIET_FACTS } from "../model/diet-badges";
import { catalogQuery } from "./catalog-query";
import {
  countFacets,
  type Faceted,
  kindForm,
  matchesFacets,
  productDiets,
  productForm,
  queryDiets,
} from "./facets";

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

describe("kindForm", () => {
  it.each([
    ["le blue shampoo oleo de argan 300 ml", "liquido"],
    ["le blue condicionador oleo de argan 300 ml", "liquido"],
    ["concare esfoliante corporal 200 g", "creme"],
    ["le blue mascara capilar nutricao oleo de argan", "creme"],
    ["le blue pantol oleo capilar argan e pantenol 30 ml", "oleo"],
    ["on sabonete liquido erva-doce", "liquido"],
    ["mcg sabonete lavanda 90 g", "barra"],
    ["concare gel de limpeza facial pele oleosa 150 ml", "gel"],
    ["kit le blue oleo de argan shampoo + condicionador 300 ml", "kit"],
  ] as const)("cosmetic %s → %s", (name, form) => {
    expect(kindForm("Cosmetico", name)).toBe(form);
  });
  it("leaves supplements and medicines (named by dosage form) and kind-less names to the other rules", () => {
    expect(kindForm("Suplemento", "concare oleo de primula 500 mg 60 capsulas")).toBeNull();
    expect(kindForm("Cosmetico", "summer vita protetor solar spray fps50 150 ml")).toBeNull();
  });
});

describe("forms of the bundled catalogue", () => {
  const catalog = loadCatalog(path.join(process.cwd(), "data", "raw"));
  const inForm = (forma: string) =>
    catalog.search(catalogQuery({ formas: [forma] })).items.map((item) => item.code);

  it("files shampoos and conditioners by what they are, not by an oil in their name", () => {
    expect(inForm("oleo")).not.toContain("20009");
    expect(inForm("oleo")).not.toContain("20010");
    expect(inForm("liquido")).toEqual(expect.arrayContaining(["20009", "20010"]));
  });

  it("files the body scrub as a creme, not a powder", () => {
    expect(inForm("po")).not.toContain("20506");
    expect(inForm("creme")).toContain("20506");
  });

  it("every product under Óleo or Pó is an oil or a powder by its name or type", () => {
    const nameOf = (code: string) => catalog.summaryFor(catalog.byCode(code) as never).displayName;
    for (const code of inForm("oleo")) expect(nameOf(code)).toMatch(/^(Kit )?[\p{L} ]*?Óleo/u);
    for (const code of inForm("po"))
      expect(catalog.byCode(code)?.type, `${code} ${nameOf(code)}`).toBe("Suplemento");
  });
});

describe("productDiets", () => {
  it("only when the label says so: a label silent on lactose is not lactose-free", () => {
    expect(productDiets({ ...NO_DIET_FACTS, gluten: "sem" })).toEqual(["sem-gluten"]);
    expect(productDiets({ ...NO_DIET_FACTS, gluten: "sem", lactose: "contém" })).toEqual(["sem-gluten"]);
    expect(productDiets({ ...NO_DIET_FACTS, gluten: "contém", lactose: "sem" })).toEqual(["sem-lactose"]);
    expect(productDiets(NO_DIET_FACTS)).toEqual([]);
    expect(productDiets(null)).toEqual([]);
  });
});

describe("queryDiets", () => {
  it.each([
    ["sem lactose", ["sem-lactose"], ""],
    ["zero lactose", ["sem-lactose"], ""],
    ["sem gluten", ["sem-gluten"], ""],
    ["nao contem gluten", ["sem-gluten"], ""],
    ["gluten free", ["sem-gluten"], ""],
    ["isento de lactose", ["sem-lactose"], ""],
    ["whey sem lactose", ["sem-lactose"], "whey"],
    ["sem lactose e sem gluten", ["sem-lactose", "sem-gluten"], "e"],
    ["shake sem lactose, chocolate", ["sem-lactose"], "shake , chocolate"],
  ])("%s → %j, rest %j", (q, diets, rest) => {
    expect(queryDiets(q)).toEqual({ diets, rest });
  });

  it("leaves other words alone: a lactase, a deodorant without aluminium, intolerance", () => {
    for (const q of ["lactase", "sem aluminio", "intolerancia a lactose", "semlactose", "lactose"])
      expect(queryDiets(q)).toEqual({ diets: [], rest: q });
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
