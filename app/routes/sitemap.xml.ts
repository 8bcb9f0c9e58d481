import { getCatalog } from "~/features/catalog/catalog.server";
import { sitemapEntries, sitemapXml } from "~/features/catalog/sitemap";
import { publicConfig } from "~/utils/env.server";

/** Indexable pages; /unidades/* show the business-units page and are left to its canonical URL. */
const PAGES = [
  "/",
  "/quem-somos",
  "/unidades-negocio",
  "/produtos",
  "/carreira",
  "/sustentabilidade",
  "/contato",
  "/privacidade",
];

export function loader() {
  const body = sitemapXml(publicConfig().siteUrl, sitemapEntries(PAGES, getCatalog().products));
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
