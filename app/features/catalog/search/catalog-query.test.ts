import { describe, expect, it } from "vitest";
import {
  CATALOG_QUERY_PARAMS,
  catalogQueryKey,
  catalogQueryString,
  countText,
  isFilteredQuery,
  MAX_VISIBLE,
  paramName,
  paramValue,
  parseCatalogQuery,
  parseVisibleCount,
  WHOLE_CATALOG,
} from "./catalog-query";
import { DIETS, FORMS, OFFERS, SORT_ORDERS } from "./facets";

const parse = (search: string) => parseCatalogQuery(new URLSearchParams(search));
const count = (search: string) => parseVisibleCount(new URLSearchParams(search));

describe("parseCatalogQuery", () => {
  it("starts at todos, empty search and 5 cards", () => {
    expect(parse("")).toEqual(WHOLE_CATALOG);
    // The whole catalogue: every field empty but the category and the order, which have named defaults.
    const set = Object.entries(WHOLE_CATALOG).filter(([, v]) => (Array.isArray(v) ? v.length > 0 : v !== ""));
    expect(set).toEqual([
      ["categoria", "todos"],
      ["ordem", "relevancia"],
    ]);
    expect(count("")).toBe(5);
  });
  it("reads q, a known categoria and quantidade in steps of 5", () => {
    expect(parse("q=%20vitamina%20%20c%20&categoria=Suplemento&quantidade=12")).toMatchObject({
      q: "vitamina c",
      categoria: "Suplemento",
    });
    expect(count("quantidade=12")).toBe(15);
  });
  it("reads repeatable facets, drops unknown forms, diets and orders", () => {
    expect(
      parse(
        "marca=Vitacon&marca=Le+Blue&marca=Vitacon&forma=capsulas&forma=xyz&dieta=sem-gluten&dieta=vegano&ordem=za",
      ),
    ).toMatchObject({
      marcas: ["Vitacon", "Le Blue"],
      formas: ["capsulas"],
      dietas: ["sem-gluten"],
      ordem: "za",
    });
    expect(parse("ordem=preco").ordem).toBe("relevancia");
  });
  it("ignores an unknown categoria and clamps quantidade", () => {
    expect(parse("categoria=Perfumaria&quantidade=-3").categoria).toBe("todos");
    expect(count("quantidade=-3")).toBe(5);
    expect(count("quantidade=999999")).toBe(MAX_VISIBLE);
    expect(count("quantidade=abc")).toBe(5);
  });
});

describe("catalogQueryString", () => {
  it("omits defaults", () => {
    expect(catalogQueryString({ q: "", categoria: "todos" })).toBe("");
    expect(catalogQueryString(WHOLE_CATALOG, 5)).toBe("");
  });
  it("writes the state", () => {
    expect(catalogQueryString({ q: "vit c", categoria: "Cosmetico" }, 10)).toBe(
      "?q=vit+c&categoria=Cosmetico&quantidade=10",
    );
  });
  it("writes facets and a non-default order, and round-trips through parse", () => {
    const query = {
      q: "vit",
      categoria: "Suplemento" as const,
      marcas: ["Vitacon"],
      formas: ["capsulas", "gotas"],
      dietas: ["sem-gluten"],
      ofertas: ["sua-marca"],
      ordem: "az" as const,
    };
    const search = catalogQueryString(query, 10);
    expect(search).toBe(
      "?q=vit&categoria=Suplemento&marca=Vitacon&forma=capsulas&forma=gotas&dieta=sem-gluten&oferta=sua-marca&ordem=az&quantidade=10",
    );
    expect(parse(search.slice(1))).toEqual(query);
    expect(count(search.slice(1))).toBe(10);
    // Every parameter it writes (quantidade aside) is one the parser declares.
    const names = new Set(new URLSearchParams(search).keys());
    names.delete("quantidade");
    expect([...names].filter((n) => !(CATALOG_QUERY_PARAMS as readonly string[]).includes(n))).toEqual([]);
    expect(names.size).toBe(CATALOG_QUERY_PARAMS.length);
  });
});

