import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from "express";
import { createRequestHandler as createRouterHandler, type ServerBuild } from "react-router";
import type { RoutePolicy } from "../pages/route-policy";
import { fetchHeaders, sendFetchResponse, toFetchRequest } from "./fetch-bridge";
import { isCrossSitePost, reject } from "./request-guards";

type RouterHandler = ReturnType<typeof createRouterHandler>;
export type LoadContext = Parameters<RouterHandler>[1];

/**
 * React Router behind Express (decision 125: why not @react-router/express): like that adapter, except that the request URL is built from SITE_URL
 * and the request path, never from the Host or X-Forwarded-* headers: those are whatever the client sent, and a
 * malformed one made the adapter throw (a 500), while a forged one would end up in absolute URLs.
 */
export function reactRouterHandler({
  build,
  mode,
  origin,
  policyOf,
  getLoadContext,
}: {
  build: ServerBuild | (() => ServerBuild | Promise<ServerBuild>);
  mode: string;
  /** The public origin, from SITE_URL. */
  origin: string;
  /** The route's HTTP policy (server/pages/route-policy.ts): read here once per request. */
  policyOf: (path: string) => Promise<RoutePolicy>;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse, policy: RoutePolicy) => LoadContext;
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
      const body = res.locals.rawBody;
      const request = toFetchRequest(req, origin, { body, signal: controller.signal, headers });
      const policy = await policyOf(req.path);
      const response = await handle(request, getLoadContext(req, res, policy));
      const cachePolicy = (out: ExpressResponse) => applyCachePolicy(out, policy);
      if (notModified(req, response)) {
        await response.body?.cancel();
        await sendFetchResponse(
          res,
          new Response(null, { status: 304, headers: response.headers }),
          cachePolicy,
        );
        return;
      }
      await sendFetchResponse(res, response, cachePolicy);
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

/** The route's policy where its response says nothing, and always on a form page (server/pages/route-policy.ts). */
function applyCachePolicy(res: ExpressResponse, policy: RoutePolicy) {
  if (policy.cacheControlFinal || !res.hasHeader("Cache-Control"))
    res.setHeader("Cache-Control", policy.cacheControl);
}
