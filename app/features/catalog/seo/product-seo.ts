/**
 * Search-engine data of a product page, pure so its shape is unit tested.
 *
 * - `productPath(ean)`: the canonical path /produto?ean=…; `productPathIn(ean, locale)`: the page's path in that
 *   language (/en/product?ean=… in English).
 * - `productDescription(detail, locale?)`: a meta description under 160 characters, built from the data (in
 *   English from the English short description, `detail.summaryEn`).
 * - `productJsonLd(detail, { siteUrl, ean, locale? })`: schema.org Product (name, the unit's gtin13, sku, brand,
 *   image, category, description, its page with that page's inLanguage) and `breadcrumbJsonLd(...)`: Início ›
 *   Produtos › product (Home › Products › product in English). Serialize with serializeJsonLd. The locale
 *   defaults to Portuguese.
 */
import { LANGUAGE_TAG, type Locale } from "~/i18n/locale";
import { localizeHref } from "~/i18n/pages";
import { textsIn } from "~/i18n/texts";
import { absoluteUrl } from "~/utils/seo/seo";
import type { ProductDetail } from "../detail/detail";
import { NOT_INFORMED } from "../model/display-text";
import { catalogPagesTexts } from "./catalog-pages.texts";

export function productPath(ean: string): string {
  return `/produto?ean=${encodeURIComponent(ean)}`;
}

export function productPathIn(ean: string, locale: Locale): string {
  return localizeHref(productPath(ean), locale);
}

const MAX_DESCRIPTION = 155;

export function productDescription(detail: ProductDetail, locale: Locale = "pt"): string {
  const t = textsIn(catalogPagesTexts, locale);
  const brand = detail.marca === NOT_INFORMED ? "" : t.brandPart(detail.marca);
  // The content ("60 cápsulas") is the Brazilian label's words: left out of the English description.
  const content = detail.conteudo === NOT_INFORMED || locale === "en" ? "" : `, ${detail.conteudo}`;
  const indication =
    locale === "en" ? detail.summaryEn : detail.indicacoes.find((line) => line !== NOT_INFORMED);
  const base = `${detail.typeLabel}${brand}${content}. ${t.madeBy}`;
  const text = indication ? `${base} ${indication}` : `${base} ${t.descriptionFallback}`;
  if (text.length <= MAX_DESCRIPTION) return text;
  return `${text.slice(0, MAX_DESCRIPTION - 1).replace(/\s+\S*$/, "")}…`;
}

interface JsonLdContext {
  siteUrl: string;
  ean: string;
  /** The page's language; Portuguese when absent. */
  locale?: Locale;
}

export function productJsonLd(detail: ProductDetail, { siteUrl, ean, locale = "pt" }: JsonLdContext) {
  const url = absoluteUrl(siteUrl, productPathIn(ean, locale));
  const gtin13 = /^\d{13}$/.test(detail.ean13) ? detail.ean13 : /^\d{13}$/.test(ean) ? ean : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: detail.nome,
    sku: detail.code,
    // The unit's own code only: the DUN-14 names the shipping case, another trade item, never this one.
    ...(gtin13 ? { gtin13 } : {}),
    ...(detail.marca !== NOT_INFORMED ? { brand: { "@type": "Brand", name: detail.marca } } : {}),
    image: absoluteUrl(siteUrl, detail.image),
    category: detail.typeLabel,
    description: productDescription(detail, locale),
    url,
    // schema.org gives a Product no language; the page about it has one (issue 36: JSON-LD inLanguage).
    mainEntityOfPage: { "@type": "ItemPage", "@id": url, inLanguage: LANGUAGE_TAG[locale] },
    manufacturer: { "@type": "Organization", name: "Convale", url: siteUrl },
  };
}

export function breadcrumbJsonLd(detail: ProductDetail, { siteUrl, ean, locale = "pt" }: JsonLdContext) {
  const t = textsIn(catalogPagesTexts, locale);
  const trail = [
    { name: t.trailHome, path: localizeHref("/", locale) },
    { name: t.trailProducts, path: localizeHref("/produtos", locale) },
    { name: detail.nome, path: productPathIn(ean, locale) },
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    inLanguage: LANGUAGE_TAG[locale],
    itemListElement: trail.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.path),
    })),
  };
}
