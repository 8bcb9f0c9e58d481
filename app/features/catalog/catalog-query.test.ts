import { describe, expect, it } from "vitest";
import { catalogSearch, countText, MAX_VISIBLE, parseCatalogQuery } from "./catalog-query";

const parse = (search: string) => parseCatalogQuery(new URLSearchParams(search));

describe("parseCatalogQuery", () => {
  it("starts at todos, empty search and 5 cards", () => {
    expect(parse("")).toEqual({ q: "", categoria: "todos", quantidade: 5 });
  });
  it("reads q, a known categoria and quantidade in steps of 5", () => {
    expect(parse("q=%20vitamina%20%20c%20&categoria=Suplemento&quantidade=12")).toEqual({
      q: "vitamina c",
      categoria: "Suplemento",
      quantidade: 15,
    });
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
});
