// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { MANDATORY_NUTRIENTS } from "../../detail/nutrient-names";
import { buildNutritionView, NUTRITION_FOOTNOTE } from "../../detail/nutrition";
import { readFixture } from "../../fixtures/read-fixture";
import { normalizeSupplementSheets } from "../../ingest/normalize-sheets.server";
import { NutritionTable } from "./nutrition-table";

afterEach(cleanup);

// Fixture sheet 0 is the quirky one: columns out of order, "5g", typos, duplicates, gaps in OrdemDeExibicao.
const sheet = normalizeSupplementSheets(readFixture("suplementos")).sheets[0];
const view = buildNutritionView(sheet?.tabelaNutricional ?? []);

describe("NutritionTable", () => {
  it("renders a real table in the RDC 429/2020 layout", () => {
    if (!view) throw new Error("fixture table missing");
    render(<NutritionTable view={view} />);
    const table = screen.getByRole("table", { name: /INFORMAÇÃO NUTRICIONAL/ });
    expect(within(table).getByText("Porção: 5 g")).toBeTruthy();
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toEqual(["100 g", "5 g", "%VD*"]);
    const rowNames = within(table)
      .getAllByRole("rowheader")
      .map((h) => h.textContent);
    expect(rowNames.slice(0, 10)).toEqual(MANDATORY_NUTRIENTS.map((n) => n.name));
    expect(rowNames.slice(10)).toEqual(["Zinco (mg)", "Vitamina C (mg)"]);
    expect(screen.getByText(NUTRITION_FOOTNOTE)).toBeTruthy();
    expect(NUTRITION_FOOTNOTE).toBe("*Percentual de valores diários fornecidos pela porção.");
  });

  it("indents sub-items and aligns each value with its column", () => {
    if (!view) throw new Error("fixture table missing");
    render(<NutritionTable view={view} />);
    const added = screen.getByRole("rowheader", { name: "Açúcares adicionados (g)" });
    const total = screen.getByRole("rowheader", { name: "Açúcares totais (g)" });
    const carbs = screen.getByRole("rowheader", { name: "Carboidratos (g)" });
    expect(added.className).toContain("pl-8");
    expect(total.className).toContain("pl-4");
    expect(carbs.className).not.toMatch(/pl-\d/);
    const cells = within(carbs.closest("tr") as HTMLElement)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    expect(cells).toEqual(["12", "0,6", ""]);
  });
});
