import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";

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

export function pageTitle(title: string): string {
  return title === site.name
    ? `${site.name} | Suplementos, cosméticos e medicamentos`
    : `${title} | ${site.name}`;
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}

export function buildMeta(page: PageMeta): MetaDescriptor[] {
  const url = absoluteUrl(page.siteUrl, page.path);
  const title = pageTitle(page.title);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "pt_BR" },
    { property: "og:site_name", content: site.name },
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
