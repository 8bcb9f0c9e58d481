import { inQueryWords } from "../../search/catalog-query";

interface Address {
  pathname: string;
  search: string;
}

/**
 * True when two /produtos addresses differ at most in ?quantidade=, the loaded-card count the list records
 * as it grows (use-product-pages.ts). Such a navigation shows the same search: no loader needs to run again,
 * and it is not a new search for the "loading" look.
 */
export function isCountOnlyChange(current: Address, next: Address): boolean {
  if (current.pathname !== next.pathname) return false;
  const strip = (search: string) => {
    // In the query's own words, so ?shown= on English pages is the same parameter.
    const params = inQueryWords(new URLSearchParams(search));
    params.delete("quantidade");
    params.sort();
    return params.toString();
  };
  return strip(current.search) === strip(next.search);
}
