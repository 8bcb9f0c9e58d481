import { describe, expect, it } from "vitest";
import { bm25, buildScorer, type QueryWord } from "./search-scorer";

// Two fields: name (weight 3) and notes (weight 1); words split on spaces; "xampu" also indexes "shampoo".
const texts = [
  ["shampoo hidratante", "cabelo seco"], // 0
  ["condicionador hidratante", "cabelo"], // 1
  ["vitamina c", "imunidade"], // 2
  ["vitamina d", "ossos"], // 3
  ["xampu anticaspa", ""], // 4
  ["sabonete", "hidratante hidratante hidratante"], // 5
  ["vita c", "imunidade"], // 6
  ["sabonete glicerina neutro", ""], // 7
  ["creme", "sabonete seco"], // 8
];
const scorer = buildScorer(texts, {
  boosts: [3, 1],
  tokenize: (text) => text.split(" ").filter((t) => t !== ""),
  processTerm: (token) => (token === "de" ? null : token === "xampu" ? ["xampu", "shampoo"] : [token]),
});
const word = (term: string, extra: Partial<QueryWord> = {}): QueryWord => ({
  term,
  prefix: false,
  fuzzy: 0,
  ...extra,
});

describe("buildScorer", () => {
  it("ranks a word in the heavier field first, and rarer words above common ones", () => {
    // "hidratante" is in the name of 0 and 1 (weight 3) and only in the notes of 5, even if three times.
    expect(scorer.search([word("hidratante")], true)).toEqual([0, 1, 5]);
    // Two matched words beat one: quality multiplies by the number of query words matched.
    expect(scorer.search([word("shampoo"), word("cabelo")], false)[0]).toBe(0);
    // 8 has both words in its light field, 5 one word in its heavy field: 8 wins only by that multiplier.
    expect(scorer.search([word("sabonete"), word("seco")], false)).toEqual([8, 5, 7, 0]);
  });

  it("keeps only documents with every word when asked (AND), any word otherwise (OR)", () => {
    expect(scorer.search([word("vitamina"), word("d")], true)).toEqual([3]);
    expect(scorer.search([word("vitamina"), word("d")], false)).toEqual([3, 2]);
    expect(scorer.search([word("c"), word("imunidade")], true).sort()).toEqual([2, 6]);
    expect(scorer.search([word("vitamina"), word("ossos"), word("nada")], true)).toEqual([]);
    // A repeated word counts once for AND.
    expect(scorer.search([word("cabelo"), word("cabelo")], true).sort()).toEqual([0, 1]);
  });

  it("indexes every term a token gives (synonyms) and drops stop words", () => {
    expect(scorer.search([word("shampoo")], true).sort()).toEqual([0, 4]);
    expect(scorer.has("xampu")).toBe(true);
    expect(scorer.has("de")).toBe(false);
  });

  it("expands a prefix only when asked, below the exact word", () => {
    expect(scorer.search([word("vitam")], true)).toEqual([]);
    expect(scorer.search([word("vitam", { prefix: true })], true).sort()).toEqual([2, 3]);
    expect(scorer.search([word("condicionador", { prefix: true })], true)).toEqual([1]);
    // The word itself (6) above its expansions (vitamina: 2, 3); expansions weigh 0.5 × 8 / (8 + 0.3 × 4).
    expect(scorer.search([word("vita", { prefix: true })], true)).toEqual([6, 2, 3]);
    expect(scorer.search([word("vita")], true)).toEqual([6]);
  });

  it("matches typos within the allowed edits only", () => {
    expect(scorer.search([word("vitamna")], true)).toEqual([]);
    expect(scorer.search([word("vitamna", { fuzzy: 1 })], true).sort()).toEqual([2, 3]);
    expect(scorer.search([word("condcionadr", { fuzzy: 1 })], true)).toEqual([]);
    expect(scorer.search([word("condcionadr", { fuzzy: 2 })], true)).toEqual([1]);
  });

  it("leaves no state behind between queries", () => {
    const first = scorer.search([word("hidratante"), word("cabelo")], false);
    scorer.search([word("vitamina", { prefix: true })], false);
    expect(scorer.search([word("hidratante"), word("cabelo")], false)).toEqual(first);
  });
});

describe("bm25", () => {
  it("grows with term frequency, shrinks with document frequency and field length", () => {
    expect(bm25(2, 1, 10, 3, 3)).toBeGreaterThan(bm25(1, 1, 10, 3, 3));
    expect(bm25(1, 5, 10, 3, 3)).toBeLessThan(bm25(1, 1, 10, 3, 3));
    expect(bm25(1, 1, 10, 6, 3)).toBeLessThan(bm25(1, 1, 10, 3, 3));
    // MiniSearch 7's value: idf × (d + tf(k+1) / (tf + k(1 − b + b·len/avg))), k 1.2, b 0.7, d 0.5.
    expect(bm25(1, 1, 10, 3, 3)).toBeCloseTo(Math.log(1 + 9.5 / 1.5) * (0.5 + 2.2 / 2.2), 12);
  });
});
