import type { Locale } from "./locale";

/**
 * The JSON endpoints (/api/produto, /api/produtos, /api/catalogo) serve both languages at one path: English pages
 * add `lang=en`, so each language is its own URL and its own cache entry (decision 139).
 */
const LANG_PARAM = "lang";

/** `url` (a path with or without a query) as the English pages ask for it; unchanged in Portuguese. */
export function apiUrl(url: string, locale: Locale): string {
  if (locale === "pt") return url;
  return `${url}${url.includes("?") ? "&" : "?"}${LANG_PARAM}=en`;
}

/** The language an API request asks for: English only when it says so. */
export function localeOfApiRequest(url: string | URL): Locale {
  return new URL(url).searchParams.get(LANG_PARAM) === "en" ? "en" : "pt";
}
