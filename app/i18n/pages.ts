import { EN_PREFIX, type Locale } from "./locale";

/**
 * Every page that exists in both languages, with its address in each (issue 36). One route module serves both
 * addresses (app/routes.ts); this table is what links, the language switcher, hreflang and the sitemap read.
 */
export const PAGE_PATHS = {
  home: { pt: "/", en: EN_PREFIX },
  about: { pt: "/quem-somos", en: `${EN_PREFIX}/about` },
  businessUnits: { pt: "/unidades-negocio", en: `${EN_PREFIX}/business-units` },
  products: { pt: "/produtos", en: `${EN_PREFIX}/products` },
  product: { pt: "/produto", en: `${EN_PREFIX}/product` },
  privateLabel: { pt: "/desenvolvimento-de-marca", en: `${EN_PREFIX}/private-label` },
  contact: { pt: "/contato", en: `${EN_PREFIX}/contact` },
  sustainability: { pt: "/sustentabilidade", en: `${EN_PREFIX}/sustainability` },
  careers: { pt: "/carreira", en: `${EN_PREFIX}/careers` },
  privacy: { pt: "/privacidade", en: `${EN_PREFIX}/privacy` },
} as const satisfies Record<string, Record<Locale, string>>;

export type PageKey = keyof typeof PAGE_PATHS;

const PAGE_KEYS = Object.keys(PAGE_PATHS) as PageKey[];

/** The page a path (no query, no hash) shows, in whichever language; undefined for a path no page has. */
export function pageOfPath(pathname: string): PageKey | undefined {
  const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  return PAGE_KEYS.find((key) => PAGE_PATHS[key].pt === path || PAGE_PATHS[key].en === path);
}

/**
 * A site-internal href written in Portuguese ("/produtos?q=x", "/desenvolvimento-de-marca#briefing", "/#produtos")
 * as the same page's href in `locale`. Query and hash are kept; a path with no English page (a file, an API) is
 * returned as it is.
 */
export function localizeHref(href: string, locale: Locale): string {
  if (locale === "pt" || !href.startsWith("/")) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? "" : href.slice(cut);
  const page = pageOfPath(path);
  return page ? `${PAGE_PATHS[page][locale]}${rest}` : href;
}

/** The same page in the other language, for the switcher and hreflang; undefined when the path is no page's. */
export function alternatePath(pathname: string, to: Locale): string | undefined {
  const page = pageOfPath(pathname);
  return page ? PAGE_PATHS[page][to] : undefined;
}