describe("the address in English words (issue 36)", () => {
  const everything = {
    q: "vitamina c",
    categoria: "Suplemento" as const,
    marcas: ["Vitacon", "Gel Forte"],
    formas: FORMS.map((f) => f.value),
    dietas: DIETS.map((d) => d.value),
    ofertas: OFFERS.map((o) => o.value),
    ordem: "za" as const,
  };
  it("writes English names and values; the search and the brands stay as written", () => {
    expect(
      catalogQueryString(
        { q: "sem lactose", categoria: "Cosmetico", marcas: ["Creme Real"], formas: ["creme", "oleo"] },
        15,
        "en",
      ),
    ).toBe("?q=sem+lactose&category=cosmetics&brand=Creme+Real&form=cream&form=oil&shown=15");
    expect(catalogQueryString({ dietas: ["sem-gluten"], ofertas: ["sua-marca"] }, undefined, "en")).toBe(
      "?diet=gluten-free&offer=private-label",
    );
    expect(catalogQueryString({ ordem: "az" }, undefined, "en")).toBe("?sort=az");
  });
  it("reads back, in either language, the query it wrote: every form, diet, offer, order and category", () => {
    for (const categoria of ["Suplemento", "Cosmetico", "Medicamento"] as const)
      for (const ordem of SORT_ORDERS.map((o) => o.value)) {
        const query = { ...everything, categoria, ordem };
        for (const locale of ["pt", "en"] as const) {
          const search = catalogQueryString(query, 20, locale);
          expect(parse(search.slice(1)), search).toEqual(query);
          expect(count(search.slice(1))).toBe(20);
        }
      }
  });
  it("has no English word that is another value's Portuguese one, nor two values sharing a word", () => {
    const own = [...FORMS, ...DIETS, ...OFFERS, ...SORT_ORDERS].map((v) => v.value);
    const english = own.map((v) => paramValue("forma", v, "en"));
    expect(new Set(english).size).toBe(own.length);
    for (const [i, word] of english.entries())
      if (word !== own[i]) expect(own, `${own[i]} -> ${word}`).not.toContain(word);
    const names = CATALOG_QUERY_PARAMS.map((n) => paramName(n, "en"));
    expect(names).toEqual(["q", "category", "brand", "form", "diet", "offer", "sort"]);
  });
  it("keeps a brand whose name is a form's word as it is", () => {
    expect(paramValue("marca", "creme", "en")).toBe("creme");
    expect(parse("brand=oil&form=oil")).toMatchObject({ marcas: ["oil"], formas: ["oleo"] });
  });
});

describe("catalogQueryKey and isFilteredQuery", () => {
  it("selections that differ only in facet order or in the case and accents of q share a key", () => {
    const a = parse("q=Vitamina%20C&forma=gotas&forma=capsulas&marca=Vitacon&marca=Concare");
    const b = parse("marca=Concare&marca=Vitacon&forma=capsulas&forma=gotas&q=vitamína%20c");
    expect(catalogQueryKey(a)).toBe(catalogQueryKey(b));
    expect(catalogQueryKey(a)).toBe("?q=vitamina+c&marca=Concare&marca=Vitacon&forma=capsulas&forma=gotas");
    expect(catalogQueryKey(a)).not.toBe(catalogQueryKey(parse("q=vitamina%20c&forma=gotas")));
    expect(catalogQueryKey(parse("ordem=az"))).not.toBe(catalogQueryKey(parse("ordem=za")));
  });
  it("says whether a query selects or orders anything", () => {
    expect(isFilteredQuery(parse("utm=1&quantidade=10"))).toBe(false);
    expect(isFilteredQuery(parse("ordem=za"))).toBe(true);
    expect(isFilteredQuery(parse("dieta=sem-lactose"))).toBe(true);
  });
});

describe("countText", () => {
  it("says the count in the catalogue's words", () => {
    expect(countText(0, "", "todos")).toBe("Nenhum produto encontrado");
    expect(countText(190, "", "todos")).toBe("190 produto(s) encontrado(s)");
    expect(countText(12, "vitamina", "Suplemento")).toBe(
      '12 produto(s) encontrado(s) para "vitamina" em Suplementos',
    );
    expect(countText(0, "xyz", "Medicamento")).toBe('Nenhum produto encontrado para "xyz" em Medicamentos');
    expect(countText(1, "", "Cosmetico")).toBe("1 produto(s) encontrado(s) em Cosméticos");
  });
  it("names the chosen facets and order", () => {
    expect(
      countText(3, "vit", "todos", {
        marcas: ["Vitacon", "Concare"],
        formas: ["capsulas"],
        dietas: ["sem-gluten"],
        ofertas: ["sua-marca"],
        ordem: "za",
      }),
    ).toBe(
      '3 produto(s) encontrado(s) para "vit", marca Vitacon ou Concare, forma Cápsulas, sem glúten, disponível para sua marca, ordem Nome (Z–A)',
    );
  });
});
