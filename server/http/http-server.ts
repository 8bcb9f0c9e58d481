import http from "node:http";
import type { Socket } from "node:net";
import type { Express } from "express";
import { log } from "../observability/log";
import { bareSecurityHeaders } from "./bare-headers";

/**
 * The production HTTP server: timeouts that fire when documented, answers with security headers for what Node's
 * parser refuses before Express sees it, and a listen that fails loudly (docs/decisions/088-start-and-timeouts.md).
 */

export const serverTimeouts = {
  /** A client gets 15 s to send its headers… */
  headersTimeout: 15_000,
  /** …and 30 s for the whole request (no upload is larger than a form). */
  requestTimeout: 30_000,
  /** An idle keep-alive connection is closed after 5 s; a proxy in front keeps its own idle time below. */
  keepAliveTimeout: 5_000,
  /**
   * How often Node looks for connections past those timeouts. Node's default (30 s) let the 15 s headers timeout
   * fire at ~43 s; at 1 s it fires within a second of the value.
   */
  connectionsCheckingInterval: 1_000,
} as const;

const reasons: Record<number, string> = {
  400: "Bad Request",
  408: "Request Timeout",
  413: "Payload Too Large",
  414: "URI Too Long",
  431: "Request Header Fields Too Large",
};

const texts: Record<number, string> = {
  400: "Requisição malformada.",
  408: "A requisição demorou demais para chegar.",
  413: "O conteúdo enviado é grande demais.",
  414: "Endereço longo demais.",
  431: "Cabeçalhos grandes demais.",
};

/** Node's parser errors, as the status a client should see. */
export function clientErrorStatus(code: string | undefined): number {
  if (code === "HPE_HEADER_OVERFLOW") return 431;
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return 408;
  if (code === "HPE_CHUNK_EXTENSIONS_OVERFLOW") return 413;
  return 400;
}

/** The raw answer for a request Node refused: status line, security headers, a short Portuguese text. */
export function clientErrorResponse(status: number, hsts: boolean): string {
  const body = `${texts[status] ?? texts[400]}\n`;
  const headers = {
    ...bareSecurityHeaders(hsts),
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    "Cache-Control": "no-store",
    Connection: "close",
  };
  const lines = Object.entries(headers).map(([k, v]) => `${k}: ${v}`);
  return `HTTP/1.1 ${status} ${reasons[status] ?? "Bad Request"}\r\n${lines.join("\r\n")}\r\n\r\n${body}`;
}

export function createHttpServer(app: Express, options: { hsts: boolean }): http.Server {
  const server = http.createServer({ ...serverTimeouts }, app);
  server.keepAliveTimeout = serverTimeouts.keepAliveTimeout;
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    const response = (socket as Socket & { _httpMessage?: http.ServerResponse })._httpMessage;
    // A reset peer cannot read an answer, and one already started cannot get a second status line.
    if (error.code === "ECONNRESET" || !socket.writable || response?.headersSent) {
      socket.destroy();
      return;
    }
    socket.end(clientErrorResponse(clientErrorStatus(error.code), options.hsts));
  });
  return server;
}

/**
 * Listens, or exits non-zero with a message a supervisor's log shows (port in use, address not available).
 * `onListening` runs only once the port is bound: the outbox worker must not run in a process nobody can reach.
 */
export function listenOrExit(server: http.Server, port: number, host: string, onListening: () => void): void {
  server.once("error", (error: NodeJS.ErrnoException) => {
    const why =
      error.code === "EADDRINUSE"
        ? "a porta já está em uso por outro processo"
        : error.code === "EADDRNOTAVAIL"
          ? "o endereço não existe nesta máquina"
          : error.code === "EACCES"
            ? "sem permissão para usar esta porta"
            : (error.code ?? error.message);
    log.fatal(
      { host, port, code: error.code },
      `Não foi possível escutar em ${host}:${port}: ${why} (${error.code ?? "erro"}).`,
    );
    process.exit(1);
  });
  server.listen(port, host, onListening);
}
