import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseProductTypeFilter, productTypeFilters } from "~/content/navigation";
import { substringMatches } from "../../../../scripts/bench/substring-rule";
import { buildSearchText } from "../model/text";
import { type ProductType, productTypes } from "../model/types";
import { type CatalogQuery, catalogQuery } from "./catalog-query";
import { buildSearchEngine, queryTerms, type SearchDocument } from "./search-index";
import { matchesTypeFilter } from "./type-filter";

function doc(
  name: string,
  type: ProductType,
  extra: Partial<{
    referencia: string;
    principioAtivo: string;
    indications: string;
    brand: string;
    barcode: string;
  }> = {},
): SearchDocument {
  const referencia = extra.referencia ?? null;
  const principioAtivo = extra.principioAtivo ?? null;
  return {
    type,
    searchText: buildSearchText([name, referencia, principioAtivo]),
    barcodes: extra.barcode ? [extra.barcode] : [],
    referencia,
    displayName: name,
    brand: extra.brand ?? null,
    form: null,
    diets: [],
    fields: {
      displayName: name,
      expandedName: name,
      erpName: name,
      brand: extra.brand ?? "",
      referencia: referencia ?? "",
      principioAtivo: principioAtivo ?? "",
      typeLabel: type,
      form: "",
      presentation: "",
      indications: extra.indications ?? "",
    },
  };
}

const docs = [
  doc("Le Blue Shampoo Hidratação 300 ml", "Cosmetico", { referencia: "LB-SH-HP300", brand: "Le Blue" }),
  doc("Paracetamol 750 mg Comprimidos", "Medicamento", {
    principioAtivo: "Paracetamol",
    indications: "Alívio de dor de cabeça e febre",
    barcode: "7897412400039",
  }),
  doc("Vitacon Vitamina D3 60 Cápsulas", "Suplemento", {
    principioAtivo: "Colecalciferol",
    brand: "Vitacon",
  }),
  doc("On Antitranspirante Roll-on", "Cosmetico"),
  doc("On Desodorante Roll-on sem Alumínio", "Cosmetico"),
];
const engine = buildSearchEngine(docs);
const names = (q: string, categoria: CatalogQuery["categoria"] = "todos", list = docs) =>
  buildSearchEngine(list)
    .query(catalogQuery({ q, categoria }))
    .ids.map((id) => list[id]?.displayName);

