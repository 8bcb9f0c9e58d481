import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildSubstringFloor } from "./search-floor";

describe("buildSubstringFloor", () => {
  const texts = [
    "le blue shampoo\u0001lb-1\u0001",
    "vitamina c\u0001vc-2\u0001acido ascorbico",
    "shampoo\u0001\u0001",
  ];
  const floor = buildSubstringFloor(texts);

  it("finds every text containing the needle, in id order, each once", () => {
    expect(floor.matches("shampoo")).toEqual([0, 2]);
    expect(floor.matches("o")).toEqual([0, 1, 2]); // short needle: the joined-text scan
    expect(floor.matches("a c")).toEqual([1]);
    expect(floor.matches("shampoos")).toEqual([]);
    expect(floor.matches("")).toEqual([]);
  });

  it("leaves out the ids already found", () => {
    expect(floor.matches("shampoo", Uint8Array.of(1, 0, 0))).toEqual([2]);
    expect(floor.matches("o", Uint8Array.of(0, 1, 0))).toEqual([0, 2]);
  });

  it("equals a plain includes filter on random texts", () => {
    const text = fc.string({ unit: fc.constantFrom(..."abc -\u0001"), maxLength: 15 });
    fc.assert(
      fc.property(
        fc.array(text, { maxLength: 25 }),
        fc.string({ unit: fc.constantFrom(..."abc -"), maxLength: 5 }),
        (list, needle) => {
          const expected = needle === "" ? [] : list.flatMap((t, id) => (t.includes(needle) ? [id] : []));
          expect(buildSubstringFloor(list).matches(needle)).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});
