import { describe, expect, it } from "vitest";
import { parseIntlPhone } from "./intl-phone";

describe("parseIntlPhone", () => {
  it.each([
    ["+1 212 555 0100", "+1 212 555 0100"],
    ["+1 (212) 555-0100", "+1 (212) 555-0100"],
    ["  +44  20 7946 0958 ", "+44 20 7946 0958"],
    ["0044 20 7946 0958", "+44 20 7946 0958"],
    ["+55 12 99876-5432", "+55 12 99876-5432"],
    ["+12125550100", "+12125550100"],
  ])("accepts %s as %s", (input, value) => {
    expect(parseIntlPhone(input)).toEqual({ ok: true, value });
  });

  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["+1 212 555 0100 ext. 4", "characters"],
    ["(212) 555-0100", "countryCode"],
    ["+0 212 555 0100", "countryCode"],
    ["+1 555 01", "length"],
    ["+1 212 555 0100 0100 01", "length"],
  ])("refuses %j: %s", (input, problem) => {
    expect(parseIntlPhone(input)).toEqual({ ok: false, problem });
  });
});
