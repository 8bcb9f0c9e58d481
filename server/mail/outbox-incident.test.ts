import { afterAll, describe, expect, it } from "vitest";
import { createContactRuntime } from "../contact/contact-runtime";
import { testEnv, validBody } from "../contact/contact-test-kit";
import { deliveries } from "../observability/metrics";
import { startFakePeer } from "./fake-smtp-peer";
import { mailHealth } from "./mail-health";

/** Provider incidents (docs/decisions/128-mail-delivery-bounded-and-self-healing.md), on SQLite with a fake peer. */

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function setUp(peer: Awaited<ReturnType<typeof startFakePeer>>) {
  const lines: string[] = [];
  const env = testEnv({ SMTP_URL: peer.url, OUTBOX_RETRY_BASE_MS: "50", OUTBOX_POLL_MS: "20" });
  const runtime = await createContactRuntime(env, { log: (l) => lines.push(l), startWorker: false });
  cleanups.push(() => runtime.close(), peer.close);
  return { runtime, lines };
}

async function submit(runtime: Awaited<ReturnType<typeof createContactRuntime>>, n: number) {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const outcome = await runtime.service.submitApi(await validBody({ nomeCompleto: `Pessoa ${i}` }));
    if (outcome.status !== 202) throw new Error(JSON.stringify(outcome));
    ids.push(outcome.id);
  }
  return ids;
}

const counted = async (outcome: string) =>
  (await deliveries.get()).values.find((v) => v.labels.outcome === outcome)?.value ?? 0;

describe("a provider incident", () => {
  it("451 then 550 for every message: nothing parked, loud while it lasts, each delivered once when it heals", async () => {
    let healthy = false;
    const peer = await startFakePeer({
      final: (n) => (healthy ? "250" : n === 0 ? "451 4.3.0 Tente mais tarde" : "550 Erro no servidor"),
    });
    const { runtime, lines } = await setUp(peer);
    const parkedBefore = await counted("parked");
    const backoffBefore = await counted("provider_backoff");
    const ids = await submit(runtime, 8);
    runtime.worker.start();

    await expect
      .poll(() => lines.some((l) => l.startsWith("outbox: ATENÇÃO: o provedor de e-mail falha")))
      .toBe(true);
    await expect.poll(() => counted("provider_backoff")).toBeGreaterThan(backoffBefore);
    const failing = await mailHealth(runtime.database, runtime.worker);
    expect(failing).toMatchObject({ status: "atenção", parked: 0, provider: "falhando" });
    expect(failing?.detail).toMatch(/provedor de e-mail falhando desde/);
    expect(await counted("parked")).toBe(parkedBefore);
    // The worker pauses instead of trying every message against a failing provider.
    expect(peer.sessions.length).toBeLessThan(8 * 3);

    healthy = true;
    await expect
      .poll(
        async () =>
          (await runtime.database.db.selectFrom("outbox").select("state").execute()).map((r) => r.state),
        {
          timeout: 20_000,
        },
      )
      .toEqual(Array(8).fill("sent"));
    await runtime.worker.stop();
    const accepted = peer.accepted().map((m) => m.slice(1, 37));
    expect(accepted.sort()).toEqual([...ids].sort());
    expect(await counted("parked")).toBe(parkedBefore);
    expect(lines.some((l) => l.startsWith("outbox: provedor de e-mail respondeu de novo"))).toBe(true);
    expect(await mailHealth(runtime.database, runtime.worker)).toMatchObject({
      status: "ok",
      provider: "ok",
    });
  }, 40_000);

  it("a recipient refused (550 5.1.1 at RCPT TO) parks that message at once, loudly, with its reason", async () => {
    const peer = await startFakePeer({ rcpt: () => "550 5.1.1 Usuário desconhecido" });
    const { runtime, lines } = await setUp(peer);
    const parkedBefore = await counted("parked");
    const [id] = await submit(runtime, 1);
    await runtime.worker.runOnce();
    expect(await runtime.database.db.selectFrom("outbox").select(["state", "last_error"]).execute()).toEqual([
      { state: "failed", last_error: expect.stringMatching(/^550: .*5\.1\.1 Usuário desconhecido/) },
    ]);
    expect(await counted("parked")).toBe(parkedBefore + 1);
    expect(lines.filter((l) => l.startsWith(`outbox: ATENÇÃO: mensagem ${id} estacionada`))).toHaveLength(1);
    expect(await mailHealth(runtime.database, runtime.worker)).toMatchObject({
      status: "atenção",
      parked: 1,
      detail: expect.stringMatching(/1 mensagem\(ns\) estacionada\(s\)/),
    });
    expect(peer.accepted()).toEqual([]);
  });
});
