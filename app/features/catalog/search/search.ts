/**
 * The spec's substring search rule (SPEC §5, ARCHITECTURE §4). The catalogue now ranks with the engine of
 * search-index.ts, which keeps every match of this rule (its property test); this module stays as that floor,
 * as the "before" baseline of `npm run bench:search`, and for `matchesTypeFilter`/`foldQuery`.
 *
 * - `search(items, { q, type, offset, limit })` → `{ items, total, nextOffset }`: case- and accent-insensitive
 *   substring match of q on Nome, Referencia or PrincipioAtivo (through each item's precomputed `searchText`,
 *   see text.ts `buildSearchText`), combined with the type filter of app/content/navigation.ts, where
 *   "Cosmetico" also includes Perfumaria. Catalogue order is kept. `nextOffset` is null on the last page.
 *   Defaults: offset 0, limit = every match. Bad numbers (negative, NaN) fall back to the defaults.
 * - `matchesTypeFilter(type, filter)`, `foldQuery(q)`: the two halves of the rule, exported for tests and UI.
 */
import { type ProductTypeFilter, parseProductTypeFilter } from "~/content/navigation";
import { foldText, SEARCH_FIELD_SEPARATOR } from "../model/text";
import type { ProductType } from "../model/types";

export interface Searchable {
  type: ProductType;
  searchText: string;
}

export interface SearchOptions {
  q?: string | null;
  /** A value of productTypeFilters; anything else (or nothing) means "todos". */
  type?: string | null;
  offset?: number | null;
  limit?: number | null;
}

export interface SearchPage<T> {
  items: T[];
  total: number;
  nextOffset: number | null;
}

export function matchesTypeFilter(type: ProductType, filter: ProductTypeFilter): boolean {
  if (filter === "todos") return true;
  if (filter === "Cosmetico") return type === "Cosmetico" || type === "Perfumaria";
  return type === filter;
}

export function foldQuery(q: string | null | undefined): string {
  return foldText((q ?? "").split(SEARCH_FIELD_SEPARATOR).join(" "));
}

function wholeNumber(value: number | null | undefined, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback;
}

export function search<T extends Searchable>(
  items: readonly T[],
  options: SearchOptions = {},
): SearchPage<T> {
  const needle = foldQuery(options.q);
  const filter = parseProductTypeFilter(options.type);
  const offset = wholeNumber(options.offset, 0);
  const limit = wholeNumber(options.limit, Number.POSITIVE_INFINITY);
  const page: T[] = [];
  let total = 0;
  for (const item of items) {
    if (!matchesTypeFilter(item.type, filter)) continue;
    if (needle !== "" && !item.searchText.includes(needle)) continue;
    if (total >= offset && page.length < limit) page.push(item);
    total++;
  }
  const end = offset + page.length;
  return { items: page, total, nextOffset: end < total ? end : null };
}
