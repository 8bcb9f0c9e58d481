import { Gauge } from "prom-client";
import type { Db } from "../db/database";
import { probeWrite } from "../db/write-probe";
import { log } from "./log";
import { databaseUp, registry } from "./metrics";

/**
 * Gauges read from the message store when Prometheus scrapes (docs/decisions/131-logs-and-metrics.md): the outbox's
 * depth, its parked messages and the age of its oldest pending message, and today's Web Vitals beacons. They
 * describe the deployment's one database, so every instance reports the same figures (aggregate with max, not
 * sum). 0, or no series, while this process has no database open; database_up says why.
 */

/** The store of this process, once open (the site's contact runtime, the worker's own database). */
let source: () => Db | undefined = () => undefined;

/** A scrape never waits on a frozen database longer than this. */
const queryMs = 2000;

// One query fills the three outbox gauges: each one's collect waits on the same reading, made once per scrape.
const pending = new Gauge({
  name: "outbox_pending",
  help: "Mensagens aguardando entrega (primeira tentativa ou nova tentativa)",
  registers: [registry],
  collect: () => readOutbox(),
});
const parked = new Gauge({
  name: "outbox_parked",
  help: "Mensagens estacionadas sem entrega (estado failed): npm run messages -- --state failed",
  registers: [registry],
  collect: () => readOutbox(),
});
const oldestPending = new Gauge({
  name: "outbox_oldest_pending_seconds",
  help: "Idade em segundos da mensagem pendente mais antiga (0 sem pendentes)",
  registers: [registry],
  collect: () => readOutbox(),
});
const vitalsToday = new Gauge({
  name: "web_vitals_today",
  help: "Medições de campo (Web Vitals) gravadas hoje (UTC), por métrica e avaliação",
  labelNames: ["metric", "rating"] as const,
  registers: [registry],
  collect: () => readVitals(),
});

/** Where the gauges read from; called once per process (server/site.ts, server/worker.ts). */
export function watchDatabase(open: () => Db | undefined): void {
  source = open;
}

/**
 * database_up for a process without the site's readiness probe (the worker alone): the same write
 * (server/db/write-probe.ts), bounded in time, made when Prometheus scrapes.
 */
export async function probeDatabaseUp(database: Db): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), queryMs);
  });
  try {
    await Promise.race([probeWrite(database), timeout]);
    databaseUp.set(1);
  } catch {
    databaseUp.set(0);
  } finally {
    clearTimeout(timer);
  }
}

let outboxReading: Promise<void> | undefined;

function readOutbox(): Promise<void> {
  outboxReading ??= (async () => {
    pending.set(0);
    parked.set(0);
    oldestPending.set(0);
    const database = source();
    if (!database) return;
    const rows = await bounded(
      database.db
        .selectFrom("outbox")
        .select((eb) => [
          "state",
          eb.fn.countAll<number | string>().as("n"),
          eb.fn.min("created_at").as("oldest"),
        ])
        .where("state", "in", ["pending", "failed"])
        .groupBy("state")
        .execute(),
      "a fila de e-mails",
    );
    for (const row of rows ?? []) {
      if (row.state === "failed") parked.set(Number(row.n));
      if (row.state === "pending") {
        pending.set(Number(row.n));
        oldestPending.set(Math.max(0, (Date.now() - Number(row.oldest)) / 1000));
      }
    }
  })().finally(() => {
    outboxReading = undefined;
  });
  return outboxReading;
}

async function readVitals(): Promise<void> {
  vitalsToday.reset();
  const database = source();
  if (!database) return;
  const day = new Date().toISOString().slice(0, 10);
  const rows = await bounded(
    database.db
      .selectFrom("web_vital")
      .select((eb) => ["metric", "rating", eb.fn.countAll<number | string>().as("n")])
      .where("day", "=", day)
      .groupBy(["metric", "rating"])
      .execute(),
    "as medições de campo",
  );
  for (const row of rows ?? []) vitalsToday.set({ metric: row.metric, rating: row.rating }, Number(row.n));
}

/** The query's rows, or undefined (logged) when it fails or outlasts queryMs: a scrape never fails for it. */
async function bounded<T>(query: Promise<T>, what: string): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`consulta passou de ${queryMs} ms`)), queryMs);
  });
  try {
    return await Promise.race([query, timeout]);
  } catch (error) {
    log.warn({ err: error }, `métricas: não foi possível ler ${what} no banco`);
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
