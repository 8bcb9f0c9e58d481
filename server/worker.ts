import { env } from "../app/utils/server/env.server";
import { createAltcha, createFormTokens } from "./contact/altcha";
import { createWorker } from "./contact/contact-runtime";
import { createContactService } from "./contact/contact-service";
import { loadSharedKey } from "./contact/shared-key";
import { openDatabase } from "./db/database";
import { createMailTransport } from "./mail/transport";
import { log } from "./observability/log";
import { serveMetrics } from "./observability/metrics-server";
import { probeDatabaseUp, watchDatabase } from "./observability/store-gauges";

/**
 * `npm run worker`: the outbox worker alone, for deployments that run it beside web processes started with
 * OUTBOX_WORKER=false. Several can run against one PostgreSQL; leases keep each message with one of them.
 */
async function main() {
  let config: ReturnType<typeof env>;
  try {
    config = env();
  } catch (error) {
    log.fatal((error as Error).message);
    process.exit(1);
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, varDir: config.VAR_DIR });
  const transport = createMailTransport({
    smtpUrl: config.SMTP_URL,
    varDir: config.VAR_DIR,
    leaseMs: config.OUTBOX_LEASE_MS,
  });
  const { key: hmacKey } = await loadSharedKey(config.ALTCHA_HMAC_KEY, database, config.VAR_DIR);
  const retention = createContactService({
    db: database,
    altcha: createAltcha({ hmacKey, cost: config.ALTCHA_COST, maxCounter: config.ALTCHA_MAX_COUNTER }),
    tokens: createFormTokens(hmacKey),
    minFillMs: config.CONTACT_MIN_FILL_MS,
    retentionDays: config.MESSAGE_RETENTION_DAYS,
  });
  const worker = createWorker({ ...config }, database, transport, undefined, () => retention.purgeExpired());
  worker.start();
  log.info(`Worker de e-mail ativo (${database.dialect}; ${transport.describe}; pid ${process.pid})`);
  // Its own METRICS_PORT (not the site's, on a shared host): deliveries, the outbox, database_up, the event loop.
  watchDatabase(() => database);
  const metrics = serveMetrics(config, () => probeDatabaseUp(database));

  const stop = async (signal: string) => {
    log.info(`${signal} recebido: encerrando o worker.`);
    metrics?.close();
    await worker.stop();
    transport.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

void main();
