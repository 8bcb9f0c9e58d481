import { getCatalog } from "~/features/catalog/catalog.server";
import { sitemapEntries, sitemapXml } from "~/features/catalog/seo/sitemap";
import { cacheableHandle } from "~/utils/server/cache-handle";
import { publicConfig } from "~/utils/server/env.server";

/** The same for every visitor: cached by the server (server/pages/cacheable-routes.ts). */
export const handle = cacheableHandle;

/** Indexable pages; /unidades/* show the business-units page and are left to its canonical URL. */
const PAGES = [
  "/",
  "/quem-somos",
  "/unidades-negocio",
  "/produtos",
  "/carreira",
  "/sustentabilidade",
  "/contato",
  "/desenvolvimento-de-marca",
  "/privacidade",
];

export function loader() {
  const body = sitemapXml(publicConfig().siteUrl, sitemapEntries(PAGES, getCatalog().products));
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
