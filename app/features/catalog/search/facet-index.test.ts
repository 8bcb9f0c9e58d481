import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildFacetIndex } from "./facet-index";
import { countFacets, DIETS, type Faceted, FORMS, matchesFacets, OFFERS } from "./facets";

const brand = fc.constantFrom("Vitacon", "Concare", "Le Blue", "Ávila", "MCG");
const form = fc.constantFrom(...FORMS.map((f) => f.value));
const diet = fc.constantFrom(...DIETS.map((d) => d.value));
const entry: fc.Arbitrary<Faceted> = fc.record({
  brand: fc.option(brand),
  form: fc.option(form),
  diets: fc.uniqueArray(diet, { maxLength: 2 }),
  whiteLabel: fc.boolean(),
});
const selection = fc.record({
  marcas: fc.uniqueArray(fc.oneof(brand, fc.constant("Outra")), { maxLength: 2 }),
  formas: fc.uniqueArray(form, { maxLength: 2 }),
  dietas: fc.uniqueArray(diet, { maxLength: 2 }),
  ofertas: fc.uniqueArray(fc.constantFrom(...OFFERS.map((o) => o.value)), { maxLength: 1 }),
});

describe("buildFacetIndex", () => {
  it("filters and counts exactly as facets.ts states the rules", () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 40 }), selection, (entries, chosen) => {
        const ids = entries.map((_, i) => i);
        const result = buildFacetIndex(entries).filterAndCount(ids, chosen);
        expect(result.ids).toEqual(ids.filter((i) => matchesFacets(entries[i] as Faceted, chosen)));
        expect(result.facets).toEqual(countFacets(entries, chosen));
      }),
      { numRuns: 300 },
    );
  });
});
