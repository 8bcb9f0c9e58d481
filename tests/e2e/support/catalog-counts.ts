import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * How many products /api/produtos lists for a /produtos query string (without "?"): the figure the page's count
 * must show. Journeys read counts from here instead of writing today's catalogue figures into the test, so a
 * change of data (a new brand, a product's facets) does not break a journey that is about behaviour.
 */
export async function catalogTotal(request: APIRequestContext, query = ""): Promise<number> {
  const response = await getOnce(request, `/api/produtos?${query}${query ? "&" : ""}limit=1`);
  expect(response.ok()).toBe(true);
  const { total } = (await response.json()) as { total: number };
  expect(Number.isInteger(total)).toBe(true);
  return total;
}

/** The readable name of the first product /api/produtos lists for a /produtos query string. */
export async function firstProductName(request: APIRequestContext, query: string): Promise<string> {
  const response = await getOnce(request, `/api/produtos?${query}&limit=1`);
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { displayName: string }[] };
  expect(items.length).toBe(1);
  return items[0]?.displayName ?? "";
}

/**
 * A GET asked again once when the test's own client reused a keep-alive connection the server had just closed
 * (ECONNRESET; the server's keepAliveTimeout, decision 088), as a browser retries it. Any other failure stands.
 */
async function getOnce(request: APIRequestContext, url: string) {
  try {
    return await request.get(url);
  } catch (error) {
    if (!String(error).includes("ECONNRESET")) throw error;
    return request.get(url);
  }
}
