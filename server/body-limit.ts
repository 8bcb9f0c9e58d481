import type { RequestHandler } from "express";
import { postPaths, reject } from "./request-guards";

/**
 * Contact bodies are capped while the stream is read: a chunked POST without Content-Length used to be read whole
 * before any size check (400 MB took the process past 1 GB; 700 MB answered 500). The body is collected here, at
 * most maxBytes, and handed to React Router from memory (server/react-router-handler.ts reads res.locals.rawBody);
 * one byte more answers 413 at once and the rest is discarded as it arrives (docs/decisions/087-bounded-input.md).
 */

/** No contact form comes near this: the message itself is at most 5,000 characters. */
export const contactBodyMaxBytes = 16 * 1024;
export const tooLargeText = "A mensagem é grande demais para ser enviada.";

export function bodyLimit(
  paths: readonly string[] = postPaths,
  maxBytes = contactBodyMaxBytes,
): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST" || !paths.includes(req.path)) return next();
    const refuse = () => {
      // The client may still be sending: tell it to stop, answer, and let Node discard what is left unread.
      res.set("Connection", "close");
      reject(req, res, 413, tooLargeText);
      req.resume();
    };
    if (Number(req.headers["content-length"] ?? 0) > maxBytes) return refuse();
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = () => {
      settled = true;
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    function onData(chunk: Buffer) {
      size += chunk.length;
      if (size <= maxBytes) {
        chunks.push(chunk);
        return;
      }
      settle();
      chunks.length = 0;
      refuse();
    }
    function onEnd() {
      if (settled) return;
      settle();
      res.locals.rawBody = Buffer.concat(chunks, size);
      next();
    }
    function onError(error: Error) {
      if (settled) return;
      settle();
      // A client that hung up mid-body: nothing to answer, nothing was received.
      next(Object.assign(error, { status: 400 }));
    }
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  };
}
