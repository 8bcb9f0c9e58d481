/**
 * Raw HTTP/1.1 requests as bytes, for what fetch refuses to send (bad targets, hosts, methods, bodies); send them
 * with sendRaw (server/http/raw-http-test-kit.ts). Every request closes its connection, so the answer ends there.
 */

/** A request line, its headers (a Host by default) and a body. */
export const rawRequest = (line: string, headers: string[] = ["Host: localhost"], body = "") =>
  `${line}\r\n${[...headers, "Connection: close"].join("\r\n")}\r\n\r\n${body}`;

/** GET `target` with Host: localhost and `headers`. */
export const rawGet = (target: string, headers: string[] = []) =>
  rawRequest(`GET ${target} HTTP/1.1`, ["Host: localhost", ...headers]);

/** POST `path` with Host: localhost, `headers` and a Content-Length for `body`. */
export const rawPost = (path: string, headers: string[], body = "") =>
  rawRequest(
    `POST ${path} HTTP/1.1`,
    ["Host: localhost", ...headers, `Content-Length: ${Buffer.byteLength(body)}`],
    body,
  );
