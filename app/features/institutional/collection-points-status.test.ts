import { describe, expect, it } from "vitest";
import { collectionPoints } from "~/content/collection-points";
import { searchCollectionPoints } from "./collection-points-search";
import { collectionStatus, hoursText } from "./collection-points-status";
import { DAYS_EN } from "./collection-points-status.texts";
import { parseCollectionQuery } from "./collection-query";

const status = (query: string, locale: "pt" | "en") => {
  const parsed = parseCollectionQuery(new URLSearchParams(query));
  return collectionStatus(parsed, searchCollectionPoints(parsed), locale);
};

describe("the collection-point sentences in each language", () => {
  it("names every day range of the data in English", () => {
    const days = new Set(collectionPoints.flatMap((p) => p.hours.map((h) => h.days)));
    expect([...days].filter((d) => !DAYS_EN[d])).toEqual([]);
  });

  it("writes hours on each language's clock", () => {
    const hours = { days: "Segunda a sábado", opens: 8, closes: 20 };
    expect(hoursText(hours)).toBe("Segunda a sábado, das 8h às 20h");
    expect(hoursText(hours, "en")).toBe("Monday to Saturday, 8 a.m. to 8 p.m.");
    expect(hoursText({ days: "Domingo e feriados", opens: 9, closes: 12 }, "en")).toBe(
      "Sundays and holidays, 9 a.m. to noon",
    );
  });

  it("tells the same result in Portuguese and in English", () => {
    const all = collectionPoints.length;
    expect(status("", "pt")).toMatch(new RegExp(`^${all} pontos de coleta em \\d+ cidades\\.`));
    expect(status("", "en")).toMatch(new RegExp(`^${all} collection points in \\d+ cities\\.`));
    expect(status("cidade=Taubaté", "en")).toMatch(/^\d+ collection points in Taubaté\.$/);
    expect(status("cep=abc", "en")).toMatch(/^“abc” is not a CEP/);
    expect(status("cidade=Recife", "en")).toMatch(/^We found no collection points in “Recife”/);
  });
});
