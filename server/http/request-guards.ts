import type { Request, RequestHandler, Response } from "express";
import { targetTooLong } from "./target-limits";

/**
 * Checks that turn malformed requests into clear 4xx answers before anything builds a URL or parses a body from
 * them (TRACE, a bad Host, or a POST to /contato that is no form used to end in a 500). The answers are
 * short Portuguese texts; they never echo the request back.
 */

export function reject(req: Request, res: Response, status: number, message: string): void {
  res.status(status).set("Cache-Control", "no-store");
  if (req.path.startsWith("/api/")) res.json({ error: status, message });
  else res.type("text/plain; charset=utf-8").send(`${message}\n`);
}

/**
 * 405 with Allow for every method a path does not take; OPTIONS just lists them. What a path takes is its route's
 * (`allow`: POST only where the route module exports an action, server/pages/route-policy.ts).
 */
export function methodGuard(allowedMethods: (path: string) => string | Promise<string>): RequestHandler {
  return async (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    let allow: string;
    try {
      allow = await allowedMethods(req.path);
    } catch (error) {
      return next(error);
    }
    if (allow.split(", ").includes(req.method)) return next();
    res.set("Allow", allow);
    if (req.method === "OPTIONS") {
      res.set("Cache-Control", "no-store").status(204).end();
      return;
    }
    reject(req, res, 405, "Método não permitido.");
  };
}

// A hostname (letters, digits, hyphens, dots) or a bracketed IPv6 literal, with an optional port.
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function isValidHost(host: string | undefined): boolean {
  // HTTP/1.0 clients may leave Host out; Node already refuses an HTTP/1.1 request without one.
  return host === undefined || HOST.test(host);
}

/** An origin-form target ("/path?query") whose path decodes; anything else is not one of our addresses. */
export function isValidTarget(url: string): boolean {
  if (!url.startsWith("/")) return false;
  try {
    const parsed = new URL(url, "http://x");
    decodeURIComponent(parsed.pathname);
    return true;
  } catch {
    return false;
  }
}

export const requestLineGuard: RequestHandler = (req, res, next) => {
  const tooLong = targetTooLong(req.originalUrl);
  if (tooLong) return reject(req, res, 414, tooLong);
  if (!isValidHost(req.headers.host)) return reject(req, res, 400, "Cabeçalho Host inválido.");
  if (!isValidTarget(req.originalUrl)) return reject(req, res, 400, "Endereço inválido.");
  next();
};

const FORM = "application/x-www-form-urlencoded";
const BOUNDARY = /;\s*boundary=(?:"[^"]+"|[^\s;]+)/i;

/** Whether a POST body can be read as a form: URL-encoded, or multipart with its boundary. */
export function isFormContentType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(";")[0]?.trim().toLowerCase();
  if (type === FORM) return true;
  return type === "multipart/form-data" && BOUNDARY.test(contentType);
}

/**
 * A POST to a page (every page that takes one has a form; methodGuard refused the others) must be a form, or it is
 * answered 415 before React Router tries to read it. The JSON API under /api/ reads JSON.
 */
export const formPostGuard: RequestHandler = (req, res, next) => {
  if (req.method !== "POST" || req.path.startsWith("/api/") || isFormContentType(req.get("content-type")))
    return next();
  res.status(415).set({ "Accept-Post": `${FORM}, multipart/form-data`, "Cache-Control": "no-store" });
  res.type("text/plain; charset=utf-8").send("Envie o formulário como um formulário HTML.\n");
};

/**
 * Whether a form post comes from a page of another site: its Origin header is there and is not the site's own
 * (SITE_URL), as React Router judges it (an Origin of "null" or one that is no URL counts as another site). React
 * Router refuses such an action too, but by throwing, which logged a stack for every attempt; the server answers it
 * 403 first. No Origin header (an old browser, a script) is left to the form token, as before.
 */
export function isCrossSitePost(method: string, originHeader: string | null, siteOrigin: string): boolean {
  if (method === "GET" || method === "HEAD" || originHeader === null) return false;
  try {
    return new URL(originHeader).origin !== new URL(siteOrigin).origin;
  } catch {
    return true;
  }
}
