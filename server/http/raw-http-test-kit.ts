import { connect } from "node:net";

/** What came back for raw bytes: the status line's code (0 when the server closed without answering). */
export interface RawAnswer {
  status: number;
  head: string;
  body: string;
  /** From connecting to the server closing the socket. */
  ms: number;
}

/**
 * Sends raw bytes to 127.0.0.1:port and reads the answer until the server closes, or `timeoutMs` passes. For
 * requests fetch and Playwright refuse to send (bad targets, hosts, methods, bodies): the server tests and the
 * e2e specs that speak to a production server share this one client.
 */
export function sendRaw(port: number, bytes: string, timeoutMs = 30_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (c) => chunks.push(c));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head = "", ...rest] = Buffer.concat(chunks).toString("latin1").split("\r\n\r\n");
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0),
        head,
        body: rest.join("\r\n\r\n"),
        ms: performance.now() - started,
      });
    });
    // No half-close: Node drops a response still being prepared when the client ends its side first.
    socket.setTimeout(timeoutMs, () => socket.destroy());
    socket.write(bytes);
  });
}
