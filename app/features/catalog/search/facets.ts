/**
 * Facets of /produtos: brand, form and diet, each value with its count.
 *
 * - `kindForm(type, name)`: the form a cosmetic's own kind gives it, from the first kind noun of its folded
 *   readable name ("shampoo … óleo de argan" is a shampoo, so líquido; "esfoliante" is a creme), or null.
 * - `productForm(text)`: otherwise, the form from the folded, abbreviation-expanded name plus sheet
 *   presentation/content/pharmaceutical form, or null when nothing says it (a kit has form "kit").
 * - `productDiets(facts)`: "sem-gluten"/"sem-lactose" only when the label's statements say so ("NÃO CONTÉM
 *   GLÚTEN.", model/diet-badges.ts): a label that does not say "CONTÉM LACTOSE" is not lactose-free.
 * - `queryDiets(foldedQuery)`: the diets a query asks for in words ("sem lactose", "zero glúten", "não contém
 *   glúten") and the rest of the query, so the search ranks those products first (search-index.ts).
 * - `OFFERS`: "Disponível para sua marca", the products we offer for white label (model/white-label.ts,
 *   decision 122); an entry carries it as `whiteLabel`.
 * - `countFacets(entries, selection)`: disjunctive counts: each group is counted over the entries that match
 *   every *other* group's selection, so a visitor sees how many products each extra choice would add.
 * - `matchesFacets(entry, selection)`: OR inside a group, AND across groups; an empty group matches all.
 */
import type { DietFacts } from "../model/diet-badges";
import type { ProductType } from "../model/types";

export const FORMS = [
  { value: "capsulas", label: "Cápsulas" },
  { value: "comprimidos", label: "Comprimidos" },
  { value: "gomas", label: "Gomas" },
  { value: "gotas", label: "Gotas" },
  { value: "saches", label: "Sachês" },
  { value: "po", label: "Pó" },
  { value: "barra", label: "Barra" },
  { value: "spray", label: "Spray" },
  { value: "creme", label: "Creme" },
  { value: "gel", label: "Gel" },
  { value: "oleo", label: "Óleo" },
  { value: "locao", label: "Loção" },
  { value: "liquido", label: "Líquido" },
  { value: "kit", label: "Kit" },
] as const;
export type ProductForm = (typeof FORMS)[number]["value"];

export const DIETS = [
  { value: "sem-gluten", label: "Sem glúten" },
  { value: "sem-lactose", label: "Sem lactose" },
] as const;
export type Diet = (typeof DIETS)[number]["value"];

/** The white-label badge's text and the facet's label: one wording for both. */
export const WHITE_LABEL_LABEL = "Disponível para sua marca";
export const OFFERS = [{ value: "sua-marca", label: WHITE_LABEL_LABEL }] as const;
export type Offer = (typeof OFFERS)[number]["value"];

/** First match wins: the most specific evidence comes first (a "spray" sunscreen is not a "líquido"). */
const FORM_RULES: readonly [RegExp, ProductForm][] = [
  [/^kit\b/, "kit"],
  [/\bcapsulas?\b|\bcaps\b/, "capsulas"],
  [/\bcomprimidos?\b|\btabletes?\b/, "comprimidos"],
  [/\bgomas?\b/, "gomas"],
  [/\bgotas\b/, "gotas"],
  [/\bsaches?\b/, "saches"],
  [/\bspray\b/, "spray"],
  [/\bbarra\b|\bsabonete\b(?!.*\bliquido\b)/, "barra"],
  [/\bem po\b|\bpo\b/, "po"],
  [/\b(creme|mascara|balsamo|manteiga)\b/, "creme"],
  [/\bgel\b/, "gel"],
  [/\boleo\b/, "oleo"],
  [/\blocao\b/, "locao"],
  // Powders sold by weight: whey, creatina, colágeno, maltodextrina ("900G", "1,8KG", "300 g").
  [/\b\d+(?:[.,]\d+)?\s?kg\b|\b[1-9]\d{2,}\s?g\b/, "po"],
  [/\b\d+(?:[.,]\d+)?\s?(ml|l)\b|\bliquido\b|\bsolucao\b/, "liquido"],
];

/**
 * What a cosmetic is, named by the noun its name leads with: the form follows from that, whatever ingredient or
 * claim the rest of the name mentions (an argan-oil shampoo is not an oil). Supplements and medicines name
 * their dosage form instead, which FORM_RULES reads.
 */
const KIND_FORMS: readonly [RegExp, ProductForm][] = [
  [/\bsabonete liquido\b/, "liquido"],
  [/\b(shampoo|condicionador|agua micelar)\b/, "liquido"],
  [/\b(mascara|creme|balsamo|manteiga|esfoliante)\b/, "creme"],
  [/\bsabonete\b/, "barra"],
  [/\boleo\b/, "oleo"],
  [/\blocao\b/, "locao"],
  [/\bgel\b/, "gel"],
];

export function kindForm(type: ProductType, foldedName: string): ProductForm | null {
  if (/^kit\b/.test(foldedName)) return "kit";
  if (type !== "Cosmetico" && type !== "Perfumaria") return null;
  let best: { at: number; form: ProductForm } | null = null;
  for (const [pattern, form] of KIND_FORMS) {
    const at = foldedName.search(pattern);
    if (at >= 0 && (best === null || at < best.at)) best = { at, form };
  }
  return best?.form ?? null;
}

