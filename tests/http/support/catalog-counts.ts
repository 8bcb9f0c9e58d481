import { expect } from "vitest";
import type { ServedSite } from "./site";

/**
 * How many products /api/produtos lists for a /produtos query string (without "?"), as the browser tier's
 * tests/e2e/support/catalog-counts.ts reads it: tests compare with this figure instead of writing today's catalogue
 * figures into the test.
 */
export async function catalogTotal(site: ServedSite, query = ""): Promise<number> {
  const response = await site.get(`/api/produtos?${query}${query ? "&" : ""}limit=1`);
  expect(response.ok).toBe(true);
  const { total } = (await response.json()) as { total: number };
  expect(Number.isInteger(total)).toBe(true);
  return total;
}
