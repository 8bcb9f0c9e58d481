import type { Socket } from "node:net";
import type { RequestHandler } from "express";
import { reject } from "./request-guards";

/**
 * Contact bodies are capped while the stream is read: a chunked POST without Content-Length used to be read whole
 * before any size check (400 MB took the process past 1 GB; 700 MB answered 500). The body is collected here, at
 * most maxBytes, and handed to React Router from memory (server/http/react-router-handler.ts reads res.locals.rawBody);
 * one byte more answers 413 at once and the rest is discarded as it arrives (docs/decisions/087-bounded-input.md).
 */

/** No contact form comes near this: the message itself is at most 5,000 characters. */
export const contactBodyMaxBytes = 16 * 1024;
/** How long the rest of a refused body is read and discarded before the connection is closed. */
const lingerMs = 5_000;
export const tooLargeText = "A mensagem é grande demais para ser enviada.";

/**
 * Every POST that reaches this point is one a route takes (methodGuard answered the others 405 before), and every
 * form the site has is small: so the cap applies to all of them, and a new form is covered without a list here.
 */
export function bodyLimit(maxBytes = contactBodyMaxBytes): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST") return next();
    const refuse = () => {
      lingerOnClose(req.socket);
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

/**
 * Node closes a connection whose request body was not read as soon as the answer is written, and closing a socket
 * with unread data sends a reset, which makes many clients (Node's own among them) lose the 413 they were sent.
 * So for this one socket the close becomes a lingering close: our side is ended (the client reads the answer and
 * then end of stream) while what it still sends is read and thrown away, for lingerMs at most.
 */
function lingerOnClose(socket: Socket): void {
  const closing = socket as Socket & { destroySoon?: () => void };
  closing.destroySoon = () => {
    socket.end();
    socket.resume();
    const timer = setTimeout(() => socket.destroy(), lingerMs);
    socket.once("end", () => {
      clearTimeout(timer);
      socket.destroy();
    });
    socket.once("close", () => clearTimeout(timer));
  };
}
