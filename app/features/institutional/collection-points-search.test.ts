import { describe, expect, it } from "vitest";
import {
  COLLECTION_CLOSES,
  COLLECTION_OPENS,
  type CollectionPoint,
  cityCepRanges,
  collectionCities,
  collectionPoints,
} from "~/content/collection-points";
import { citiesMatching, nearestFirst, searchCollectionPoints } from "./collection-points-search";
import { cepDigits, formatCepDigits, parseCollectionQuery } from "./collection-query";

const search = (query: string) => searchCollectionPoints(parseCollectionQuery(new URLSearchParams(query)));
const names = (points: readonly CollectionPoint[]) => points.map((p) => p.name);
const ceps = (points: readonly CollectionPoint[]) => points.map((p) => p.cep);

describe("the collection points' data", () => {
  it("has 20 to 30 points, unique ids and names, in every city listed", () => {
    expect(collectionPoints.length).toBeGreaterThanOrEqual(20);
    expect(collectionPoints.length).toBeLessThanOrEqual(30);
    expect(new Set(collectionPoints.map((p) => p.id)).size).toBe(collectionPoints.length);
    expect(new Set(names(collectionPoints)).size).toBe(collectionPoints.length);
    expect(new Set(collectionPoints.map((p) => p.city))).toEqual(new Set(collectionCities));
  });

  it("gives each point a CEP of its city's range, in the 00000-000 format", () => {
    for (const point of collectionPoints) {
      expect(point.cep, point.name).toMatch(/^\d{5}-\d{3}$/);
      const [low, high] = cityCepRanges[point.city];
      const first5 = Number(point.cep.slice(0, 5));
      expect(first5, `${point.name} ${point.cep}`).toBeGreaterThanOrEqual(low);
      expect(first5, `${point.name} ${point.cep}`).toBeLessThanOrEqual(high);
    }
  });

  it("keeps every point's hours within the 8h–22h rule", () => {
    for (const point of collectionPoints) {
      expect(point.hours.length, point.name).toBeGreaterThan(0);
      for (const { opens, closes } of point.hours) {
        expect(opens, point.name).toBeGreaterThanOrEqual(COLLECTION_OPENS);
        expect(closes, point.name).toBeLessThanOrEqual(COLLECTION_CLOSES);
        expect(opens, point.name).toBeLessThan(closes);
      }
    }
  });
});

describe("parseCollectionQuery", () => {
  it("reads the city by its English name too (?city=, English pages)", () => {
    expect(parseCollectionQuery(new URLSearchParams("city=Lorena"))).toEqual({
      kind: "city",
      city: "Lorena",
    });
    expect(parseCollectionQuery(new URLSearchParams("cidade=Lorena&city=Taubat%C3%A9"))).toEqual({
      kind: "city",
      city: "Lorena",
    });
  });
  it("reads a city, a CEP, nothing, or a malformed CEP; ?cep= wins", () => {
    expect(parseCollectionQuery(new URLSearchParams(""))).toEqual({ kind: "none" });
    expect(parseCollectionQuery(new URLSearchParams("cidade=%20%20&cep="))).toEqual({ kind: "none" });
    expect(parseCollectionQuery(new URLSearchParams("cidade=  S%C3%A3o   Paulo "))).toEqual({
      kind: "city",
      city: "São Paulo",
    });
    expect(parseCollectionQuery(new URLSearchParams("cep=12245-000&cidade=Lorena"))).toEqual({
      kind: "cep",
      cep: "12245-000",
      digits: "12245000",
    });
    expect(parseCollectionQuery(new URLSearchParams("cep=abc"))).toEqual({ kind: "bad-cep", cep: "abc" });
  });

  it("reads a CEP with or without its hyphen or dot, up to 8 digits", () => {
    expect(cepDigits("12.245-000")).toBe("12245000");
    expect(cepDigits("122")).toBe("122");
    expect(cepDigits("122450001")).toBeNull();
    expect(cepDigits("12a")).toBeNull();
    expect(formatCepDigits("12245000")).toBe("12245-000");
    expect(formatCepDigits("122")).toBe("122");
  });
});

describe("searchCollectionPoints by city", () => {
  it("folds case, accents and spaces", () => {
    for (const typed of ["São José dos Campos", "sao jose dos campos", "SÃO  JOSÉ DOS CAMPOS"]) {
      const result = search(`cidade=${encodeURIComponent(typed)}`);
      expect(result.kind, typed).toBe("city");
      if (result.kind !== "city") continue;
      expect(result.cities).toEqual(["São José dos Campos"]);
      expect(result.points.every((p) => p.city === "São José dos Campos")).toBe(true);
      expect(result.points).toHaveLength(4);
    }
    expect(citiesMatching("jacarei")).toEqual(["Jacareí"]);
    expect(citiesMatching("TAUBATÉ")).toEqual(["Taubaté"]);
  });

  it("matches part of a name from 3 letters, never by one or two", () => {
    expect(citiesMatching("guara")).toEqual(["Guaratinguetá"]);
    expect(citiesMatching("são")).toEqual(["São José dos Campos", "São Paulo"]);
    expect(citiesMatching("sa")).toEqual([]);
  });

  it("says an unknown city is unknown and gives every point", () => {
    const result = search("cidade=Campinas");
    expect(result.kind).toBe("unknown-city");
    expect(result.points).toHaveLength(collectionPoints.length);
  });
});

describe("searchCollectionPoints by CEP", () => {
  it("finds the points of a prefix, nearest first", () => {
    const result = search("cep=122");
    expect(result).toMatchObject({ kind: "cep", prefix: "122" });
    // São José dos Campos (122xx), then Caçapava (1228x–1229x).
    const near = ["12210-260", "12230-001", "12243-030", "12246-870", "12281-020", "12283-200"];
    expect(ceps(result.points)).toEqual(near);
  });

  it("orders by numeric distance from the typed CEP", () => {
    const result = search("cep=12245-000");
    expect(result).toMatchObject({ kind: "cep", digits: "12245000", prefix: "1224" });
    expect(ceps(result.points)).toEqual(["12246-870", "12243-030"]);
    expect(ceps(nearestFirst(collectionPoints, "0400")).slice(0, 2)).toEqual(["04010-100", "03081-000"]);
  });

  it("widens to the region down to two digits; with no region, every point nearest first", () => {
    expect(search("cep=12340")).toMatchObject({ kind: "cep", prefix: "123" });
    const none = search("cep=69900-000");
    expect(none.kind).toBe("no-region");
    expect(none.points).toHaveLength(collectionPoints.length);
    expect(none.points[0]?.cep).toBe("12607-000");
  });

  it("gives every point for a malformed CEP", () => {
    const result = search("cep=abc");
    expect(result.kind).toBe("bad-cep");
    expect(result.points).toHaveLength(collectionPoints.length);
  });
});
