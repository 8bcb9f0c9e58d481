// The relevance floor in `npm test`: the query set of search-queries.ts against the bundled catalogue, through
// the same call the pages make. A ranking change that drops hit@5 below 0.95, lowers MRR below the figure
// measured when this test was written, or breaks an ordering the set names, fails here.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadCatalog } from "~/features/catalog/catalog.server";
import { RELEVANCE_QUERIES } from "./search-queries";
import { displayNameOf, rankedCodes, scoreRelevance } from "./search-relevance";

/** hit@5 floor of the architecture's search budget. */
const MIN_HIT5 = 0.95;
/** MRR of the engine on this set when the test was written (0.948 over 100 queries); never lower. */
const MIN_MRR = 0.947;

const catalog = loadCatalog(path.join(process.cwd(), "data", "raw"));
const score = scoreRelevance(RELEVANCE_QUERIES, (q) => rankedCodes(catalog, q), displayNameOf(catalog));

describe("search relevance on the team's query set", () => {
  it("holds at least 80 realistic queries", () => {
    expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(80);
  });

  it(`hit@5 is at least ${MIN_HIT5}`, () => {
    expect(score.hit5, `misses:\n${score.misses.join("\n")}`).toBeGreaterThanOrEqual(MIN_HIT5);
  });

  it(`MRR is at least ${MIN_MRR}`, () => {
    expect(score.mrr, `misses:\n${score.misses.join("\n")}`).toBeGreaterThanOrEqual(MIN_MRR);
  });

  it("keeps the orderings the set names (vitamina d: every D3 above Vitamina E)", () => {
    expect(score.broken).toEqual([]);
  });
});
