/**
 * Search-engine data of a product page, pure so its shape is unit tested.
 *
 * - `productPath(ean)`: the canonical path /produto?ean=….
 * - `productDescription(detail)`: a meta description under 160 characters, built from the data.
 * - `productJsonLd(detail, { siteUrl, ean })`: schema.org Product (name, the unit's gtin13, sku, brand, image, category,
 *   description) and `breadcrumbJsonLd(...)`: Início › Produtos › product. Serialize with serializeJsonLd.
 */
import { absoluteUrl } from "~/utils/seo/seo";
import type { ProductDetail } from "../detail/detail";
import { NOT_INFORMED } from "../model/display-text";

export function productPath(ean: string): string {
  return `/produto?ean=${encodeURIComponent(ean)}`;
}

const MAX_DESCRIPTION = 155;

export function productDescription(detail: ProductDetail): string {
  const brand = detail.marca === NOT_INFORMED ? "" : ` ${detail.marca}`;
  const content = detail.conteudo === NOT_INFORMED ? "" : `, ${detail.conteudo}`;
  const indication = detail.indicacoes.find((line) => line !== NOT_INFORMED);
  const base = `${detail.typeLabel}${brand}${content}. Fabricado pela Convale.`;
  const text = indication ? `${base} ${indication}` : `${base} Composição, indicações e dados técnicos.`;
  if (text.length <= MAX_DESCRIPTION) return text;
  return `${text.slice(0, MAX_DESCRIPTION - 1).replace(/\s+\S*$/, "")}…`;
}

interface JsonLdContext {
  siteUrl: string;
  ean: string;
}

export function productJsonLd(detail: ProductDetail, { siteUrl, ean }: JsonLdContext) {
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
    description: productDescription(detail),
    url: absoluteUrl(siteUrl, productPath(ean)),
    manufacturer: { "@type": "Organization", name: "Convale", url: siteUrl },
  };
}

export function breadcrumbJsonLd(detail: ProductDetail, { siteUrl, ean }: JsonLdContext) {
  const trail = [
    { name: "Início", path: "/" },
    { name: "Produtos", path: "/produtos" },
    { name: detail.nome, path: productPath(ean) },
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.path),
    })),
  };
}