export function productForm(foldedText: string): ProductForm | null {
  for (const [pattern, form] of FORM_RULES) if (pattern.test(foldedText)) return form;
  return null;
}

export function productDiets(facts: DietFacts | null | undefined): Diet[] {
  const diets: Diet[] = [];
  if (facts?.gluten === "sem") diets.push("sem-gluten");
  if (facts?.lactose === "sem") diets.push("sem-lactose");
  return diets;
}

/** "sem lactose", "zero lactose", "livre de glúten", "isento de glúten", "não contém lactose", "gluten free". */
const DIET_WORDS = [
  String.raw`(?:sem|zero|livre de|isent[oa] de|nao contem)\s+(lactose|gluten)`,
  String.raw`(lactose|gluten)\s+free`,
].join("|");
// No lookbehind: this module is in the browser bundle, and Safari before 16.4 cannot parse one.
const DIET_PHRASE = new RegExp(`(^|[^a-z0-9])(?:${DIET_WORDS})(?![a-z0-9])`, "g");

export function queryDiets(foldedQuery: string): { diets: Diet[]; rest: string } {
  const diets: Diet[] = [];
  const rest = foldedQuery.replace(DIET_PHRASE, (_, lead: string, before?: string, after?: string) => {
    const diet: Diet = (before ?? after) === "gluten" ? "sem-gluten" : "sem-lactose";
    if (!diets.includes(diet)) diets.push(diet);
    return `${lead} `;
  });
  return { diets, rest: rest.replace(/\s+/g, " ").trim() };
}

/** Sort orders of /produtos; "relevancia" is catalogue order when there is no query. Browser-safe here. */
export const SORT_ORDERS = [
  { value: "relevancia", label: "Relevância" },
  { value: "az", label: "Nome (A–Z)" },
  { value: "za", label: "Nome (Z–A)" },
] as const;
export type SortOrder = (typeof SORT_ORDERS)[number]["value"];

export interface FacetSelection {
  marcas: readonly string[];
  formas: readonly string[];
  dietas: readonly string[];
  /** Optional, so a selection written before the group existed still reads as "any". */
  ofertas?: readonly string[];
}

export interface Faceted {
  brand: string | null;
  form: ProductForm | null;
  diets: readonly Diet[];
  /** Offered for white label (model/white-label.ts); absent is not offered. */
  whiteLabel?: boolean;
}

export interface FacetValue {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}

export interface Facets {
  marcas: FacetValue[];
  formas: FacetValue[];
  dietas: FacetValue[];
  ofertas: FacetValue[];
}

type Group = keyof FacetSelection;
const GROUPS = ["marcas", "formas", "dietas", "ofertas"] as const satisfies readonly Group[];

/** The offers an entry carries, as OFFERS values. */
export const entryOffers = (entry: Faceted): Offer[] => (entry.whiteLabel ? ["sua-marca"] : []);

function matchesGroup(entry: Faceted, group: Group, selected: readonly string[] = []): boolean {
  if (selected.length === 0) return true;
  if (group === "marcas") return entry.brand !== null && selected.includes(entry.brand);
  if (group === "formas") return entry.form !== null && selected.includes(entry.form);
  if (group === "ofertas") return selected.every((offer) => entryOffers(entry).includes(offer as Offer));
  return selected.every((diet) => entry.diets.includes(diet as Diet));
}

export function matchesFacets(entry: Faceted, selection: FacetSelection, skip?: Group): boolean {
  return GROUPS.every((group) => group === skip || matchesGroup(entry, group, selection[group]));
}

export function countFacets(entries: readonly Faceted[], selection: FacetSelection): Facets {
  const brands = new Map<string, number>();
  const forms = new Map<string, number>();
  const diets = new Map<string, number>();
  const offers = new Map<string, number>();
  for (const entry of entries) {
    if (entry.brand !== null && matchesFacets(entry, selection, "marcas"))
      brands.set(entry.brand, (brands.get(entry.brand) ?? 0) + 1);
    if (entry.form !== null && matchesFacets(entry, selection, "formas"))
      forms.set(entry.form, (forms.get(entry.form) ?? 0) + 1);
    if (matchesFacets(entry, selection, "dietas"))
      for (const diet of entry.diets) diets.set(diet, (diets.get(diet) ?? 0) + 1);
    if (matchesFacets(entry, selection, "ofertas"))
      for (const offer of entryOffers(entry)) offers.set(offer, (offers.get(offer) ?? 0) + 1);
  }
  const values = (
    counts: Map<string, number>,
    labels: readonly { value: string; label: string }[],
    group: Group,
  ) =>
    labels
      .map(({ value, label }) => ({
        value,
        label,
        count: counts.get(value) ?? 0,
        selected: (selection[group] ?? []).includes(value),
      }))
      // A selected value stays visible at 0 so the visitor can untick it.
      .filter((v) => v.count > 0 || v.selected);
  const brandLabels = [...new Set([...brands.keys(), ...selection.marcas])]
    .sort((a, b) => a.localeCompare(b, "pt-BR"))
    .map((value) => ({ value, label: value }));
  return {
    marcas: values(brands, brandLabels, "marcas"),
    formas: values(forms, FORMS, "formas"),
    dietas: values(diets, DIETS, "dietas"),
    ofertas: values(offers, OFFERS, "ofertas"),
  };
}
