import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
// The plain runner: this test opens no page, it speaks HTTP and SMTP to processes of its own.
import { test } from "@playwright/test";
import pg from "pg";
import { createOwnPostgres, type OwnPostgres } from "../e2e/support/own-postgres";
import { runDrill } from "./backup-drill";

/**
 * The restore drill on PostgreSQL (docs/deploy.md, "Cópia de segurança e restauração"), on a PostgreSQL of this
 * spec's own: pg_dump and pg_restore come with the server's package (scripts/test-env/ensure-postgres.mjs).
 */

// Inside this helper's range (4450-4459): the site on BACKUP_PORT (SQLite) or +1, its own PostgreSQL on +2.
const port = Number(process.env.BACKUP_PORT ?? 4450) + 1;
const pgPort = Number(process.env.BACKUP_PORT ?? 4450) + 2;
const work = mkdtempSync(path.join(tmpdir(), "backup-pg-"));
let own: OwnPostgres | undefined;

test.beforeAll(() => {
  const made = createOwnPostgres(pgPort);
  // Never a skip: a tier that cannot run fails, saying why.
  if ("reason" in made) throw new Error(`PostgreSQL próprio indisponível: ${made.reason}`);
  own = made;
});

test.afterAll(() => {
  own?.destroy();
  rmSync(work, { recursive: true, force: true });
});

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

test("PostgreSQL: backup while running, database dropped, restored with the delivery journal: nothing lost, nothing twice", async () => {
  test.setTimeout(360_000);
  const admin = own?.url ?? "";
  await query(admin, "create database convale_drill");
  const url = admin.replace(/\/postgres$/, "/convale_drill");
  await runDrill(
    {
      env: { VAR_DIR: path.join(work, "var"), DATABASE_URL: url },
      outbox: () => query<{ message_id: string; state: string }>(url, "select message_id, state from outbox"),
      messageIds: async () =>
        (await query<{ id: string }>(url, "select id from contact_message")).map((r) => r.id),
      // The store is gone: an empty database of the same name is what an operator creates before restoring.
      destroy: async () => {
        await query(admin, "drop database convale_drill");
        await query(admin, "create database convale_drill");
      },
    },
    port,
    work,
  );
});
