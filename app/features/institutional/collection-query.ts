/**
 * What /sustentabilidade's collection-point search reads from its address (?cidade= or ?cep=), so the GET forms
 * work without JavaScript and the page is the same for everyone with the same address. No point data here: the
 * route module (and so the browser) imports this for its cache parameters; the search is in
 * collection-points-search.ts, run by the loader. ?cep= wins when both are given: our forms send one of them.
 * English pages name the city ?city= (issue 36) and keep ?cep=, the word their form uses; either language's names
 * are read on both pages, so an address kept across the language switch still searches.
 */
import type { Locale } from "~/i18n/locale";

export const COLLECTION_PARAMS: Record<Locale, { city: string; cep: string }> = {
  pt: { city: "cidade", cep: "cep" },
  en: { city: "city", cep: "cep" },
};

const either = (params: URLSearchParams, name: "city" | "cep") =>
  params.get(COLLECTION_PARAMS.pt[name]) ?? params.get(COLLECTION_PARAMS.en[name]) ?? "";

/** The longest text of ?cidade= the page reads (the longest city name has 19 characters). */
export const CITY_MAX_LENGTH = 60;
/** Of a CEP typed with its hyphen. */
export const CEP_MAX_LENGTH = 9;

export type CollectionQuery =
  | { kind: "none" }
  | { kind: "city"; city: string }
  | { kind: "cep"; cep: string; digits: string }
  | { kind: "bad-cep"; cep: string };

const cleanCity = (value: string) => value.replace(/\s+/g, " ").trim().slice(0, CITY_MAX_LENGTH);

/** The digits of a CEP as typed ("12245-000", "12.245", "122"), or null when it is not one. */
export function cepDigits(value: string): string | null {
  const digits = value.replace(/[\s.-]/g, "");
  return /^\d{1,8}$/.test(digits) ? digits : null;
}

export function parseCollectionQuery(params: URLSearchParams): CollectionQuery {
  const cep = either(params, "cep").trim();
  if (cep) {
    const digits = cepDigits(cep);
    return digits ? { kind: "cep", cep, digits } : { kind: "bad-cep", cep: cep.slice(0, 20) };
  }
  const city = cleanCity(either(params, "city"));
  return city ? { kind: "city", city } : { kind: "none" };
}

/** A CEP or prefix as a visitor reads it: "12245-000", "12245-9", "122". */
export function formatCepDigits(digits: string): string {
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}
