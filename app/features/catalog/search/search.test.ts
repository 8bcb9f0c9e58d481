import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseProductTypeFilter, productTypeFilters } from "~/content/navigation";
import { buildSearchText } from "../model/text";
import { type ProductType, productTypes } from "../model/types";
import { foldQuery, matchesTypeFilter, search } from "./search";

interface Item {
  name: string;
  referencia: string | null;
  principioAtivo: string | null;
  type: ProductType;
  searchText: string;
}

const item = (
  name: string,
  type: ProductType,
  referencia: string | null = null,
  principioAtivo: string | null = null,
): Item => ({
  name,
  referencia,
  principioAtivo,
  type,
  searchText: buildSearchText([name, referencia, principioAtivo]),
});

const items: Item[] = [
  item("Vitacon Vitamina D3", "Suplemento", "VC-D3-060", "Colecalciferol"),
  item("LE BLUE SH HIDRATAÇÃO", "Cosmetico", "LB-SH-HP300", "Pantenol"),
  item("On Body Splash Melancia", "Perfumaria", "ON-BS-MEL", "Fragrância"),
  item("Paracetamol 750 mg", "Medicamento", "FC-PARA-750", "Paracetamol"),
  item("Concare Colágeno", "Suplemento", "CC-COL", "Colágeno hidrolisado"),
];
const names = (page: { items: Item[] }) => page.items.map((i) => i.name);

describe("search", () => {
  it("matches Nome case- and accent-insensitively", () => {
    expect(names(search(items, { q: "hidratacao" }))).toEqual(["LE BLUE SH HIDRATAÇÃO"]);
    expect(names(search(items, { q: "COLÁGENO" }))).toEqual(["Concare Colágeno"]);
  });

  it("matches Referencia and PrincipioAtivo", () => {
    expect(names(search(items, { q: "fc-para" }))).toEqual(["Paracetamol 750 mg"]);
    expect(names(search(items, { q: "fragrancia" }))).toEqual(["On Body Splash Melancia"]);
  });

  it("never matches across two fields", () => {
    expect(search(items, { q: "d3 vc" }).total).toBe(0);
  });

  it("the Cosmetico filter includes Perfumaria; others are exact; unknown means todos", () => {
    expect(names(search(items, { type: "Cosmetico" }))).toEqual([
      "LE BLUE SH HIDRATAÇÃO",
      "On Body Splash Melancia",
    ]);
    expect(names(search(items, { type: "Medicamento" }))).toEqual(["Paracetamol 750 mg"]);
    expect(search(items, { type: "Perfumaria" }).total).toBe(5);
    expect(search(items, { type: "todos", q: "vita" }).total).toBe(1);
  });

  it("combines query and filter", () => {
    expect(names(search(items, { q: "co", type: "Suplemento" }))).toEqual([
      "Vitacon Vitamina D3",
      "Concare Colágeno",
    ]);
  });

  it("pages with offset and limit and says where the next page starts", () => {
    expect(search(items, { offset: 0, limit: 2 })).toMatchObject({ total: 5, nextOffset: 2 });
    expect(search(items, { offset: 4, limit: 2 })).toMatchObject({ total: 5, nextOffset: null });
    expect(names(search(items, { offset: 2, limit: 2 }))).toEqual([
      "On Body Splash Melancia",
      "Paracetamol 750 mg",
    ]);
    expect(search(items, { offset: 10, limit: 2 })).toMatchObject({ items: [], total: 5, nextOffset: null });
    expect(search(items, { offset: -3, limit: Number.NaN }).items).toHaveLength(5);
  });

  it("folds queries like product text", () => {
    expect(foldQuery("  Cosmético   Ação ")).toBe("cosmetico acao");
  });
});

describe("search properties", () => {
  const text = fc.string({
    unit: fc.constantFrom(..."aáãçeéiíoóõuú AEIOU-0123xyz".split("")),
    maxLength: 12,
  });
  const arbitraryItem = fc
    .tuple(text, fc.option(text), fc.option(text), fc.constantFrom(...productTypes))
    .map(([n, r, p, t]) => item(n, t, r, p));
  const filter = fc.constantFrom(...productTypeFilters.map((f) => f.value));
  const query = fc.oneof(text, fc.constant(""), fc.string({ maxLength: 3 }));

  it("every result satisfies its query and filter, and nothing that satisfies them is missed", () => {
    fc.assert(
      fc.property(fc.array(arbitraryItem, { maxLength: 40 }), query, filter, (list, q, type) => {
        const needle = foldQuery(q);
        const satisfies = (i: Item) =>
          matchesTypeFilter(i.type, parseProductTypeFilter(type)) &&
          [i.name, i.referencia, i.principioAtivo].some(
            (field) => foldQuery(field ?? "").includes(needle) || needle === "",
          );
        const page = search(list, { q, type });
        for (const result of page.items) expect(satisfies(result)).toBe(true);
        expect(page.total).toBe(list.filter(satisfies).length);
      }),
      { numRuns: 400 },
    );
  });

  it("pages concatenate to the full result", () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryItem, { maxLength: 30 }),
        fc.integer({ min: 1, max: 7 }),
        (list, limit) => {
          const all = search(list, {}).items;
          const paged: Item[] = [];
          let offset: number | null = 0;
          while (offset !== null) {
            const page: ReturnType<typeof search<Item>> = search(list, { offset, limit });
            paged.push(...page.items);
            offset = page.nextOffset;
          }
          expect(paged).toEqual(all);
        },
      ),
    );
  });
});
