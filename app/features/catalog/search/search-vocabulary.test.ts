import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { editDistance } from "./search-suggest";
import { buildVocabulary, lowerBound } from "./search-vocabulary";

describe("buildVocabulary", () => {
  const vocabulary = buildVocabulary(["vitamina", "vita", "vitaminas", "vitacon", "zinco", "vitamina", "c"]);
  const wordsIn = ([start, end]: [number, number]) => vocabulary.words.slice(start, end);

  it("sorts, deduplicates and finds words", () => {
    expect(vocabulary.words).toEqual(["c", "vita", "vitacon", "vitamina", "vitaminas", "zinco"]);
    expect(vocabulary.indexOf("vitamina")).toBe(3);
    expect(vocabulary.indexOf("vitam")).toBe(-1);
    expect(lowerBound(vocabulary.words, "vitb")).toBe(5);
  });

  it("lists the words that start with a prefix, the prefix itself included", () => {
    expect(wordsIn(vocabulary.prefixRange("vitam"))).toEqual(["vitamina", "vitaminas"]);
    expect(wordsIn(vocabulary.prefixRange("vita"))).toEqual(["vita", "vitacon", "vitamina", "vitaminas"]);
    expect(wordsIn(vocabulary.prefixRange("x"))).toEqual([]);
    expect(wordsIn(vocabulary.prefixRange("zinco"))).toEqual(["zinco"]);
  });

  it("finds the words within the allowed edits, with their distance", () => {
    const close = (term: string, max: number) =>
      vocabulary.closeWords(term, max).map(({ at, distance }) => `${vocabulary.words[at]}:${distance}`);
    expect(close("vitamna", 1)).toEqual(["vitamina:1"]);
    expect(close("vitamna", 2).sort()).toEqual(["vitamina:1", "vitaminas:2"]);
    expect(close("zinko", 1)).toEqual(["zinco:1"]);
    expect(close("vitamina", 0)).toEqual([]);
    expect(close("qwerty", 2)).toEqual([]);
  });

  it("agrees with a plain edit distance on random words (the pruning loses nothing)", () => {
    const letters = fc.string({ unit: fc.constantFrom(..."abcde"), minLength: 1, maxLength: 7 });
    fc.assert(
      fc.property(
        fc.array(letters, { maxLength: 40 }),
        letters,
        fc.integer({ min: 1, max: 3 }),
        (list, term, max) => {
          const vocabulary = buildVocabulary(list);
          const found = vocabulary
            .closeWords(term, max)
            .map(({ at, distance }) => [vocabulary.words[at], distance]);
          const expected = vocabulary.words
            .map((word) => [word, editDistance(term, word, max)] as const)
            .filter(([, distance]) => distance <= max);
          expect(found.sort()).toEqual(expected.map(([w, d]) => [w, d]).sort());
        },
      ),
      { numRuns: 300 },
    );
  });
});
