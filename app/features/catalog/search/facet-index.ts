/**
 * Facet filtering and counting for the search engine at catalogue scale (10,000 products in well under a
 * millisecond): each document's brand, form, diets and offers are precomputed as small integers, so one pass over the
 * candidates filters them and counts every group. Same results as facets.ts `countFacets`/`matchesFacets`
 * (facet-index.test.ts checks this on random data), which stay as the readable statement of the rules.
 *
 * - `buildFacetIndex(documents)` → `{ filterAndCount(ids, selection) }`: the matching ids (input order kept)
 *   and the disjunctive counts.
 */
import {
  DIETS,
  entryOffers,
  type Faceted,
  type FacetSelection,
  type Facets,
  type FacetValue,
  FORMS,
  OFFERS,
} from "./facets";

export function buildFacetIndex(documents: readonly Faceted[]) {
  const brands = [...new Set(documents.map((d) => d.brand).filter((b): b is string => b !== null))].sort(
    (a, b) => a.localeCompare(b, "pt-BR"),
  );
  const brandIndex = new Map(brands.map((b, i) => [b, i]));
  const formIndex = new Map<string, number>(FORMS.map((f, i) => [f.value, i]));
  const brandOf = Int32Array.from(documents, (d) =>
    d.brand === null ? -1 : (brandIndex.get(d.brand) ?? -1),
  );
  const formOf = Int32Array.from(documents, (d) => (d.form === null ? -1 : (formIndex.get(d.form) ?? -1)));
  const dietsOf = Uint8Array.from(documents, (d) =>
    DIETS.reduce((mask, diet, i) => (d.diets.includes(diet.value) ? mask | (1 << i) : mask), 0),
  );
  // Offers are flags like diets: every chosen one must be there ("Disponível para sua marca").
  const offersOf = Uint8Array.from(documents, (d) =>
    OFFERS.reduce((mask, offer, i) => (entryOffers(d).includes(offer.value) ? mask | (1 << i) : mask), 0),
  );

  function values(
    labels: readonly { value: string; label: string }[],
    counts: Int32Array | number[],
    selected: readonly string[],
  ): FacetValue[] {
    const list = labels.map(({ value, label }, i) => ({
      value,
      label,
      count: counts[i] ?? 0,
      selected: selected.includes(value),
    }));
    return list.filter((v) => v.count > 0 || v.selected);
  }

  return {
    filterAndCount(ids: Iterable<number>, selection: FacetSelection): { ids: number[]; facets: Facets } {
      const brandSel = selection.marcas.length ? new Uint8Array(brands.length) : null;
      for (const b of selection.marcas) {
        const i = brandIndex.get(b);
        if (brandSel && i !== undefined) brandSel[i] = 1;
      }
      const formSel = selection.formas.length ? new Uint8Array(FORMS.length) : null;
      for (const f of selection.formas) {
        const i = formIndex.get(f);
        if (formSel && i !== undefined) formSel[i] = 1;
      }
      const dietNeed = DIETS.reduce((m, d, i) => (selection.dietas.includes(d.value) ? m | (1 << i) : m), 0);
      const chosenOffers = selection.ofertas ?? [];
      const offerNeed = OFFERS.reduce((m, o, i) => (chosenOffers.includes(o.value) ? m | (1 << i) : m), 0);
      const brandCounts = new Int32Array(brands.length);
      const formCounts = new Int32Array(FORMS.length);
      const dietCounts = new Int32Array(DIETS.length);
      const offerCounts = new Int32Array(OFFERS.length);
      const matched: number[] = [];
      const dietCount = DIETS.length; // read once: the loop runs for every candidate
      const offerCount = OFFERS.length;
      for (const id of ids) {
        const b = brandOf[id] as number;
        const f = formOf[id] as number;
        const mask = dietsOf[id] as number;
        const offers = offersOf[id] as number;
        const okBrand = brandSel === null || (b >= 0 && brandSel[b] === 1);
        const okForm = formSel === null || (f >= 0 && formSel[f] === 1);
        const okDiet = (mask & dietNeed) === dietNeed;
        const okOffer = (offers & offerNeed) === offerNeed;
        if (okForm && okDiet && okOffer && b >= 0) brandCounts[b] = (brandCounts[b] ?? 0) + 1;
        if (okBrand && okDiet && okOffer && f >= 0) formCounts[f] = (formCounts[f] ?? 0) + 1;
        if (okBrand && okForm && okOffer)
          for (let i = 0; i < dietCount; i++) if (mask & (1 << i)) dietCounts[i] = (dietCounts[i] ?? 0) + 1;
        if (okBrand && okForm && okDiet) {
          for (let i = 0; i < offerCount; i++)
            if (offers & (1 << i)) offerCounts[i] = (offerCounts[i] ?? 0) + 1;
          if (okOffer) matched.push(id);
        }
      }
      // A chosen brand no document has still shows (at 0) so the visitor can untick it.
      const brandLabels = brands.map((b) => ({ value: b, label: b }));
      const extra = selection.marcas.filter((b) => !brandIndex.has(b));
      const allBrandLabels = extra.length
        ? [...brandLabels, ...extra.map((b) => ({ value: b, label: b }))].sort((x, y) =>
            x.value.localeCompare(y.value, "pt-BR"),
          )
        : brandLabels;
      const allBrandCounts = extra.length
        ? allBrandLabels.map(({ value }) => {
            const i = brandIndex.get(value);
            return i === undefined ? 0 : (brandCounts[i] ?? 0);
          })
        : brandCounts;
      return {
        ids: matched,
        facets: {
          marcas: values(allBrandLabels, allBrandCounts, selection.marcas),
          formas: values(FORMS, formCounts, selection.formas),
          dietas: values(DIETS, dietCounts, selection.dietas),
          ofertas: values(OFFERS, offerCounts, chosenOffers),
        },
      };
    },
  };
}
