import { expect, it } from "vitest";
import { fill } from "./fill";

it("fills named blanks and leaves unknown ones", () => {
  expect(fill("{name}, página inicial", { name: "Convale" })).toBe("Convale, página inicial");
  expect(fill("{a} e {b}", { a: 1, b: "2" })).toBe("1 e 2");
  expect(fill("{x}", {})).toBe("{x}");
});
