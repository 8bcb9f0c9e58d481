import path from "node:path";
import type { Request, RequestHandler, Response } from "express";
import { matchRoutes, type ServerBuild } from "react-router";
import { requestId } from "../http/error-handler";
import { pagePathOf } from "../pages/route-policy";
import { routeTree } from "../pages/route-tree";
import { log } from "./log";
import { httpDuration } from "./metrics";

/**
 * One JSON line and one histogram observation per request (docs/decisions/131-logs-and-metrics.md). A request is
 * named by its React Router route id ("routes/product", "routes/not-found") or, when it never reaches the
 * renderer, by a fixed group ("assets", "static", "healthz", "readyz", "guard"): a bounded set of labels,
 * whatever the URLs asked for. The line carries the path but never the query string (a search or a tracking
 * parameter may carry personal data), nor the IP address, the user agent or the body.
 */

/** What nginx's `$request_id` (32 hex digits) or another proxy's id looks like; anything else is replaced. */
const validRequestId = /^[A-Za-z0-9._-]{1,64}$/;

/** First middleware of the app (server/http/app.ts): the request id, then the line once the answer is done. */
export function requestLog(): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const given = req.get("x-request-id");
    const id = given && validRequestId.test(given) ? given : requestId();
    res.locals.requestId = id;
    res.setHeader("X-Request-Id", id);
    // Read now: a mounted middleware (the /assets files) strips its prefix from req.path for the rest of the request.
    const pathname = req.path;
    res.once("close", () => record(req, res, { id, pathname, started }));
    next();
  };
}

/**
 * Names the request by its route for the renderer's requests (mounted just before the React Router handler);
 * development loads the build per request, production has one.
 */
export function routeLabel(getBuild: () => ServerBuild | Promise<ServerBuild>): RequestHandler {
  return async (req, res, next) => {
    try {
      res.locals.routeId = routeIdOf(await getBuild())(req.path);
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** Requests answered before the renderer: by path for the fixed ones, else "guard" (a guard or a limit answered). */
export function groupOf(pathname: string): string {
  if (pathname === "/healthz") return "healthz";
  if (pathname === "/readyz") return "readyz";
  if (pathname.startsWith("/assets/")) return "assets";
  if (path.extname(pathname)) return "static";
  return "guard";
}

const methods = new Set(["GET", "HEAD", "POST", "OPTIONS"]);

function record(req: Request, res: Response, request: { id: string; pathname: string; started: bigint }) {
  const seconds = Number(process.hrtime.bigint() - request.started) / 1e9;
  const route = res.locals.routeId ?? groupOf(request.pathname);
  // A client gone before any answer is nginx's 499; one gone during the body keeps the status it was sent.
  const aborted = !res.writableFinished;
  const status = aborted && !res.headersSent ? 499 : res.statusCode;
  httpDuration.observe(
    {
      route,
      method: methods.has(req.method) ? req.method : "other",
      status_class: `${Math.floor(status / 100)}xx`,
    },
    seconds,
  );
  const fields = {
    requestId: request.id,
    route,
    method: req.method,
    path: request.pathname.slice(0, 256),
    status,
    durationMs: Math.round(seconds * 10_000) / 10,
    ...(aborted ? { aborted: true } : {}),
  };
  // Health checks come every few seconds from each balancer: logged only when they fail (LOG_LEVEL=debug shows all).
  const health = route === "healthz" || route === "readyz";
  const level = status >= 500 ? "error" : health && status < 400 ? "debug" : "info";
  log[level](fields, aborted ? "requisição interrompida pelo cliente" : "requisição atendida");
}

type RouteIdOf = (pathname: string) => string;
const perBuild = new WeakMap<ServerBuild, RouteIdOf>();

/** The id of the deepest route React Router matches for a path (its data request included), from the build. */
export function routeIdOf(build: ServerBuild): RouteIdOf {
  let of = perBuild.get(build);
  if (!of) {
    of = createRouteIdOf(build);
    perBuild.set(build, of);
  }
  return of;
}

function createRouteIdOf(build: ServerBuild): RouteIdOf {
  const roots = routeTree(build);
  const memo = new Map<string, string>();
  return (pathname) => {
    const page = pagePathOf(pathname);
    const known = memo.get(page);
    if (known) return known;
    const leaf = matchRoutes(roots, page)?.at(-1)?.route;
    const id = leaf?.id ?? "none";
    // Only paths a route names are remembered: the catch-all's are unbounded.
    if (leaf && leaf.path !== "*" && memo.size < 1000) memo.set(page, id);
    return id;
  };
}
