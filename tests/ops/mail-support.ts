import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freshPostgresSchema, postgresUrl } from "../../server/contact/contact-test-kit";
import { answers, type Instance, startInstance, until } from "../e2e/support/instance";
import { submitContact } from "../e2e/support/visitor";

/**
 * Production servers (build/main.mjs) for the mail specs (tests/ops/mail-*.spec.ts): each is a web server and an
 * outbox worker on one PostgreSQL schema of their own, sending to a fake SMTP peer (server/mail/fake-smtp-peer.ts).
 * Ports: each cluster's own base (`mailOpsPort(n)`), so the specs and their tests may run at once on the ops
 * tier's two workers; each instance serves its metrics on its port + 4 (METRICS_PORT).
 */
const mailOpsBase = Number(process.env.MAIL_OPS_PORT ?? 4412);
/** The n-th cluster's first port: 4412, 4462, 4472 … (4420–4459 belong to the storage, abuse and backup specs). */
export const mailOpsPort = (n: number) => (n === 0 ? mailOpsBase : mailOpsBase + 40 + 10 * n);

export interface MailCluster {
  instances: Instance[];
  metricsPorts: number[];
  databaseUrl: string;
  /** Stored rows of the outbox, by message id. */
  outbox: () => Promise<{ message_id: string; state: string; attempts: number; last_error: string | null }[]>;
  stop: () => Promise<void>;
}

export async function startMailCluster(
  count: number,
  smtpUrl: string,
  env: NodeJS.ProcessEnv = {},
  basePort: number = mailOpsPort(0),
): Promise<MailCluster> {
  const schema = await freshPostgresSchema(postgresUrl().url);
  const varDir = mkdtempSync(path.join(tmpdir(), "mail-ops-"));
  const metricsPorts = Array.from({ length: count }, (_, i) => basePort + 4 + i);
  const instances = Array.from({ length: count }, (_, i) =>
    startInstance(basePort + i, {
      VAR_DIR: path.join(varDir, `i${i}`),
      DATABASE_URL: schema.url,
      SMTP_URL: smtpUrl,
      CONTACT_RATE_LIMIT_MAX: "0",
      OUTBOX_POLL_MS: "200",
      METRICS_PORT: String(metricsPorts[i]),
      ...env,
    }),
  );
  for (const i of instances)
    await until(() => answers(`${i.origin}/readyz`), `instância: ${i.log()}`, 60_000);
  const client = new pg.Client({ connectionString: schema.url });
  await client.connect();
  return {
    instances,
    metricsPorts,
    databaseUrl: schema.url,
    outbox: async () =>
      (
        await client.query(
          "select message_id, state, attempts, last_error from outbox order by created_at, message_id",
        )
      ).rows,
    async stop() {
      await Promise.all(instances.map((i) => i.stop()));
      await client.end();
      await schema.drop();
    },
  };
}

/** Messages posted as a visitor would, spread over the instances; returns their ids. */
export async function submitMany(instances: Instance[], n: number, label: string): Promise<string[]> {
  const ids: string[] = [];
  for (let k = 0; k < n; k++) {
    const target = instances[k % instances.length] as Instance;
    const reply = await submitContact(target.origin, `${label} ${k + 1}`);
    if (reply.status !== 202 || !reply.id) throw new Error(`envio ${k + 1}: ${JSON.stringify(reply)}`);
    ids.push(reply.id);
  }
  return ids;
}

/** The server's log messages (pino JSON lines; other lines are left out). */
export function logMessages(instance: Instance): { level: string; msg: string }[] {
  return instance
    .log()
    .split("\n")
    .flatMap((line) => {
      try {
        const parsed = JSON.parse(line) as { level?: string; msg?: unknown };
        return typeof parsed.msg === "string" ? [{ level: String(parsed.level), msg: parsed.msg }] : [];
      } catch {
        return [];
      }
    });
}

/** One series of /metrics on METRICS_PORT (e.g. `outbox_deliveries_total{outcome="parked"}`); undefined if absent. */
export async function metricValue(port: number, series: string): Promise<number | undefined> {
  try {
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    const line = text.split("\n").find((l) => l.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : undefined;
  } catch {
    return undefined;
  }
}

/** The uuid inside a Message-ID (<uuid@domain>), which is the contact message's id. */
export const idOf = (messageId: string) => messageId.slice(1, 37);
