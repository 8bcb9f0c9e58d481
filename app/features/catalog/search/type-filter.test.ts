import { describe, expect, it } from "vitest";
import { foldQuery } from "../model/text";
import { matchesTypeFilter } from "./type-filter";

describe("matchesTypeFilter", () => {
  it("Cosméticos holds Perfumaria; the others are exact; todos holds everything", () => {
    expect(matchesTypeFilter("Perfumaria", "Cosmetico")).toBe(true);
    expect(matchesTypeFilter("Cosmetico", "Cosmetico")).toBe(true);
    expect(matchesTypeFilter("Perfumaria", "Suplemento")).toBe(false);
    expect(matchesTypeFilter("Medicamento", "Medicamento")).toBe(true);
    expect(matchesTypeFilter("Suplemento", "Medicamento")).toBe(false);
    expect(matchesTypeFilter("Medicamento", "todos")).toBe(true);
  });
});

describe("foldQuery", () => {
  it("folds like product text and never carries the field separator", () => {
    expect(foldQuery("  Cosmético   Ação ")).toBe("cosmetico acao");
    expect(foldQuery("vc\u0001d3")).toBe("vc d3");
    expect(foldQuery(null)).toBe("");
  });
});
