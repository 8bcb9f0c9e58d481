import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gtinCheckDigit, isValidEan13, isValidGtin, normalizeBarcode, splitBarcodes } from "./barcodes";

const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(""));

describe("EAN-13 check digit", () => {
  it("accepts real-world codes and the bundled ones", () => {
    expect(isValidEan13("7891000315507")).toBe(true);
    expect(isValidEan13("7897412100014")).toBe(true);
    expect(isValidGtin("17897412100011")).toBe(true); // EAN-14 of the same item
  });

  it("rejects a wrong check digit, wrong length and non-digits", () => {
    expect(isValidEan13("7897412100015")).toBe(false);
    expect(isValidEan13("789741210001")).toBe(false);
    expect(isValidEan13("78974121000a4")).toBe(false);
    expect(isValidEan13("17897412100011")).toBe(false);
  });

  it("follows the 1,3,1,3… weights from the left of docs/domain-notes.md", () => {
    fc.assert(
      fc.property(digits(12), (body) => {
        const sum = [...body].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
        expect(gtinCheckDigit(body)).toBe((10 - (sum % 10)) % 10);
      }),
    );
  });

  it("appending the check digit always validates; changing any one digit never does", () => {
    fc.assert(
      fc.property(digits(12), fc.nat(12), fc.integer({ min: 1, max: 9 }), (body, position, delta) => {
        const code = body + gtinCheckDigit(body);
        expect(isValidEan13(code)).toBe(true);
        const changed = (Number(code[position]) + delta) % 10;
        const mutated = code.slice(0, position) + changed + code.slice(position + 1);
        expect(isValidEan13(mutated)).toBe(false);
      }),
    );
  });

  it("an EAN-14 built from an EAN-13 body with an indicator digit validates", () => {
    fc.assert(
      fc.property(digits(12), fc.integer({ min: 1, max: 8 }), (body, indicator) => {
        const inner = `${indicator}${body}`;
        expect(isValidGtin(inner + gtinCheckDigit(inner))).toBe(true);
      }),
    );
  });
});

describe("barcode fields", () => {
  it("reads Barra given as a JSON number or with spaces", () => {
    expect(normalizeBarcode(7897412100014)).toBe("7897412100014");
    expect(normalizeBarcode(" 7897412100014 ")).toBe("7897412100014");
    expect(normalizeBarcode("ABC")).toBeNull();
    expect(normalizeBarcode(1.5)).toBeNull();
    expect(normalizeBarcode(null)).toBeNull();
  });

  it('splits multi-code EAN13 fields on " / ", "/" and spaces', () => {
    expect(splitBarcodes("7897412200042 / 7897412200059")).toEqual(["7897412200042", "7897412200059"]);
    expect(splitBarcodes("7897412200110/7897412200127")).toEqual(["7897412200110", "7897412200127"]);
    expect(splitBarcodes("7897412200400 7897412200417")).toEqual(["7897412200400", "7897412200417"]);
    expect(splitBarcodes("7897412200011")).toEqual(["7897412200011"]);
    expect(splitBarcodes(7897412200011)).toEqual(["7897412200011"]);
    expect(splitBarcodes("n/a")).toEqual([]);
    expect(splitBarcodes(undefined)).toEqual([]);
  });

  it("splitting joined codes gives them back, whatever the separator", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(digits(13), { minLength: 1, maxLength: 4 }),
        fc.constantFrom(" / ", "/", " ", "  "),
        (codes, sep) => {
          expect(splitBarcodes(codes.join(sep))).toEqual(codes);
        },
      ),
    );
  });
});
