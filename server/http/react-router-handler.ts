import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from "express";
import { createRequestHandler as createRouterHandler, type ServerBuild } from "react-router";
import { fetchHeaders, sendFetchResponse, toFetchRequest } from "./fetch-bridge";
import { isCrossSitePost, reject } from "./request-guards";

type RouterHandler = ReturnType<typeof createRouterHandler>;
export type LoadContext = Parameters<RouterHandler>[1];

/**
 * React Router behind Express, like @react-router/express, except that the request URL is built from SITE_URL
 * and the request path, never from the Host or X-Forwarded-* headers: those are whatever the client sent, and a
 * malformed one made the adapter throw (a 500), while a forged one would end up in absolute URLs.
 */
export function reactRouterHandler({
  build,
  mode,
  origin,
  getLoadContext,
}: {
  build: ServerBuild | (() => ServerBuild | Promise<ServerBuild>);
  mode: string;
  /** The public origin, from SITE_URL. */
  origin: string;
  getLoadContext?: (req: ExpressRequest, res: ExpressResponse) => LoadContext | Promise<LoadContext>;
}): RequestHandler {
  const handle = createRouterHandler(build, mode);
  return async (req, res, next) => {
    try {
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const headers = fetchHeaders(req);
      // React Router refuses an action whose Origin differs from the request URL's. A browser on the address it
      // connected to (a local run, a preview host) is same-origin there; say so in SITE_URL's terms. The Host is
      // only compared here, never put in a URL; a cross-site page's Origin still differs and is still refused.
      if (headers.get("origin") === `${req.protocol}://${req.get("host")}`) headers.set("origin", origin);
      // The JSON API is no page action: React Router does not check it, and a browser on another site cannot
      // send it JSON without a preflight this server never grants.
      if (!req.path.startsWith("/api/") && isCrossSitePost(req.method, headers.get("origin"), origin)) {
        reject(req, res, 403, "Envio recusado: o formulário não veio de uma página deste site.");
        return;
      }
      // A contact body was already read, within its cap, by server/http/body-limit.ts.
      const body = res.locals.rawBody as Buffer | undefined;
      const request = toFetchRequest(req, origin, { body, signal: controller.signal, headers });
      const response = await handle(request, await getLoadContext?.(req, res));
      if (notModified(req, response)) {
        await response.body?.cancel();
        await sendFetchResponse(
          res,
          new Response(null, { status: 304, headers: response.headers }),
          applyCachePolicy,
        );
        return;
      }
      await sendFetchResponse(res, response, applyCachePolicy);
    } catch (error) {
      next(error);
    }
  };
}

/** A page the client already has (its ETag, made by app/entry.server.tsx for pages the same for everyone). */
function notModified(req: ExpressRequest, response: Response): boolean {
  const etag = response.headers.get("etag");
  const asked = req.headers["if-none-match"];
  if (response.status !== 200 || !etag || !asked) return false;
  return asked.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * Set by a guard (the contact page) that must win over whatever the route said. Otherwise a route without its own
 * policy gets the cacheable pages' policy (set in server/http/app.ts) or, if it is not one, no-cache.
 */
function applyCachePolicy(res: ExpressResponse) {
  const cacheControl = res.locals.cacheControl as string | undefined;
  if (cacheControl) res.setHeader("Cache-Control", cacheControl);
  else if (!res.hasHeader("Cache-Control"))
    res.setHeader("Cache-Control", (res.locals.defaultCacheControl as string | undefined) ?? "no-cache");
}
