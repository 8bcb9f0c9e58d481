/**
 * The search of /sustentabilidade's collection points, for the query its loader reads (collection-query.ts).
 *
 * - A city is matched with case, accents and spaces folded ("sao jose dos campos" is São José dos Campos); a
 *   whole city name first, else every city whose name contains the text (at least 3 letters).
 * - A CEP (or its first digits) finds the points whose CEP starts with it; with none, the widest region that has
 *   points (the prefix shortened a digit at a time, down to two digits). Either way nearest first: by the numeric
 *   distance between the CEPs, the typed one completed with zeros.
 * - Nothing found, an empty query or a malformed CEP: every point, with a kind that says why.
 */
import {
  type CollectionCity,
  type CollectionPoint,
  collectionCities,
  collectionPoints,
} from "~/content/collection-points";
import { foldText } from "~/features/catalog/model/text";
import type { CollectionQuery } from "./collection-query";

const CITY_MIN_PARTIAL = 3;
const CEP_DIGITS = 8;
const REGION_MIN_DIGITS = 2;

export type CollectionResult =
  /** No query: every point. */
  | { kind: "all"; points: readonly CollectionPoint[] }
  | { kind: "city"; cities: readonly CollectionCity[]; points: readonly CollectionPoint[] }
  | { kind: "unknown-city"; points: readonly CollectionPoint[] }
  /** `prefix` is the part of the typed CEP the points share; shorter than `digits` when the search widened. */
  | { kind: "cep"; digits: string; prefix: string; points: readonly CollectionPoint[] }
  /** No point in the CEP's region: every point, nearest first. */
  | { kind: "no-region"; digits: string; points: readonly CollectionPoint[] }
  | { kind: "bad-cep"; points: readonly CollectionPoint[] };

const cepNumber = (point: CollectionPoint) => Number(point.cep.replace("-", ""));
const byCityThenName = (a: CollectionPoint, b: CollectionPoint) =>
  a.city.localeCompare(b.city, "pt-BR") || a.name.localeCompare(b.name, "pt-BR");
const sorted = (
  points: readonly CollectionPoint[],
  compare: (a: CollectionPoint, b: CollectionPoint) => number,
) => [...points].sort(compare);

/** Nearest first from a typed CEP or prefix; ties (same distance) by CEP. */
export function nearestFirst(points: readonly CollectionPoint[], digits: string): CollectionPoint[] {
  const target = Number(digits.padEnd(CEP_DIGITS, "0"));
  return sorted(
    points,
    (a, b) =>
      Math.abs(cepNumber(a) - target) - Math.abs(cepNumber(b) - target) || cepNumber(a) - cepNumber(b),
  );
}

export function citiesMatching(text: string): CollectionCity[] {
  const folded = foldText(text);
  if (!folded) return [];
  const exact = collectionCities.filter((city) => foldText(city) === folded);
  if (exact.length > 0 || folded.length < CITY_MIN_PARTIAL) return exact;
  return collectionCities.filter((city) => foldText(city).includes(folded));
}

export function searchCollectionPoints(
  query: CollectionQuery,
  points: readonly CollectionPoint[] = collectionPoints,
): CollectionResult {
  const everyPoint = sorted(points, byCityThenName);
  switch (query.kind) {
    case "none":
      return { kind: "all", points: everyPoint };
    case "bad-cep":
      return { kind: "bad-cep", points: everyPoint };
    case "city": {
      const cities = citiesMatching(query.city);
      const found = sorted(
        points.filter((point) => cities.includes(point.city)),
        (a, b) => a.city.localeCompare(b.city, "pt-BR") || cepNumber(a) - cepNumber(b),
      );
      return found.length > 0
        ? { kind: "city", cities: cities.filter((city) => found.some((p) => p.city === city)), points: found }
        : { kind: "unknown-city", points: everyPoint };
    }
    case "cep": {
      const { digits } = query;
      for (let length = digits.length; length >= Math.min(REGION_MIN_DIGITS, digits.length); length--) {
        const prefix = digits.slice(0, length);
        const found = points.filter((point) => point.cep.replace("-", "").startsWith(prefix));
        if (found.length > 0) return { kind: "cep", digits, prefix, points: nearestFirst(found, digits) };
      }
      return { kind: "no-region", digits, points: nearestFirst(points, digits) };
    }
  }
}
