import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";

/**
 * The one bridge between Express and the Fetch API, used by the page handler (server/http/react-router-handler.ts)
 * and the contact endpoints served without a build (server/contact/contact-router.ts).
 * - The URL is the site's origin (SITE_URL) and the request path: never the Host or X-Forwarded-* headers, which
 *   are whatever the client sent (a malformed one made React Router's own adapter throw, a forged one would end
 *   up in absolute URLs).
 * - A body already read within its cap (server/http/body-limit.ts) is handed over from memory; otherwise the
 *   request stream is passed on.
 */
export function toFetchRequest(
  req: ExpressRequest,
  origin: string,
  options: { body?: Buffer; signal?: AbortSignal; headers?: Headers } = {},
): Request {
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers: options.headers ?? fetchHeaders(req),
    signal: options.signal,
  };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = options.body ? new Uint8Array(options.body) : createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(`${origin}${req.originalUrl}`, init);
}

export function fetchHeaders(req: ExpressRequest): Headers {
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

/** Status, headers (cookies appended, the rest set) and the streamed body; `headers` may adjust them first. */
export async function sendFetchResponse(
  res: ExpressResponse,
  response: Response,
  adjust?: (res: ExpressResponse) => void,
): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") res.append(name, value);
    else res.setHeader(name, value);
  }
  adjust?.(res);
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
