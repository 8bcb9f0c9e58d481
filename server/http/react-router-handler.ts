import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from "express";
import { createRequestHandler as createRouterHandler, type ServerBuild } from "react-router";
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
      const headers = requestHeaders(req);
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
      const init: RequestInit & { duplex?: "half" } = {
        method: req.method,
        headers,
        signal: controller.signal,
      };
      if (req.method !== "GET" && req.method !== "HEAD") {
        // A contact body was already read, within its cap, by server/http/body-limit.ts.
        const raw = res.locals.rawBody as Buffer | undefined;
        init.body = raw ? new Uint8Array(raw) : createReadableStreamFromReadable(req);
        init.duplex = "half";
      }
      const request = new Request(`${origin}${req.originalUrl}`, init);
      const response = await handle(request, await getLoadContext?.(req, res));
      await send(res, response);
    } catch (error) {
      next(error);
    }
  };
}

function requestHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    try {
      if (Array.isArray(value)) for (const v of value) headers.append(name, v);
      else headers.set(name, value);
    } catch {
      // A header value the Fetch API refuses is dropped rather than failing the whole request.
    }
  }
  return headers;
}

async function send(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") res.append(name, value);
    else res.setHeader(name, value);
  }
  // Set by a guard (the contact page) that must win over whatever the route said. Otherwise a route without its
  // own policy gets the cacheable pages' policy (set in server/http/app.ts) or, if it is not one, no-cache.
  const cacheControl = res.locals.cacheControl as string | undefined;
  if (cacheControl) res.setHeader("Cache-Control", cacheControl);
  else if (!res.hasHeader("Cache-Control"))
    res.setHeader("Cache-Control", (res.locals.defaultCacheControl as string | undefined) ?? "no-cache");
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
