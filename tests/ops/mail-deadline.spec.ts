// The plain runner: these tests open no page, they speak HTTP and SMTP to servers of their own.
import { expect, test } from "@playwright/test";
import { type PeerSession, startFakePeer } from "../../server/mail/fake-smtp-peer";
import { idOf, logMessages, type MailCluster, startMailCluster, submitMany } from "./mail-support";

/**
 * Issue 35, "exactly once, bounded": an SMTP peer that never gives its final answer to a message, once silent
 * (the idle timeout ends it) and once writing a line every 200 ms (never idle: only the delivery deadline ends
 * it), with two production servers, each an outbox worker, on one PostgreSQL. Every message is delivered exactly
 * once, and the repeat of a given-up message starts only after the first try's connection was closed: no second
 * worker sent a message whose delivery was still in progress
 * (docs/decisions/128-mail-delivery-bounded-and-self-healing.md).
 * OUTBOX_LEASE_MS is 8 s here (120 s in production), so the deadline is 6 s and the idle timeout 2 s.
 */

let cluster: MailCluster | undefined;
let peer: Awaited<ReturnType<typeof startFakePeer>> | undefined;
test.afterAll(async () => {
  await cluster?.stop();
  await peer?.close();
});

test("a peer that stalls before its final answer: given up within the deadline, delivered once later; two workers", async () => {
  test.setTimeout(120_000);
  // The first distinct message is met with silence, the second with a trickle; every repeat is accepted.
  const seen: string[] = [];
  peer = await startFakePeer({
    trickleMs: 200,
    final: (_n, messageId) => {
      const id = messageId ?? "";
      if (seen.includes(id)) return "250";
      seen.push(id);
      return seen.length === 1 ? "stall" : seen.length === 2 ? "trickle" : "250";
    },
  });
  cluster = await startMailCluster(2, peer.url, { OUTBOX_LEASE_MS: "8000", OUTBOX_RETRY_BASE_MS: "500" });
  const { instances } = cluster;
  const ids = await submitMany(instances, 6, "Prazo");

  await expect
    .poll(async () => (await cluster?.outbox())?.filter((r) => r.state === "sent").length, {
      timeout: 60_000,
    })
    .toBe(6);
  // Every message accepted by the peer exactly once, and no other.
  expect(peer.accepted().map(idOf).sort()).toEqual([...ids].sort());

  const [stalled, trickled] = seen.map(idOf);
  const sessionsOf = (id: string | undefined) =>
    peer?.sessions.filter((s) => idOf(s.messageId ?? "") === id) ?? [];
  for (const [id, kind] of [
    [stalled, "silêncio"],
    [trickled, "gotejamento"],
  ] as const) {
    const sessions: PeerSession[] = sessionsOf(id);
    expect(
      sessions.map((s) => s.answer),
      kind,
    ).toEqual(["none", "250"]);
    const [given, delivered] = sessions as [PeerSession, PeerSession];
    // The worker closed the first connection before any worker started the repeat.
    expect(given.closedAt, kind).toBeDefined();
    expect(given.closedAt ?? Number.POSITIVE_INFINITY, kind).toBeLessThanOrEqual(delivered.startedAt);
  }

  const rows = await cluster.outbox();
  expect(
    rows
      .filter((r) => r.attempts === 2)
      .map((r) => r.message_id)
      .sort(),
  ).toEqual([stalled, trickled].sort());
  expect(rows.filter((r) => r.attempts === 1)).toHaveLength(4);

  // A worker logs a delivery just after it records it, and its log reaches this process through a pipe: the last
  // line can come a moment after the outbox says "sent" (one CI run read the log first and missed it).
  const delivered = (id: string) =>
    instances.flatMap(logMessages).filter((m) => m.msg === `outbox: mensagem ${id} entregue`).length;
  for (const id of ids)
    await expect.poll(() => delivered(id), { message: id, timeout: 10_000 }).toBeGreaterThan(0);
  const messages = instances.flatMap(logMessages).map((m) => m.msg);
  // The silent peer tripped the idle timeout; the trickling one only the deadline.
  expect(messages.filter((m) => m.includes(`mensagem ${stalled} continua na fila`))).toEqual([
    expect.stringMatching(/^outbox: ATENÇÃO: falha de SMTP \(ETIMEDOUT/),
  ]);
  expect(messages.filter((m) => m.includes(`mensagem ${trickled} continua na fila`))).toEqual([
    expect.stringMatching(/^outbox: ATENÇÃO: falha de SMTP \(EABORT: prazo de entrega esgotado \(6 s\)/),
  ]);
  // Each message logged as delivered once in all; both workers took part (a delivery or a given-up try each).
  for (const id of ids)
    expect(
      messages.filter((m) => m === `outbox: mensagem ${id} entregue`),
      id,
    ).toHaveLength(1);
  for (const i of instances)
    expect(
      logMessages(i).some((m) => m.msg.startsWith("outbox: ") && /entregue$|continua na fila/.test(m.msg)),
      `instância ${i.port}: ${logMessages(i)
        .map((m) => m.msg)
        .join(" | ")}`,
    ).toBe(true);
});
