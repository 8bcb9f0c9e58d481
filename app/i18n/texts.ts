import { useLocation } from "react-router";
import { type Locale, localeOfPath } from "./locale";
import { localizeHref } from "./pages";

/**
 * The English shape of a Portuguese text module: the same keys and the same number of items, any strings
 * (content modules are `as const`, so their strings are literal types).
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends object
      ? { readonly [K in keyof T]: Translation<T[K]> }
      : T;

/** A text module in both languages: the type holds them equal, and app/i18n/texts.test.ts checks them again. */
export interface Texts<T> {
  readonly pt: T;
  readonly en: Translation<T>;
}

export function defineTexts<T>(pt: T, en: Translation<NoInfer<T>>): Texts<T> {
  return { pt, en };
}

/**
 * The module's text in `locale`. The English is read through the Portuguese type: both have the same keys, and
 * the fields that are not text (icons, ids, images' sizes) are the same by construction of the module.
 */
export function textsIn<T>(texts: Texts<T>, locale: Locale): T {
  return (locale === "en" ? texts.en : texts.pt) as T;
}

/** The page's language, from its address (decision 139). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** A text module in the page's language. */
export function useTexts<T>(texts: Texts<T>): T {
  return textsIn(texts, useLocale());
}

/** Writes a Portuguese site href ("/produtos?q=x") as the same page's href in the page's language. */
export function useLocalHref(): (href: string) => string {
  const locale = useLocale();
  return (href) => localizeHref(href, locale);
}
