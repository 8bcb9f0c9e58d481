import { type ChildProcess, spawn } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/database";
import { freshPostgresSchema, localPayload, postgresUrl, testEnv, validBody } from "./contact-test-kit";

const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
});

function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/contact/contact-api-server.ts"], {
    env: { ...process.env, ...env, PORT: "0" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /ready (\d+)/.exec(out);
      if (match) resolve({ child, base: `http://127.0.0.1:${match[1]}` });
    });
    child.once("exit", (code) => reject(new Error(`server exited early (${code})`)));
  });
}

const pg = postgresUrl();
const targets = [
  { name: "SQLite", url: async () => ({ url: "", drop: async () => {} }) },
  { name: "PostgreSQL", url: () => freshPostgresSchema(pg.url ?? "") },
];

describe.each(targets)("SIGKILL during a burst on $name", ({ url }) => {
  it("every message that got 202 is in the database after restart", async () => {
    const target = await url();
    const env = testEnv({ DATABASE_URL: target.url });
    const childEnv = {
      DATABASE_URL: target.url,
      VAR_DIR: env.VAR_DIR,
      ALTCHA_HMAC_KEY: env.ALTCHA_HMAC_KEY,
      CONTACT_RATE_LIMIT_MAX: "0",
      CONTACT_MIN_FILL_MS: "0",
      OUTBOX_WORKER: "false",
    };
    const bodies = await Promise.all(Array.from({ length: 600 }, () => validBody({ altcha: undefined })));
    for (const b of bodies) b.altcha = await localPayload();

    const first = await startServer(childEnv);
    const acknowledged: string[] = [];
    let failed = 0;
    let next = 0;
    let killed = false;
    // 16 concurrent senders; the process dies once 150 submissions were acknowledged, with others in flight.
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < bodies.length) {
          const body = bodies[next++];
          try {
            const res = await fetch(`${first.base}/api/enviar-email-contato`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify(body),
            });
            if (res.status === 202) acknowledged.push(((await res.json()) as { id: string }).id);
            else throw new Error(`unexpected ${res.status}`);
          } catch {
            failed++;
          }
          if (!killed && acknowledged.length >= 150) {
            killed = true;
            first.child.kill("SIGKILL");
          }
        }
      }),
    );
    expect(killed).toBe(true);
    expect(failed).toBeGreaterThan(0); // the kill really cut requests off

    const second = await startServer(childEnv);
    const after = await fetch(`${second.base}/api/enviar-email-contato`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(await validBody()),
    });
    expect(after.status).toBe(202);
    second.child.kill("SIGKILL");

    const database = await openDatabase({ databaseUrl: target.url, varDir: env.VAR_DIR });
    try {
      const stored = new Set(
        (await database.db.selectFrom("contact_message").select("id").execute()).map((r) => r.id),
      );
      const queued = new Set(
        (await database.db.selectFrom("outbox").select("message_id").execute()).map((r) => r.message_id),
      );
      const lost = acknowledged.filter((id) => !stored.has(id) || !queued.has(id));
      expect(acknowledged.length).toBeGreaterThanOrEqual(150);
      expect(lost).toEqual([]);
    } finally {
      await database.close();
      await target.drop();
    }
  }, 90_000);
});
