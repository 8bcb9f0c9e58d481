import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * How many products /api/produtos lists for a /produtos query string (without "?"): the figure the page's count
 * must show. Journeys read counts from here instead of writing today's catalogue figures into the test, so a
 * change of data (a new brand, a product's facets) does not break a journey that is about behaviour.
 */
export async function catalogTotal(request: APIRequestContext, query = ""): Promise<number> {
  const response = await request.get(`/api/produtos?${query}${query ? "&" : ""}limit=1`);
  expect(response.ok()).toBe(true);
  const { total } = (await response.json()) as { total: number };
  expect(Number.isInteger(total)).toBe(true);
  return total;
}

/** The readable name of the first product /api/produtos lists for a /produtos query string. */
export async function firstProductName(request: APIRequestContext, query: string): Promise<string> {
  const response = await request.get(`/api/produtos?${query}&limit=1`);
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { displayName: string }[] };
  expect(items.length).toBe(1);
  return items[0]?.displayName ?? "";
}