describe("search engine", () => {
  it("folds case and accents, matches prefixes and typos scaled to the word", () => {
    expect(names("HIDRATACAO")[0]).toBe("Le Blue Shampoo Hidratação 300 ml");
    expect(names("vitam")[0]).toBe("Vitacon Vitamina D3 60 Cápsulas");
    expect(names("paracetamo")[0]).toBe("Paracetamol 750 mg Comprimidos");
    expect(names("paracetmol")[0]).toBe("Paracetamol 750 mg Comprimidos");
  });

  it("gives short words no typo allowance: gel does not find mel or sol", () => {
    const list = [
      doc("Própolis com Mel 30 ml", "Suplemento"),
      doc("Summer Vita Pós-Sol 200 ml", "Cosmetico"),
      doc("Gel Redutor 200 g", "Cosmetico"),
    ];
    expect(names("gel", "todos", list)).toEqual(["Gel Redutor 200 g"]);
    expect(names("gel", "todos", list.slice(0, 2))).toEqual([]);
    // Longer words do get one: the same single-letter slip finds the product.
    expect(names("propolys", "todos", list)).toEqual(["Própolis com Mel 30 ml"]);
  });

  it("understands synonyms and one-way implications", () => {
    expect(names("xampu")[0]).toBe("Le Blue Shampoo Hidratação 300 ml");
    expect(names("desodorante")).toEqual(
      expect.arrayContaining(["On Antitranspirante Roll-on", "On Desodorante Roll-on sem Alumínio"]),
    );
    expect(names("antitranspirante")).toEqual(["On Antitranspirante Roll-on"]);
  });

  it("finds medicines by what they treat, ignoring stop words", () => {
    expect(names("dor de cabeça")).toEqual(["Paracetamol 750 mg Comprimidos"]);
    expect(queryTerms("Dor de Cabeça")).toEqual(["dor", "cabeca"]);
  });

  it("filters by category and jumps to exact codes", () => {
    expect(names("on", "Medicamento")).toEqual([]);
    expect(engine.exact("7897412400039")).toBe(1);
    expect(engine.exact("lb-sh-hp300")).toBe(0);
    expect(engine.exact("lb-sh")).toBeNull();
  });

  it("puts the product of a pasted barcode or reference first, within the category", () => {
    expect(names("7897412400039")).toEqual(["Paracetamol 750 mg Comprimidos"]);
    expect(names("LB-SH-HP300")[0]).toBe("Le Blue Shampoo Hidratação 300 ml");
    expect(names("7897412400039", "Cosmetico")).toEqual([]);
  });

  it("suggests a correction when nothing matches", () => {
    const result = engine.query(catalogQuery({ q: "paracetamuuul" }));
    expect(result.total).toBe(0);
    expect(result.suggestion).toBe("paracetamol");
  });

  it("ranks the products whose label says so first for a diet asked in words", () => {
    const withDiets = (d: SearchDocument, diets: SearchDocument["diets"]) => ({ ...d, diets });
    const list = [
      doc("On Desodorante Roll-on sem Alumínio", "Cosmetico"),
      doc("Digescon Lactase 30 Cápsulas", "Suplemento", { indications: "Ajuda a digerir a lactose" }),
      withDiets(doc("MCG Whey Protein 900 g", "Suplemento"), ["sem-gluten"]),
      withDiets(doc("Vitacon Vitamina D3 60 Cápsulas", "Suplemento"), ["sem-gluten", "sem-lactose"]),
      withDiets(doc("MCG Whey Isolado 900 g", "Suplemento"), ["sem-gluten", "sem-lactose"]),
    ];
    // Alone, the phrase lists exactly those products, in catalogue order: no "sem alumínio", no lactase.
    expect(names("sem lactose", "todos", list)).toEqual([
      "Vitacon Vitamina D3 60 Cápsulas",
      "MCG Whey Isolado 900 g",
    ]);
    expect(names("Zero Lactose", "todos", list)).toEqual(names("sem lactose", "todos", list));
    expect(names("sem glúten", "todos", list)).toHaveLength(3);
    // With other words, their matches that have the diet lead; the others follow.
    expect(names("whey sem lactose", "todos", list)).toEqual([
      "MCG Whey Isolado 900 g",
      "MCG Whey Protein 900 g",
    ]);
    // The facet over that result counts the same products.
    const result = buildSearchEngine(list).query(catalogQuery({ q: "sem lactose" }));
    expect(result.facets.dietas.find((d) => d.value === "sem-lactose")?.count).toBe(2);
  });

  it("sorts by name both ways and pages", () => {
    const az = engine.query(catalogQuery({ ordem: "az" })).ids.map((id) => docs[id]?.displayName);
    expect(az[0]).toBe("Le Blue Shampoo Hidratação 300 ml");
    expect(engine.query(catalogQuery({ ordem: "za" })).ids.map((id) => docs[id]?.displayName)).toEqual(
      [...az].reverse(),
    );
    const all = catalogQuery({});
    expect(engine.query(all, { offset: 4, limit: 2 })).toMatchObject({ total: 5, nextOffset: null });
    expect(engine.query(all, { offset: 0, limit: 2 }).nextOffset).toBe(2);
  });
});

describe("search engine properties", () => {
  const text = fc.string({ unit: fc.constantFrom(..."aáãçeéioóuú AEIOU-0123xyz".split("")), maxLength: 12 });
  const arbitraryDoc = fc
    .tuple(text, fc.option(text), fc.option(text), fc.constantFrom(...productTypes))
    .map(([n, r, p, t]) => doc(n, t, { referencia: r ?? undefined, principioAtivo: p ?? undefined }));
  const filter = fc.constantFrom(...productTypeFilters.map((f) => f.value));

  it("every product the substring rule (the oracle) finds is still found: that rule is a floor", () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryDoc, { maxLength: 30 }),
        fc.oneof(text, fc.string({ maxLength: 4 })),
        filter,
        (list, q, type) => {
          const categoria = parseProductTypeFilter(type);
          const result = buildSearchEngine(list).query(catalogQuery({ q, categoria }));
          const found = new Set(result.ids.map((id) => list[id]));
          for (const d of substringMatches(list, q, type)) expect(found.has(d)).toBe(true);
          for (const id of result.ids)
            expect(matchesTypeFilter(list[id]?.type as ProductType, categoria)).toBe(true);
          expect(new Set(result.ids).size).toBe(result.ids.length);
        },
      ),
      { numRuns: 300 },
    );
  });
});
