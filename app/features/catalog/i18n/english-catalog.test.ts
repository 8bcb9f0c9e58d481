import { describe, expect, it } from "vitest";
import { productTextsEn } from "~/content/en/product-texts-en";
import {
  FLAVORS_EN,
  flavorEn,
  PRESENTATIONS_EN,
  presentationEn,
  quantityEn,
} from "~/content/en/technical-values-en";
import { getCatalog, getCatalogIn } from "../catalog.server";
import type { ProductDetail } from "../detail/detail";
import { NO_VALUE, NOT_APPLICABLE, NOT_INFORMED } from "../model/display-text";
import { catalogQuery } from "../search/catalog-query";
import { englishCatalog, usMeasure } from "./english-catalog";

/** The bundled catalogue (data/raw) in English, as /en/products and the English dialog read it. */
describe("the catalogue in English", () => {
  const pt = getCatalog();
  const en = getCatalogIn("en");
  const search = (q: string) => en.search(catalogQuery({ q })).items;

  it("names every card in English, in the Portuguese order, with English type labels", () => {
    expect(en.summaries.map((s) => s.code)).toEqual(pt.summaries.map((s) => s.code));
    for (const card of en.summaries) {
      expect(card.displayName).toBe(productTextsEn[card.code]?.name);
      expect(["Supplement", "Cosmetic", "Perfumery", "Medicine"]).toContain(card.typeLabel);
    }
  });

  it("finds products by English words", () => {
    const vitaminD = search("vitamin d");
    expect(vitaminD.length).toBeGreaterThan(0);
    expect(vitaminD[0]?.displayName).toMatch(/vitamin d/i);
    const shampoos = search("shampoo");
    expect(shampoos.length).toBeGreaterThan(0);
    // Shampoos first; a conditioner whose text mentions shampoo may follow.
    expect(shampoos.slice(0, 8).every((s) => /shampoo/i.test(s.displayName))).toBe(true);
    expect(search("acetaminophen").every((s) => s.type === "Medicamento")).toBe(true);
    expect(search("acetaminophen").length).toBeGreaterThan(0);
  });

  it("still finds a product by its Portuguese name, barcode and reference", () => {
    const portuguese = pt.summaries.find((s) => s.type === "Suplemento") ?? pt.summaries[0];
    expect(search(portuguese?.displayName ?? "").map((s) => s.code)).toContain(portuguese?.code);
    const product = pt.products[0];
    expect(en.exactMatch(product?.barcodes[0])?.code).toBe(product?.code);
  });

  it("gives the detail its English name and summary, and leaves the label text as it is", () => {
    const product = pt.products.find((p) => p.type === "Suplemento");
    if (!product) throw new Error("no supplement in the bundled catalogue");
    const english = en.detailFor(product);
    const portuguese = pt.detailFor(product);
    expect(english.nome).toBe(productTextsEn[product.code]?.name);
    expect(english.summaryEn).toBe(productTextsEn[product.code]?.description);
    expect(portuguese.summaryEn).toBeNull();
    expect(english.ingredientes).toBe(portuguese.ingredientes);
    expect(english.nutrition).toEqual(portuguese.nutrition);
    expect(english.statements).toEqual(portuguese.statements);
    expect(english.modoUsar).toBe(portuguese.modoUsar);
    expect(english.medicine).toEqual(portuguese.medicine);
  });

  it("writes the weights in en-US on English pages: a decimal point, mL", () => {
    expect(usMeasure("1,09 kg")).toBe("1.09 kg");
    expect(usMeasure("22,2 g")).toBe("22.2 g");
    expect(usMeasure("150 ml + 30 ml + 200 ml")).toBe("150 mL + 30 mL + 200 mL");
    expect(usMeasure("1 L")).toBe("1 L");
    const weights = pt.products.flatMap((p) => {
      const { conteudo, pesoLiquido, pesoBruto } = en.detailFor(p).technical;
      return [conteudo, pesoLiquido, pesoBruto];
    });
    // Every weight and content of the bundled catalogue, in en-US: no decimal comma, no "ml" left.
    expect(weights.filter((w) => /\d,\d|\bml\b/.test(w))).toEqual([]);
    expect(weights.filter((w) => /\d\.\d/.test(w)).length).toBeGreaterThan(5);
  });

  /** A detail's values that the dictionary translates (decision 156), by field; placeholders left out. */
  const technicalValues = (d: ProductDetail) =>
    (
      [
        ["apresentacao", d.apresentacao],
        ["conteudo", d.conteudo],
        ["sabor", d.sabor],
        ["technical.apresentacao", d.technical.apresentacao],
        ["technical.conteudo", d.technical.conteudo],
        ["technical.validade", d.technical.validade],
      ] as const
    ).filter(([, value]) => ![NOT_INFORMED, NO_VALUE, NOT_APPLICABLE].includes(value));

  it("has an English entry for every presentation, content, flavor and shelf life of the bundled catalogue", () => {
    const words = {
      apresentacao: presentationEn,
      "technical.apresentacao": presentationEn,
      conteudo: quantityEn,
      "technical.conteudo": quantityEn,
      sabor: flavorEn,
      "technical.validade": quantityEn,
    };
    const values = new Set(
      pt.products.flatMap((p) => technicalValues(pt.detailFor(p)).map((v) => v.join(": "))),
    );
    // 50 presentations, 56 contents, 14 flavors (and "Não informado"), 3 shelf lives (the figures of decision 156).
    expect(values.size).toBeGreaterThan(150);
    const missing = [...values].filter((entry) => {
      const [field, value] = entry.split(/: (.*)/s) as [keyof typeof words, string];
      return words[field](value) === null;
    });
    expect(missing, "values without an English entry in app/content/en/technical-values-en.ts").toEqual([]);
    expect(pt.products.filter((p) => en.detailFor(p).untranslated.length > 0).map((p) => p.code)).toEqual([]);
  });

  it("leaves no Portuguese word in the English view's technical values", () => {
    const portuguese =
      /c[áa]psula|comprimido|sach[êe]s?\b|\bgomas?\b|tabletes?|\blatas?\b|\bmeses\b|\bFrasco|\bPote\b|\bCaixa\b|Blíster|Bisnaga|\bSem sabor|\bde\b|\bcom\b|\bunidades?\b|Lim[ãa]o|Morango|Laranja|Frutas/i;
    const left = pt.products.flatMap((p) =>
      technicalValues(en.detailFor(p))
        .filter(([, value]) => portuguese.test(value))
        .map(([field, value]) => `${p.code} ${field}: ${value}`),
    );
    expect(left).toEqual([]);
  });

  it("translates presentations as whole phrases, contents and shelf lives word by word, in en-US", () => {
    expect(presentationEn("Frasco âmbar com 60 cápsulas")).toBe("Amber bottle of 60 capsules");
    expect(presentationEn("Frasco âmbar com 90 cápsulas")).toBe("Amber bottle of 90 capsules");
    expect(presentationEn("Frasco com válvula pump (250 ml) e Refil (200 ml)")).toBe(
      "Pump bottle (250 mL) and refill (200 mL)",
    );
    expect(presentationEn("Caixa com 10 cápsulas gelatinosas moles")).toBe("Box of 10 softgels");
    expect(presentationEn("Caixa com 2 latas de 300 g")).toBe("Box of 2 cans, 300 g each");
    expect(quantityEn("30 sachês de 5 g")).toBe("30 sachets of 5 g");
    expect(quantityEn("600 g (2 latas de 300 g)")).toBe("600 g (2 cans of 300 g)");
    expect(quantityEn("10 cápsulas gelatinosas moles")).toBe("10 softgels");
    expect(quantityEn("2 x 300 ml")).toBe("2 x 300 ml");
    expect(quantityEn("24 meses")).toBe("24 months");
    expect(flavorEn("Sem sabor")).toBe("Unflavored");
    expect(flavorEn("Frutas vermelhas")).toBe("Mixed berry");
    // Every {n} of a presentation has its place in the English phrase.
    for (const [key, phrase] of Object.entries(PRESENTATIONS_EN))
      expect(phrase.split("{n}").length, key).toBe(key.split("{n}").length);
    // The 1.8 kg whey protein of the e2e test: English words, en-US numbers.
    const whey = pt.byEan("7897412100670");
    if (!whey) throw new Error("7897412100670 is not in the bundled catalogue");
    expect(en.detailFor(whey)).toMatchObject({
      apresentacao: "Jar",
      sabor: "Strawberry",
      technical: { apresentacao: "Jar", conteudo: "1.8 kg", validade: "24 months" },
      untranslated: [],
    });
    const kit = pt.products.find((p) => pt.detailFor(p).conteudo === "150 ml + 30 ml + 200 ml");
    expect(kit && en.detailFor(kit).technical.conteudo).toBe("150 mL + 30 mL + 200 mL");
  });

  it("keeps a value the dictionary lacks in Portuguese and lists it, so the page marks it lang=pt-BR", () => {
    expect(presentationEn("Frasco hexagonal")).toBeNull();
    expect(quantityEn("60 cápsulas duras")).toBeNull();
    expect(flavorEn("Jabuticaba")).toBeNull();
    const product = pt.products.find((p) => p.type === "Suplemento");
    if (!product) throw new Error("no supplement in the bundled catalogue");
    const unknown = englishCatalog(
      {
        ...pt,
        detailFor: (p) => {
          const d = pt.detailFor(p);
          return {
            ...d,
            sabor: "Jabuticaba",
            technical: { ...d.technical, apresentacao: "Frasco hexagonal", validade: "24 meses" },
          };
        },
      },
      productTextsEn,
    ).detailFor(product);
    expect(unknown).toMatchObject({
      sabor: "Jabuticaba",
      technical: { apresentacao: "Frasco hexagonal", validade: "24 months" },
    });
    expect(unknown.untranslated.sort()).toEqual(["Apresentação", "Sabor"]);
    // The placeholders stay as they are: the pages word them ("Not stated").
    const medicine = pt.products.find((p) => p.type === "Medicamento");
    if (!medicine) throw new Error("no medicine in the bundled catalogue");
    expect(en.detailFor(medicine).sabor).toBe(NOT_INFORMED);
  });

  it("finds supplements by their flavor in English", () => {
    const flavored = (sabor: string) =>
      pt.products.filter((p) => pt.detailFor(p).sabor === sabor).map((p) => p.code);
    const found = (q: string) => en.search(catalogQuery({ q }), { limit: 500 }).items.map((s) => s.code);
    const unflavored = flavored("Sem sabor");
    expect(unflavored.length).toBeGreaterThan(40);
    // Most are capsules whose English name and description never say "unflavored"; the sheet's flavor does.
    expect(unflavored.filter((code) => !found("unflavored").includes(code))).toEqual([]);
    const strawberry = flavored("Morango");
    expect(strawberry.length).toBeGreaterThan(2);
    expect(found("strawberry").slice(0, strawberry.length).sort()).toEqual(strawberry.sort());
    expect(found(FLAVORS_EN["Laranja com gengibre"] ?? "")).toEqual(flavored("Laranja com gengibre"));
  });
});
