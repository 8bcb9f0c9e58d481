import { spawnSync } from "node:child_process";
// The plain runner: these tests open no page, they speak HTTP and SMTP to servers of their own.
import { expect, test } from "@playwright/test";
import { startFakePeer } from "../../server/mail/fake-smtp-peer";
import { type Instance, until } from "../e2e/support/instance";
import {
  idOf,
  logMessages,
  type MailCluster,
  mailOpsPort,
  metricValue,
  startMailCluster,
  submitMany,
} from "./mail-support";

/**
 * Issue 35, "provider incidents are loud and self-healing"
 * (docs/decisions/128-mail-delivery-bounded-and-self-healing.md).
 * The issue's incident lasted a minute; here OUTBOX_RETRY_BASE_MS is 500 ms (30 s in production), so the
 * workers' pauses (0.5 s, 1 s, 2 s … doubling) pack the same probes into about 15 s: the peer heals once it has
 * refused 16 deliveries, not after a fixed time.
 */

// In order, in one worker (the ports are shared); a failure does not skip the next test.
test.describe.configure({ mode: "default" });

let cluster: MailCluster | undefined;
let peer: Awaited<ReturnType<typeof startFakePeer>> | undefined;
test.afterEach(async () => {
  await cluster?.stop();
  await peer?.close();
  cluster = undefined;
});

/** /readyz's status and its mail detail (server/mail/mail-health.ts). */
async function readiness(origin: string | undefined) {
  const reply = await fetch(`${origin}/readyz`);
  return { status: reply.status, mail: ((await reply.json()) as { mail?: unknown }).mail };
}

const parkedSeries = 'outbox_deliveries_total{outcome="parked"}';
const backoffSeries = 'outbox_deliveries_total{outcome="provider_backoff"}';

test("451 then 550 for every message, then healthy: loud while failing, nothing parked, each delivered once", async () => {
  test.setTimeout(180_000);
  let healthy = false;
  let refused = 0;
  peer = await startFakePeer({
    final: (n) => {
      if (healthy) return "250";
      refused++;
      return n === 0 ? "451 4.3.0 Sistema temporariamente indisponível" : "550 Erro interno do servidor";
    },
  });
  cluster = await startMailCluster(
    2,
    peer.url,
    { OUTBOX_LEASE_MS: "20000", OUTBOX_RETRY_BASE_MS: "500" },
    mailOpsPort(1),
  );
  const { instances, metricsPorts } = cluster;
  const ids = await submitMany(instances, 12, "Incidente");

  // Loud: the ATENÇÃO line on an instance whose worker saw three different messages refused…
  const incidentLine = (m: { msg: string }) =>
    m.msg.startsWith("outbox: ATENÇÃO: o provedor de e-mail falha");
  await until(
    () => instances.some((i) => logMessages(i).some(incidentLine)),
    "linha ATENÇÃO do incidente",
    60_000,
  );
  const loud = instances.findIndex((i) => logMessages(i).some(incidentLine));
  const line = logMessages(instances[Math.max(0, loud)] as Instance).find(incidentLine);
  expect(line?.level).toBe("warn");
  expect(line?.msg).toMatch(/nenhuma foi estacionada/);
  // …its readiness says so (still 200: the instance keeps storing messages; the answer is reused for 1 s)…
  await expect
    .poll(() => readiness(instances[loud]?.origin))
    .toMatchObject({
      status: 200,
      mail: {
        status: "atenção",
        provider: "falhando",
        parked: 0,
        detail: expect.stringMatching(/provedor de e-mail falhando desde/),
      },
    });
  // …and its metrics count the attempts that backed off (METRICS_PORT, server/observability/metrics.ts).
  expect
    .soft(await metricValue(metricsPorts[loud] ?? 0, backoffSeries), `${backoffSeries} em /metrics`)
    .toBeGreaterThan(0);
  expect((await cluster.outbox()).filter((r) => r.state === "failed")).toEqual([]);

  await until(() => refused >= 16, "16 entregas recusadas", 60_000);
  expect((await cluster.outbox()).filter((r) => r.state === "failed")).toEqual([]);
  healthy = true;

  // Self-healing: no requeue, every message delivered exactly once.
  await expect
    .poll(async () => (await cluster?.outbox())?.filter((r) => r.state === "sent").length, {
      timeout: 90_000,
    })
    .toBe(12);
  expect(peer.accepted().map(idOf).sort()).toEqual([...ids].sort());
  const messages = instances.flatMap(logMessages).map((m) => m.msg);
  expect(messages.some((m) => m.startsWith("outbox: provedor de e-mail respondeu de novo"))).toBe(true);
  expect(messages.filter((m) => /^outbox: ATENÇÃO: mensagem \S+ estacionada/.test(m))).toEqual([]);
  for (const port of metricsPorts) expect.soft((await metricValue(port, parkedSeries)) ?? 0).toBe(0);
});

test("a recipient the provider refuses: the message is parked loudly, and npm run messages says why", async () => {
  test.setTimeout(120_000);
  peer = await startFakePeer({
    rcpt: (address) => (address.includes("inexistente") ? "550 5.1.1 Destinatário inexistente" : undefined),
  });
  cluster = await startMailCluster(
    1,
    peer.url,
    { MAIL_TO_COMERCIAL: "inexistente@laboratorioconvale.com.br" },
    mailOpsPort(2),
  );
  const instance = cluster.instances[0] as Instance;
  const [id] = await submitMany(cluster.instances, 1, "Estacionada");

  await expect
    .poll(async () => (await cluster?.outbox())?.map((r) => r.state), { timeout: 30_000 })
    .toEqual(["failed"]);
  // The line follows the row's update; the child's output arrives through a pipe.
  const parkedLine = (m: { msg: string }) => m.msg.startsWith(`outbox: ATENÇÃO: mensagem ${id} estacionada`);
  await until(() => logMessages(instance).some(parkedLine), "linha ATENÇÃO da mensagem estacionada");
  const parked = logMessages(instance).filter(parkedLine);
  expect(parked).toHaveLength(1);
  expect(parked[0]?.msg).toMatch(/5\.1\.1 Destinatário inexistente/);
  await expect
    .poll(() => readiness(instance.origin))
    .toMatchObject({
      status: 200,
      mail: {
        status: "atenção",
        parked: 1,
        detail: expect.stringMatching(/^1 mensagem\(ns\) estacionada\(s\) sem entrega/),
      },
    });
  expect
    .soft(await metricValue(cluster.metricsPorts[0] ?? 0, parkedSeries), `${parkedSeries} em /metrics`)
    .toBe(1);

  const listing = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/ops/messages.ts", "--state", "failed"],
    {
      env: {
        ...process.env,
        DATABASE_URL: cluster.databaseUrl,
        SITE_URL: "https://www.laboratorioconvale.com.br",
      },
      encoding: "utf8",
    },
  );
  expect(listing.status, listing.stderr).toBe(0);
  const row = listing.stdout.split("\n").find((l) => l.includes(id ?? "-"));
  expect(row).toMatch(/estacionada {2}motivo: 550: 550 5\.1\.1 Destinatário inexistente/);
  expect(listing.stdout).toContain("npm run messages -- --requeue <id>");
  expect(peer.accepted()).toEqual([]);
});
