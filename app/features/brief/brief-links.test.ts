import { describe, expect, it } from "vitest";
import {
  briefHrefForProduct,
  formFromProductText,
  lineFromProductType,
  preselectFromSearch,
} from "./brief-links";

describe("brief links from products", () => {
  it.each([
    [["Vitamina C", "Frasco âmbar", "60 cápsulas"], "capsulas"],
    [["Paracetamol 200 mg/ml", "Frasco gotejador", "15 ml"], "gotas"],
    [["Shampoo Anticaspa", "Frasco", "300 ml"], "shampoos"],
    [["Whey Protein", "Lata", "900 g"], "po"],
    [["Vitamina D3 30 Gomas Morango", "Pote", "30 gomas"], "gomas"],
    [["Loção hidratante", "Bisnaga", "200 ml"], "cremes"],
    [["Paracetamol 750 mg", "Blister", "20 comprimidos"], "comprimidos"],
    [["Kit presente", "-", "-"], null],
  ])("%j reads as form %s", (texts, form) => {
    expect(formFromProductText(...texts)).toBe(form);
  });

  it("maps every catalogue type to a line (perfumery is the cosmetics line)", () => {
    expect(lineFromProductType("Suplemento")).toBe("suplementos");
    expect(lineFromProductType("Perfumaria")).toBe("cosmeticos");
    expect(lineFromProductType("Medicamento")).toBe("medicamentos");
    expect(lineFromProductType("Outro")).toBeNull();
  });

  it("the product link and the page's reading of it agree", () => {
    const href = briefHrefForProduct({
      type: "Suplemento",
      nome: "Ômega 3",
      apresentacao: "Pote",
      conteudo: "120 cápsulas",
      ean: "7898000000013",
    });
    expect(href).toBe(
      "/desenvolvimento-de-marca?linha=suplementos&forma=capsulas&produto=7898000000013#briefing",
    );
    const search = new URL(href, "https://x").searchParams;
    expect(preselectFromSearch(search)).toEqual({
      lines: ["suplementos"],
      forms: ["capsulas"],
      product: "7898000000013",
    });
  });

  it("values that are not offered are ignored", () => {
    const search = new URLSearchParams("linha=armas&forma=<b>&produto=abc");
    expect(preselectFromSearch(search)).toEqual({ lines: [], forms: [], product: "" });
  });
});
