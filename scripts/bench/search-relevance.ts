// Relevance of a ranking on the query set of search-queries.ts: hit@1, hit@5 and MRR over the top 10. Shared by
// `npm run bench:search` (which prints it) and search-relevance.test.ts (which holds the floor in `npm test`).
import type { Catalog } from "~/features/catalog/model/catalog";
import { catalogQuery } from "~/features/catalog/search/catalog-query";
import type { RelevanceQuery } from "./search-queries";

/** The catalogue's first 10 codes for q, through the call /produtos and /api/produtos make. */
export function rankedCodes(catalog: Catalog, q: string): string[] {
  return catalog.search(catalogQuery({ q }), { limit: 10 }).items.map((p) => p.code);
}

export function displayNameOf(catalog: Catalog): (code: string) => string {
  return (code) => {
    const product = catalog.byCode(code);
    return product ? catalog.summaryFor(product).displayName : "";
  };
}

export interface RelevanceScore {
  hit1: number;
  hit5: number;
  mrr: number;
  n: number;
  /** "q → [top five codes]" for every query without a right product in the top 5. */
  misses: string[];
  /** Ordering constraints (`ranksAbove`) that the ranking breaks. */
  broken: string[];
}

/**
 * `ranked(q)`: codes in result order (the first 10 are scored). `nameOf(code)`: the readable name, for brand
 * queries where any product of the brand is right.
 */
export function scoreRelevance(
  queries: readonly RelevanceQuery[],
  ranked: (q: string) => string[],
  nameOf: (code: string) => string,
): RelevanceScore {
  const total = { hit1: 0, hit5: 0, mrr: 0 };
  const misses: string[] = [];
  const broken: string[] = [];
  for (const query of queries) {
    const codes = ranked(query.q).slice(0, 10);
    const brand = query.brand?.toLocaleLowerCase("pt-BR");
    const right = (code: string) =>
      query.expected.includes(code) ||
      (brand !== undefined &&
        nameOf(code).toLocaleLowerCase("pt-BR").replace(/^kit /, "").startsWith(`${brand} `));
    const rank = codes.findIndex(right);
    if (rank === 0) total.hit1++;
    if (rank >= 0 && rank < 5) total.hit5++;
    else misses.push(`${query.q} → [${codes.slice(0, 5).join(", ")}]`);
    if (rank >= 0) total.mrr += 1 / (rank + 1);
    if (query.ranksAbove) {
      // Every expected product in the top 10 comes before any product of `ranksAbove`.
      const lastWanted = Math.max(-1, ...codes.map((c, i) => (query.expected.includes(c) ? i : -1)));
      const firstOther = codes.findIndex((c) => query.ranksAbove?.includes(c));
      if (firstOther >= 0 && firstOther < lastWanted)
        broken.push(`${query.q}: ${codes[firstOther]} ranks above ${codes[lastWanted]}`);
    }
  }
  const n = queries.length;
  return { hit1: total.hit1 / n, hit5: total.hit5 / n, mrr: total.mrr / n, n, misses, broken };
}
