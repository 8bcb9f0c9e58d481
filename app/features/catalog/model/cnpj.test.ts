import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cnpjCheckDigit, compactCnpj, formatCnpj, parseCnpj } from "./cnpj";

const baseChar = fc.constantFrom(..."0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ".split(""));
const digit = fc.constantFrom(..."0123456789".split(""));
/** A valid CNPJ built from any base (numeric or alphanumeric), not all one character. */
const validCnpj = fc
  .oneof(
    fc.array(digit, { minLength: 12, maxLength: 12 }),
    fc.array(baseChar, { minLength: 12, maxLength: 12 }),
  )
  .map((chars) => chars.join(""))
  .filter((base) => !/^(.)\1+$/.test(base))
  .map((base) => {
    const first = cnpjCheckDigit(base);
    return `${base}${first}${cnpjCheckDigit(base + first)}`;
  });

describe("parseCnpj", () => {
  it("accepts known real-format numbers, with or without punctuation", () => {
    // Receita Federal's own CNPJ and the example of its alphanumeric CNPJ announcement.
    expect(parseCnpj("00.394.460/0058-87")).toEqual({ ok: true, value: "00.394.460/0058-87" });
    expect(parseCnpj("00394460005887")).toEqual({ ok: true, value: "00.394.460/0058-87" });
    expect(parseCnpj(" 12.aBc.345/01de-35 ")).toEqual({ ok: true, value: "12.ABC.345/01DE-35" });
  });

  it("property: every valid CNPJ is accepted bare, formatted, or with spaces, and comes back formatted", () => {
    fc.assert(
      fc.property(validCnpj, (c) => {
        const expected = formatCnpj(c);
        expect(parseCnpj(c)).toEqual({ ok: true, value: expected });
        expect(parseCnpj(expected)).toEqual({ ok: true, value: expected });
        expect(parseCnpj(` ${c.slice(0, 8)} ${c.slice(8)} `)).toEqual({ ok: true, value: expected });
        expect(parseCnpj(c.toLowerCase())).toEqual({ ok: true, value: expected });
      }),
    );
  });

  it("property: changing any one check digit is refused", () => {
    fc.assert(
      fc.property(
        validCnpj,
        fc.integer({ min: 12, max: 13 }),
        fc.integer({ min: 1, max: 9 }),
        (c, at, delta) => {
          const changed = String((Number(c[at]) + delta) % 10);
          const wrong = c.slice(0, at) + changed + c.slice(at + 1);
          expect(parseCnpj(wrong)).toEqual({ ok: false, problem: "checkDigits" });
        },
      ),
    );
  });

  it("refuses all-same numbers even though their arithmetic works", () => {
    for (const d of "0123456789") expect(parseCnpj(d.repeat(14))).toEqual({ ok: false, problem: "repeated" });
    expect(parseCnpj("11.111.111/1111-11")).toEqual({ ok: false, problem: "repeated" });
  });

  it("names the problem: empty, length, characters", () => {
    expect(parseCnpj("  ")).toEqual({ ok: false, problem: "empty" });
    expect(parseCnpj("12.345.678/0001")).toEqual({ ok: false, problem: "length" });
    expect(parseCnpj("12.345.678/0001-9A")).toEqual({ ok: false, problem: "characters" });
    expect(parseCnpj("12_345_678_0001_95")).toEqual({ ok: false, problem: "characters" });
  });
});

describe("formatCnpj", () => {
  it("formats as the visitor types", () => {
    expect(formatCnpj("1")).toBe("1");
    expect(formatCnpj("123")).toBe("12.3");
    expect(formatCnpj("12345678")).toBe("12.345.678");
    expect(formatCnpj("123456780001")).toBe("12.345.678/0001");
    expect(formatCnpj("1234567800019")).toBe("12.345.678/0001-9");
    expect(formatCnpj("12345678000195999")).toBe("12.345.678/0001-95");
  });

  it("property: formatting is idempotent and keeps every character", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (s) => {
        const once = formatCnpj(s);
        expect(formatCnpj(once)).toBe(once);
        expect(compactCnpj(once)).toBe(compactCnpj(s).slice(0, 14));
      }),
    );
  });
});
