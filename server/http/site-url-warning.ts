import { isIP } from "node:net";
import type { Env } from "../../app/utils/server/env.server";

/**
 * A production server reached from beyond the loopback must know its public address: canonical URLs, the
 * sitemap, JSON-LD and every exported spreadsheet row are written from SITE_URL. Left at its local default,
 * they would silently say localhost; this names what would carry it, at start and in /readyz's body.
 *
 * - `siteUrlWarning(env)` → the warning (pt-BR, one line) or null.
 */
const isLoopbackHost = (host: string) => {
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  if (bare === "localhost" || bare.endsWith(".localhost") || bare === "::1") return true;
  return isIP(bare) === 4 && bare.startsWith("127.");
};

export function siteUrlWarning(env: Pick<Env, "HOST" | "SITE_URL">): string | null {
  if (isLoopbackHost(env.HOST)) return null;
  const origin = new URL(env.SITE_URL);
  if (!isLoopbackHost(origin.hostname)) return null;
  return (
    `ATENÇÃO: SITE_URL é ${origin.origin} e o servidor escuta em ${env.HOST}: URLs canônicas, sitemap.xml, ` +
    "robots.txt, JSON-LD e os links das planilhas exportadas (CSV e XLSX) dirão localhost. " +
    "Defina SITE_URL com o endereço público do site (docs/deploy.md)."
  );
}
