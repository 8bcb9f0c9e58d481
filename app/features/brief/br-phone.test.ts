import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatBrPhone, parseBrPhone } from "./br-phone";

describe("parseBrPhone", () => {
  it.each([
    ["(12) 99876-5432", "(12) 99876-5432"],
    ["12998765432", "(12) 99876-5432"],
    ["+55 12 99876-5432", "(12) 99876-5432"],
    ["5512998765432", "(12) 99876-5432"],
    ["(12) 3908-4500", "(12) 3908-4500"],
    ["12 3908 4500", "(12) 3908-4500"],
  ])("accepts %s as %s", (input, value) => {
    expect(parseBrPhone(input)).toEqual({ ok: true, value });
  });

  it.each([
    ["", "empty"],
    ["12 abc 4567", "characters"],
    ["3908-4500", "length"],
    ["(20) 99876-5432", "areaCode"],
    ["(12) 89876-5432", "mobile"],
    ["(12) 9908-4500", "mobile"],
  ])("refuses %j (%s)", (input, problem) => {
    expect(parseBrPhone(input)).toEqual({ ok: false, problem });
  });
});

describe("formatBrPhone", () => {
  it("formats as the visitor types", () => {
    expect(formatBrPhone("1")).toBe("(1");
    expect(formatBrPhone("123")).toBe("(12) 3");
    expect(formatBrPhone("1239084500")).toBe("(12) 3908-4500");
    expect(formatBrPhone("12998765432")).toBe("(12) 99876-5432");
    expect(formatBrPhone("+5512998765432")).toBe("+55 (12) 99876-5432");
  });

  it("property: a formatted valid number parses to itself", () => {
    const number = fc.tuple(
      fc.constantFrom(11, 12, 21, 61, 99),
      fc.boolean(),
      fc.integer({ min: 0, max: 99_999_999 }),
    );
    fc.assert(
      fc.property(number, ([ddd, mobile, n]) => {
        const subscriber = mobile
          ? `9${String(n).padStart(8, "0")}`
          : `3${String(n).padStart(8, "0").slice(1)}`;
        const formatted = formatBrPhone(`${ddd}${subscriber}`);
        expect(parseBrPhone(formatted)).toEqual({ ok: true, value: formatted });
      }),
    );
  });
});
