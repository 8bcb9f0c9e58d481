import { describe, expect, it } from "vitest";
import { readFixture } from "../fixtures/read-fixture";
import { normalizeSupplementSheets } from "../ingest/normalize-sheets.server";
import { canonicalNutrient, MANDATORY_NUTRIENTS } from "./nutrient-names";
import { buildNutritionView, cleanPortionLabel, formatNutrientValue } from "./nutrition";

const sheets = normalizeSupplementSheets(readFixture("suplementos")).sheets;
const collect = (index: number) => {
  const reports: string[] = [];
  const view = buildNutritionView(sheets[index]?.tabelaNutricional ?? [], (field, action) =>
    reports.push(`${field}: ${action}`),
  );
  if (!view) throw new Error("fixture table missing");
  return { view, reports };
};
const row = (index: number, name: string) => collect(index).view.rows.find((r) => r.name === name);

describe("nutrient names", () => {
  it.each([
    ["Carboidatros (g)", "Carboidratos (g)"],
    ["Sodio (mg)", "Sódio (mg)"],
    ["Proteinas (g)", "Proteínas (g)"],
    ["  Gorduras   totais (g)", "Gorduras totais (g)"],
    ["Açúcares (g)", "Açúcares totais (g)"],
  ])("reads %j as %j", (raw, name) => expect(canonicalNutrient(raw).name).toBe(name));

  it("keeps close but different mandatory names apart and leaves other nutrients alone", () => {
    expect(canonicalNutrient("Gorduras trans (g)").name).toBe("Gorduras trans (g)");
    expect(canonicalNutrient("Açúcares adicionados (g)").name).toBe("Açúcares adicionados (g)");
    expect(canonicalNutrient("Vitamina C (mg)")).toMatchObject({
      name: "Vitamina C (mg)",
      mandatoryPosition: null,
    });
    expect(canonicalNutrient("Sódio (g)").mandatoryPosition).toBeNull();
  });
});

describe("values and portions", () => {
  it.each([
    ["0 ,6", "0,6"],
    [" 12 ", "12"],
    ["1,2  ", "1,2"],
    ["1000", "1.000"],
    ["0,50", "0,5"],
    ["NULL", "-"],
    ["-", "-"],
    ["**", "**"],
    ["1 x 10⁹", "1 x 10⁹"],
  ])("shows %j as %j", (raw, text) => expect(formatNutrientValue(raw).text).toBe(text));

  it("does not report clean values", () => {
    expect(formatNutrientValue("12").fix).toBeNull();
    expect(formatNutrientValue("0,6").fix).toBeNull();
  });

  it.each([
    ["5g", "5 g"],
    [" 10 ml ", "10 ml"],
    ["Porção de 2 cápsulas (1,4 g) - medida caseira: 2 cápsulas", "1,4 g"],
    ["30 g + 200 ml de leite desnatado", "30 g + 200 ml de leite desnatado"],
    ["0,74 g", "0,74 g"],
  ])("cleans portion %j to %j", (raw, label) => expect(cleanPortionLabel(raw)).toBe(label));
});

describe("buildNutritionView on the fixture", () => {
  it("orders columns 100 g, portion, %VD* whatever the array order", () => {
    expect(collect(0).view.columns).toEqual([
      { label: "100 g", kind: "serving" },
      { label: "5 g", kind: "serving" },
      { label: "%VD*", kind: "dailyValue" },
    ]);
    expect(collect(0).view.portion).toBe("5 g");
  });

  it("puts the ten mandatory rows in RDC 429 order, then the others by OrdemDeExibicao", () => {
    const names = collect(0).view.rows.map((r) => r.name);
    expect(names.slice(0, 10)).toEqual(MANDATORY_NUTRIENTS.map((n) => n.name));
    // Both carry OrdemDeExibicao 11 (a repeat): the tie keeps the order of the first serving table ("5g").
    expect(names.slice(10)).toEqual(["Zinco (mg)", "Vitamina C (mg)"]);
  });

  it("flags sub-items for indentation", () => {
    const indents = Object.fromEntries(collect(0).view.rows.map((r) => [r.name, r.indent]));
    expect(indents).toMatchObject({
      "Carboidratos (g)": 0,
      "Açúcares totais (g)": 1,
      "Açúcares adicionados (g)": 2,
      "Gorduras saturadas (g)": 1,
      "Gorduras trans (g)": 1,
      "Sódio (mg)": 0,
    });
  });

  it("merges rows across tables, parsing and re-displaying values", () => {
    expect(row(0, "Valor energético (kcal)")?.values).toEqual(["240", "12", "0"]);
    // RDC 429: "**" in the %VD column means no daily value; the cell stays empty.
    expect(row(0, "Carboidratos (g)")?.values).toEqual(["12", "0,6", ""]);
    expect(row(0, "Açúcares totais (g)")?.values).toEqual(["-", "-", ""]);
    expect(row(0, "Fibras alimentares (g)")?.values).toEqual(["-", "1.000", "0"]);
  });

  it("collapses duplicates keeping the first value, and reports it", () => {
    expect(row(0, "Sódio (mg)")?.values).toEqual(["-", "12", "0"]);
    expect(collect(0).reports.some((r) => r.includes('duplicate "Sódio (mg)"'))).toBe(true);
  });

  it("shows a mandatory row missing from every table as - and reports it", () => {
    expect(row(0, "Gorduras trans (g)")).toEqual({
      name: "Gorduras trans (g)",
      indent: 1,
      mandatory: true,
      values: ["-", "-", ""],
    });
    expect(collect(0).reports).toContain(
      'TabelaNutricional: mandatory "Gorduras trans (g)" missing; shown as -',
    );
  });

  it("reports typos, stray spaces and malformed portions", () => {
    const reports = collect(0).reports.join("\n");
    expect(reports).toContain('"Carboidatos (g)" read as "Carboidratos (g)"');
    expect(reports).toContain('"0 ,6" read as 0,6');
    expect(reports).toContain('"5g" shown as "5 g"');
  });

  it("cleans a long portion label and ignores an empty %VD* table", () => {
    const { view } = collect(1);
    expect(view.columns.map((c) => c.label)).toEqual(["1,4 g", "10 ml"]);
    expect(view.rows.find((r) => r.name === "Colágeno hidrolisado (g)")?.values).toEqual(["1,2", "-"]);
  });

  it("shows a quantity that is not a number as - and reports it; keeps the household measure", () => {
    const reports: string[] = [];
    const view = buildNutritionView(
      [
        {
          porcao: "Porção de 2 cápsulas (1,4 g)",
          atributos: [{ campo: "Gorduras trans (g)", valor: "**", ordem: 1 }],
        },
      ],
      (field, action) => reports.push(`${field}: ${action}`),
    );
    expect(view?.rows.find((r) => r.name === "Gorduras trans (g)")?.values).toEqual(["-"]);
    expect(reports.join("\n")).toContain('"**" is not a quantity; shown as -');
    expect(view).toMatchObject({ portion: "1,4 g", householdMeasure: "2 cápsulas" });
  });

  it("returns null without a usable table", () => {
    expect(buildNutritionView([])).toBeNull();
    expect(buildNutritionView([{ porcao: "%VD*", atributos: [] }])).toBeNull();
  });
});
