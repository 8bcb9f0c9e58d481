import type { RequestHandler } from "express";

/**
 * A page has one address (issue 36): `/en/` and `/quem-somos/` render the same page as `/en` and `/quem-somos`,
 * which made every page reachable twice. A GET or HEAD whose path ends in a slash is sent, permanently, to the
 * path without it, query kept.
 * - `withoutTrailingSlash(path)`: the path to send it to, or null when it has none to drop. Leading slashes are
 *   collapsed too, so "//evil.example/" becomes "/evil.example" (a path on this site), never a protocol-relative
 *   address to another host.
 */
export function withoutTrailingSlash(path: string): string | null {
  if (path === "/" || !path.endsWith("/")) return null;
  return `/${path.replace(/^\/+/, "").replace(/\/+$/, "")}`;
}

export const oneAddress: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const target = withoutTrailingSlash(req.path);
  if (target === null) return next();
  const query = req.originalUrl.indexOf("?");
  res.set("Cache-Control", "public, max-age=3600");
  res.redirect(301, query === -1 ? target : target + req.originalUrl.slice(query));
};
