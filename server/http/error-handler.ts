import { randomBytes } from "node:crypto";
import type { ErrorRequestHandler } from "express";
import { log } from "../observability/log";

/**
 * The last Express handler: whatever failed, the visitor gets a short Portuguese answer with a request id (HTML,
 * or JSON under /api/) and never the error's message, stack or file paths. The server log gets the id with the
 * stack, so a visitor quoting the id leads to the cause; it is the request's own id (server/observability/request-log.ts,
 * nginx's when it sends one), so it also leads to the request's line and to nginx's access log.
 */

const messages: Record<number, string> = {
  400: "Requisição inválida.",
  413: "O conteúdo enviado é grande demais.",
  415: "Tipo de conteúdo não aceito.",
};
const internal = "Não foi possível atender a esta requisição agora. Tente novamente em instantes.";

export function requestId(): string {
  return randomBytes(6).toString("hex");
}

/** Body parsers and the router mark client errors with a 4xx status; anything else is our fault. */
export function statusOf(error: unknown): number {
  const status =
    (error as { status?: unknown; statusCode?: unknown } | null)?.status ??
    (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === "number" && status >= 400 && status < 500 ? status : 500;
}

export function errorPage(status: number, message: string, id: string): string {
  return `<!DOCTYPE html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Erro ${status} | Convale</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1.5rem;line-height:1.5">
<h1>Algo deu errado</h1><p>${message}</p><p>Código do erro: <code>${id}</code></p>
<p><a href="/">Voltar para a página inicial</a></p></body></html>
`;
}

export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  const id = res.locals.requestId ?? requestId();
  const status = statusOf(error);
  const fields = { requestId: id, route: res.locals.routeId, method: req.method, path: req.path, status };
  if (status >= 500) log.error({ ...fields, err: error }, `erro ${status} ao atender a requisição`);
  else log.warn({ ...fields, reason: (error as Error)?.message }, `requisição recusada com ${status}`);
  // Too late for an answer of our own: Express's default handler closes the connection.
  if (res.headersSent) return next(error);
  const message = messages[status] ?? internal;
  res.status(status).set({ "Cache-Control": "no-store", "X-Request-Id": id });
  if (req.path.startsWith("/api/")) {
    res.json({ error: status >= 500 ? "internal" : "badRequest", message, requestId: id });
    return;
  }
  res.type("html").send(errorPage(status, message, id));
};
