import { describe, expect, it } from "vitest";
import { editDistance, suggestCorrection } from "./search-suggest";

describe("suggestCorrection", () => {
  const vocabulary = new Map([
    ["paracetamol", 3],
    ["shampoo", 16],
    ["shampu", 1],
    ["vitamina", 40],
  ]);
  it("replaces unknown words by the closest, most used word", () => {
    expect(suggestCorrection(["paracetamuuul"], vocabulary)).toBe("paracetamol");
    expect(suggestCorrection(["shampoa"], vocabulary)).toBe("shampoo");
    expect(suggestCorrection(["vitamin", "d3"], vocabulary)).toBe("vitamina d3");
  });
  it("says nothing when every word is known, short or too far", () => {
    expect(suggestCorrection(["vitamina"], vocabulary)).toBeNull();
    expect(suggestCorrection(["xyz"], vocabulary)).toBeNull();
    expect(suggestCorrection(["qwertyuiop"], vocabulary)).toBeNull();
  });
  it("measures edits and gives up past the bound", () => {
    expect(editDistance("kitten", "sitting", 5)).toBe(3);
    expect(editDistance("kitten", "sitting", 2)).toBe(3);
    expect(editDistance("abc", "abc", 0)).toBe(0);
  });
});
