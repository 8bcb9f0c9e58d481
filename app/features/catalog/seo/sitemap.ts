/**
 * /sitemap.xml and /robots.txt bodies, pure so they are unit tested.
 *
 * - `sitemapEntries(pages, products)`: site pages, then one /produto?ean=… per product (by its main barcode;
 *   a barcode shared by two rows is listed once, as /produto shows the first).
 * - `sitemapXml(siteUrl, paths)`: the urlset document, XML-escaped; each page lists its address in both languages
 *   (`xhtml:link` alternates, the same as the page's hreflang links).
 * - `robotsTxt(siteUrl)`: allows the site, keeps search results (/produtos?…, /en/products?…) and the JSON API
 *   out, and points at both sitemaps (Portuguese /sitemap.xml, English /en/sitemap.xml).
 */
import { absoluteUrl, languageAlternates } from "~/utils/seo/seo";
import { productEan } from "../model/codes";
import type { Product } from "../model/types";
import { productPath } from "./product-seo";

export function sitemapEntries(
  pages: readonly string[],
  products: readonly Pick<Product, "barcode" | "technical">[],
): string[] {
  const paths = new Set(pages);
  for (const product of products) {
    const ean = productEan(product);
    if (ean) paths.add(productPath(ean));
  }
  return [...paths];
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map((p) => {
    const links = languageAlternates(siteUrl, p).map(
      (a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`,
    );
    return `  <url><loc>${escapeXml(absoluteUrl(siteUrl, p))}</loc>${links.join("")}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    // Search-result pages (/produtos?q=…, ?categoria=…, ?quantidade=…) repeat catalogue content.
    "Disallow: /produtos?",
    "Disallow: /en/products?",
    "Disallow: /api/",
    "",
    `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`,
    `Sitemap: ${absoluteUrl(siteUrl, "/en/sitemap.xml")}`,
    "",
  ].join("\n");
}
