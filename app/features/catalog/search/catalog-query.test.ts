import { describe, expect, it } from "vitest";
import { catalogSearch, countText, MAX_VISIBLE, parseCatalogQuery } from "./catalog-query";

const parse = (search: string) => parseCatalogQuery(new URLSearchParams(search));

describe("parseCatalogQuery", () => {
  it("starts at todos, empty search and 5 cards", () => {
    expect(parse("")).toEqual({
      q: "",
      categoria: "todos",
      marcas: [],
      formas: [],
      dietas: [],
      ordem: "relevancia",
      quantidade: 5,
    });
  });
  it("reads q, a known categoria and quantidade in steps of 5", () => {
    expect(parse("q=%20vitamina%20%20c%20&categoria=Suplemento&quantidade=12")).toMatchObject({
      q: "vitamina c",
      categoria: "Suplemento",
      quantidade: 15,
    });
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
    expect(parse("quantidade=-3").quantidade).toBe(5);
    expect(parse("quantidade=999999").quantidade).toBe(MAX_VISIBLE);
    expect(parse("quantidade=abc").quantidade).toBe(5);
  });
});

describe("catalogSearch", () => {
  it("omits defaults", () => {
    expect(catalogSearch({ q: "", categoria: "todos" })).toBe("");
    expect(catalogSearch({ q: "", categoria: "todos" }, 5)).toBe("");
  });
  it("writes the state", () => {
    expect(catalogSearch({ q: "vit c", categoria: "Cosmetico" }, 10)).toBe(
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
      ordem: "az" as const,
    };
    const search = catalogSearch(query, 10);
    expect(search).toBe(
      "?q=vit&categoria=Suplemento&marca=Vitacon&forma=capsulas&forma=gotas&dieta=sem-gluten&ordem=az&quantidade=10",
    );
    expect(parse(search.slice(1))).toEqual({ ...query, quantidade: 10 });
  });
});

describe("countText", () => {
  it("matches SPEC wording", () => {
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
        ordem: "za",
      }),
    ).toBe(
      '3 produto(s) encontrado(s) para "vit", marca Vitacon ou Concare, forma Cápsulas, sem glúten, ordem Nome (Z–A)',
    );
  });
});
