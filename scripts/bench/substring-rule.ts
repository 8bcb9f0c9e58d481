// The catalogue's first search rule, kept as an oracle: a case- and accent-insensitive substring of the query in
// Nome, Referencia or PrincipioAtivo (each item's folded `searchText`, model/text.ts `buildSearchText`), combined
// with the category filter, in catalogue order. Production ranks with search/search-index.ts, which must find
// everything this finds (search-index.test.ts); `npm run bench:search` prints its relevance as the "before".
import { parseProductTypeFilter } from "~/content/navigation";
import { foldQuery } from "~/features/catalog/model/text";
import type { ProductType } from "~/features/catalog/model/types";
import { matchesTypeFilter } from "~/features/catalog/search/type-filter";

export interface Searchable {
  type: ProductType;
  searchText: string;
}

/** Every item the rule finds, in catalogue order. `type`: a productTypeFilters value; anything else is todos. */
export function substringMatches<T extends Searchable>(items: readonly T[], q: string, type?: string): T[] {
  const needle = foldQuery(q);
  const filter = parseProductTypeFilter(type);
  return items.filter(
    (item) => matchesTypeFilter(item.type, filter) && (needle === "" || item.searchText.includes(needle)),
  );
}
