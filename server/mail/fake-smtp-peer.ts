import { createServer, type Socket } from "node:net";

/**
 * A small SMTP peer for tests (unit and operations tier) that misbehaves on purpose: it answers every command
 * after `delayMs` (a slow but honest provider), and answers the end of a message as `final` decides: "250",
 * an error ("451 …", "550 …"), "stall" (never answers) or "trickle" (a multi-line answer that never ends, one
 * line every `trickleMs`, so the connection is never idle). Without PIPELINING, STARTTLS or AUTH, so every
 * command waits for its answer. Every transaction is recorded with its Message-ID and when the client left.
 */

export type FinalAnswer = "250" | "stall" | "trickle" | `${4 | 5}${number} ${string}`;

export interface PeerSession {
  /** Known once the message's data arrived (a transaction refused at RCPT TO has none). */
  messageId?: string;
  /** What the peer answered to the end of the message; "none" while stalled, trickling or never sent. */
  answer: string;
  /** When its MAIL FROM arrived. */
  startedAt: number;
  /** When the client closed the connection; undefined while it is open. */
  closedAt?: number;
}

export interface FakePeerOptions {
  delayMs?: number;
  trickleMs?: number;
  /** Decides the answer to each message's end, in arrival order (n from 0). */
  final?: (n: number, messageId: string | undefined) => FinalAnswer;
  /** An answer to RCPT TO other than 250, e.g. "550 5.1.1 Usuário desconhecido". */
  rcpt?: (address: string) => string | undefined;
  port?: number;
}

export async function startFakePeer(options: FakePeerOptions = {}) {
  const sessions: PeerSession[] = [];
  const sockets = new Set<Socket>();
  let messages = 0;
  const wait = () => new Promise((r) => setTimeout(r, options.delayMs ?? 0));

  const server = createServer((socket) => {
    sockets.add(socket);
    const open: PeerSession[] = [];
    let buffer = "";
    let inData = false;
    let queue = Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    const send = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    const answer = (line: string) => {
      queue = queue.then(async () => {
        await wait();
        send(line);
      });
    };
    // A transaction starts at MAIL FROM; its Message-ID is known at the end of the data.
    let current: PeerSession | undefined;
    const endOfMessage = (raw: string) => {
      const messageId = /^message-id:\s*(.+)$/im.exec(raw)?.[1]?.trim();
      const session = current ?? { answer: "none", startedAt: Date.now() };
      session.messageId = messageId;
      current = undefined;
      const final = options.final?.(messages++, messageId) ?? "250";
      queue = queue.then(async () => {
        await wait();
        if (final === "stall") return;
        if (final === "trickle") {
          timer = setInterval(() => send("250-processando"), options.trickleMs ?? 100);
          return;
        }
        session.answer = final.slice(0, 3);
        send(final === "250" ? "250 2.0.0 Ok: queued" : final);
      });
    };
    socket.on("close", () => {
      clearInterval(timer);
      sockets.delete(socket);
      for (const s of open) s.closedAt = Date.now();
    });
    socket.on("error", () => {});
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      while (true) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          const raw = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          endOfMessage(raw);
          continue;
        }
        const eol = buffer.indexOf("\r\n");
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") answer("250-fake.teste\r\n250 8BITMIME");
        else if (verb === "MAIL") {
          current = { answer: "none", startedAt: Date.now() };
          sessions.push(current);
          open.push(current);
          answer("250 2.1.0 Ok");
        } else if (verb === "RSET" || verb === "NOOP") answer("250 2.0.0 Ok");
        else if (verb === "RCPT") answer(options.rcpt?.(line.slice(8)) ?? "250 2.1.5 Ok");
        else if (verb === "DATA") {
          answer("354 Fim com <CRLF>.<CRLF>");
          inData = true;
        } else if (verb === "QUIT") {
          answer("221 Tchau");
          queue = queue.then(() => void socket.end());
        } else answer("502 5.5.2 Comando desconhecido");
      }
    });
    answer("220 fake.teste ESMTP");
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    sessions,
    /** Message-IDs the peer answered 250 to: what the provider took, once per copy. */
    accepted: () => sessions.filter((s) => s.answer === "250").map((s) => s.messageId ?? ""),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
