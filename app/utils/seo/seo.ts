import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";
import { SITE_NAME } from "~/content/site-name";
import { LANGUAGE_TAG, type Locale, localeOfPath, OG_LOCALE } from "~/i18n/locale";
import { alternatePath } from "~/i18n/pages";

export interface PageMeta {
  title: string;
  description: string;
  /** Path (with query when it identifies the page) for the canonical URL. */
  path: string;
  siteUrl: string;
  /** Keep the page out of search indexes (search results, 404). */
  noindex?: boolean;
  image?: string;
}

const HOME_TITLE_TAIL: Record<Locale, string> = {
  pt: "Suplementos, cosméticos e medicamentos",
  en: "Supplements, cosmetics and medicines",
};

export function pageTitle(title: string, locale: Locale = "pt"): string {
  return title === SITE_NAME ? `${SITE_NAME} | ${HOME_TITLE_TAIL[locale]}` : `${title} | ${SITE_NAME}`;
}

/**
 * The page's address in each language, query kept (a product is its ?ean=), for hreflang: the Portuguese page is
 * the default (x-default). Empty for a path with no page in the other language (a 404).
 */
export function languageAlternates(siteUrl: string, path: string): { hreflang: string; href: string }[] {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const query = cut === -1 ? "" : path.slice(cut);
  const pt = alternatePath(pathname, "pt");
  const en = alternatePath(pathname, "en");
  if (!pt || !en) return [];
  return [
    { hreflang: LANGUAGE_TAG.pt, href: absoluteUrl(siteUrl, pt + query) },
    { hreflang: LANGUAGE_TAG.en, href: absoluteUrl(siteUrl, en + query) },
    { hreflang: "x-default", href: absoluteUrl(siteUrl, pt + query) },
  ];
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}

export function buildMeta(page: PageMeta): MetaDescriptor[] {
  const url = absoluteUrl(page.siteUrl, page.path);
  const locale = localeOfPath(new URL(url).pathname);
  const title = pageTitle(page.title, locale);
  const alternates = page.noindex ? [] : languageAlternates(page.siteUrl, page.path);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternates.map((a) => ({ tagName: "link", rel: "alternate", hrefLang: a.hreflang, href: a.href })),
    { property: "og:type", content: "website" },
    { property: "og:locale", content: OG_LOCALE[locale] },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
  ];
  if (page.image) tags.push({ property: "og:image", content: absoluteUrl(page.siteUrl, page.image) });
  if (page.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  return tags;
}

/** JSON for a <script type="application/ld+json">, escaped so no value can close the script element. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function organizationJsonLd(siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    legalName: site.legalName,
    url: siteUrl,
    logo: absoluteUrl(siteUrl, "/logo.svg"),
    email: site.email,
    telephone: site.phones[0]?.e164,
    taxID: site.cnpj,
    address: site.addresses.map((a) => ({
      "@type": "PostalAddress",
      streetAddress: a.street,
      addressLocality: "São José dos Campos",
      addressRegion: "SP",
      postalCode: a.zip,
      addressCountry: "BR",
    })),
    sameAs: site.social.map((s) => s.href),
  };
}
