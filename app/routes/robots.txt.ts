import { robotsTxt } from "~/features/catalog/seo/sitemap";
import { cacheableHandle } from "~/utils/server/cache-handle";
import { publicConfig } from "~/utils/server/env.server";

/** The same for every visitor: cached by the server (server/pages/cacheable-routes.ts). */
export const handle = cacheableHandle;

/** Served by a route (not public/robots.txt) so the sitemap line carries the configured SITE_URL. */
export function loader() {
  return new Response(robotsTxt(publicConfig().siteUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
