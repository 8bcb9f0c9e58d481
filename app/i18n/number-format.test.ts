import { describe, expect, it } from "vitest";
import { LANGUAGE_TAG, type Locale } from "./locale";
import { formatNumber } from "./number-format";

const values = [
  0,
  -0,
  1,
  7,
  9.5,
  7.9,
  10,
  430,
  999,
  1000,
  1234.5,
  7900,
  12345,
  999999.99,
  1000000,
  20500000,
  1.005,
  2.675,
  0.05,
  0.5,
  1.5,
  2.5,
  -1.5,
  -0.04,
  -1234.567,
  0.1 + 0.2,
  123456789.123456,
  1e15,
];
// And 500 more, of every size from 0.001 to 10 million with up to 4 decimals (a fixed sequence, the same each run).
let seed = 7;
for (let i = 0; i < 500; i++) {
  seed = (seed * 48271) % 2147483647;
  values.push(Math.round((seed / 2147483647) * 10 ** ((i % 10) + 1)) / 10 ** (i % 5));
}
const settings = [
  {},
  { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { maximumFractionDigits: 2 },
  { maximumFractionDigits: 6 },
];

describe("formatNumber", () => {
  for (const locale of ["pt", "en"] as Locale[]) {
    it(`writes what Intl.NumberFormat writes in ${LANGUAGE_TAG[locale]}`, () => {
      for (const options of settings) {
        const intl = new Intl.NumberFormat(LANGUAGE_TAG[locale], {
          ...options,
          maximumFractionDigits: options.maximumFractionDigits ?? options.minimumFractionDigits ?? 0,
        });
        for (const value of values)
          expect(formatNumber(value, locale, options), `${value} ${JSON.stringify(options)}`).toBe(
            intl.format(value),
          );
      }
    });
  }

  it("groups thousands and marks decimals by the locale", () => {
    expect(formatNumber(7900, "pt")).toBe("7.900");
    expect(formatNumber(7900, "en")).toBe("7,900");
    expect(formatNumber(7.9, "pt", { minimumFractionDigits: 1 })).toBe("7,9");
    expect(formatNumber(7.9, "en", { minimumFractionDigits: 1 })).toBe("7.9");
  });
});
