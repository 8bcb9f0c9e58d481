import { getCatalog } from "~/features/catalog/catalog.server";
import { sitemapEntries, sitemapXml } from "~/features/catalog/seo/sitemap";
import { localeOfUrl } from "~/i18n/locale";
import { localizeHref } from "~/i18n/pages";
import { cacheableHandle } from "~/utils/server/cache-handle";
import { publicConfig } from "~/utils/server/env.server";
import type { Route } from "./+types/sitemap.xml";

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

/** /sitemap.xml lists the Portuguese pages, /en/sitemap.xml the English ones; each entry names both (decision 139). */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfUrl(request.url);
  const paths = sitemapEntries(PAGES, getCatalog().products).map((path) => localizeHref(path, locale));
  const body = sitemapXml(publicConfig().siteUrl, paths);
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
