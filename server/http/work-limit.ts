import type { Request, RequestHandler } from "express";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { tooManyRequestsPage, tooManyRequestsText } from "../contact/rate-limited-page";
import { log } from "../observability/log";
import { rateLimited } from "../observability/metrics";
import { clientKey, isLoopback } from "./client-key";

/**
 * The page limit (decision 130): every request that reaches the renderer (a search, a missing page, an export,
 * /api/produtos, a page nginx had not cached) is work no cache absorbed, 15–50 ms of CPU each; one client may
 * ask for `points` of them per `durationS`, counted per IPv4 address or IPv6 /64 (client-key.ts). Pages nginx
 * serves from its cache never reach the app and never count; static files, /healthz and /readyz are answered
 * before this runs (server/http/app.ts). GET and HEAD only: every POST the site takes (the contact and brief
 * forms, /api/vitals) has a quota of its own in the database (server/contact/rate-limit.ts).
 *
 * Counted in the process, not the database: the point is each instance's CPU, and a database write per page
 * would cost more than some renders. A client balanced over N instances gets N quotas, each instance's share.
 *
 * A client on the loopback with no proxy in between (the operator's curl, a health checker, the test suites'
 * browser) is not counted: behind a proxy on the same host with TRUST_PROXY unset every visitor would look like
 * that client, and one abuser would get the whole site refused.
 */
export interface WorkLimitOptions {
  /** Requests per window per client; 0 turns the limit off. */
  points: number;
  durationS: number;
}

/** 3 a second on average, 30 at once: a person browsing, even typing in the search box, never gets near it. */
export const DEFAULT_WORK_LIMIT: WorkLimitOptions = { points: 30, durationS: 10 };

export function workLimit(options: WorkLimitOptions = DEFAULT_WORK_LIMIT): RequestHandler {
  if (options.points === 0) return (_req, _res, next) => next();
  const limiter = new RateLimiterMemory({
    keyPrefix: "paginas",
    points: options.points,
    duration: options.durationS,
  });
  return async (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || isDirectLoopback(req)) return next();
    try {
      await limiter.consume(clientKey(req.ip));
      return next();
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) return next(error);
      const retryAfterS = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      rateLimited.labels("pages").inc();
      // One line per client and window, not one per refused request (a flood would flood the log too).
      if (error.consumedPoints === options.points + 1)
        log.warn({ limit: "pages", retryAfterS }, "limite de páginas por cliente atingido: respondendo 429");
      res.status(429).set({ "Retry-After": String(retryAfterS), "Cache-Control": "no-store" });
      if (req.path.startsWith("/api/")) res.json({ error: 429, message: tooManyRequestsText });
      else res.type("html").send(tooManyRequestsPage(retryAfterS));
    }
  };
}

/** A request from this machine that no trusted proxy forwarded (req.ip is then the socket's own address). */
function isDirectLoopback(req: Request): boolean {
  const peer = req.socket.remoteAddress;
  return isLoopback(peer) && req.ip === peer;
}
