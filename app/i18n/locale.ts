/**
 * The site's two languages (decision 139). The locale comes from the URL alone: Portuguese at the root, English
 * under /en. Never a cookie or Accept-Language, so a page's address says its language and a shared cache keeps each
 * language under its own key.
 */
export type Locale = "pt" | "en";

/** `<html lang>`, hreflang and Intl tag of each locale. */
export const LANGUAGE_TAG: Record<Locale, string> = { pt: "pt-BR", en: "en-US" };

/** Open Graph's spelling of the same tags. */
export const OG_LOCALE: Record<Locale, string> = { pt: "pt_BR", en: "en_US" };

export const EN_PREFIX = "/en";

export function localeOfPath(pathname: string): Locale {
  return pathname === EN_PREFIX || pathname.startsWith(`${EN_PREFIX}/`) ? "en" : "pt";
}

export function localeOfUrl(url: string | URL): Locale {
  return localeOfPath(new URL(url).pathname);
}
