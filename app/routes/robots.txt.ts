import { robotsTxt } from "~/features/catalog/sitemap";
import { publicConfig } from "~/utils/env.server";

/** Served by a route (not public/robots.txt) so the sitemap line carries the configured SITE_URL. */
export function loader() {
  return new Response(robotsTxt(publicConfig().siteUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
