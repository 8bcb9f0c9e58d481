/**
 * The query parameters that make a catalogue list (/produtos and /api/produtos), declared for the page cache
 * (app/utils/server/page-cache-handle.ts): each one canonical the way the loaders read it, through parseCatalogQuery, so
 * two addresses share a cache entry exactly when the loaders would return the same list.
 *
 * The search text is folded as the search engine folds it (case, accents, spaces: model/text.ts foldText), so
 * "Vitamina", "VITAMINA" and "vitamína" are one entry; the page echoes the spelling of the first request of them.
 */
import { listParam, type PageParam, type PageParams, singleParam } from "~/utils/server/page-cache-handle";
import { foldText } from "../model/text";
import { PAGE_SIZE, parseCatalogQuery, parseVisibleCount } from "./catalog-query";

/** parseCatalogQuery's reading of one parameter alone (the others at their defaults). */
const parsed = (name: string, value: string) => parseCatalogQuery(new URLSearchParams([[name, value]]));

const facetGroup = { marca: "marcas", forma: "formas", dieta: "dietas", oferta: "ofertas" } as const;

const facet = (name: keyof typeof facetGroup, open: boolean): PageParam =>
  listParam((value) => parsed(name, value)[facetGroup[name]][0], { open, max: 20 });

const listParams: PageParams = {
  q: singleParam((value) => foldText(parsed("q", value).q) || undefined, { open: true }),
  categoria: singleParam((value) => {
    const { categoria } = parsed("categoria", value);
    return categoria === "todos" ? undefined : categoria;
  }),
  marca: facet("marca", true),
  forma: facet("forma", false),
  dieta: facet("dieta", false),
  oferta: facet("oferta", false),
  ordem: singleParam((value) => {
    const { ordem } = parsed("ordem", value);
    return ordem === "relevancia" ? undefined : ordem;
  }),
};

/** /produtos: the list and how many cards the server renders. */
export const catalogPageParams: PageParams = {
  ...listParams,
  quantidade: singleParam((value) => {
    const quantidade = parseVisibleCount(new URLSearchParams([["quantidade", value]]));
    return quantidade === PAGE_SIZE ? undefined : String(quantidade);
  }),
};

/** /api/produtos's window, read as its loader reads it. */
export function apiOffset(value: string | null): number {
  return Math.max(0, Number.parseInt(value ?? "0", 10) || 0);
}
export function apiLimit(value: string | null): number {
  return Math.min(4 * PAGE_SIZE, Math.max(1, Number.parseInt(value ?? "", 10) || PAGE_SIZE));
}

/** /api/produtos: the list and its window. */
export const catalogApiParams: PageParams = {
  ...listParams,
  offset: singleParam((value) => String(apiOffset(value)).replace(/^0$/, "") || undefined, { open: true }),
  limit: singleParam((value) => {
    const limit = apiLimit(value);
    return limit === PAGE_SIZE ? undefined : String(limit);
  }),
};
