import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
// The plain runner: this test opens no page, it speaks HTTP and SMTP to processes of its own.
import { test } from "@playwright/test";
import SQLite from "better-sqlite3";
import { runDrill } from "./backup-drill";

/** The restore drill on the embedded SQLite store (docs/deploy.md, "Cópia de segurança e restauração"). */

// Inside this helper's range (4450-4459): the site on BACKUP_PORT (SQLite) or +1, its own PostgreSQL on +2.
const port = Number(process.env.BACKUP_PORT ?? 4450);
const work = mkdtempSync(path.join(tmpdir(), "backup-sqlite-"));
test.afterAll(() => rmSync(work, { recursive: true, force: true }));

function read<T>(varDir: string, query: string): T[] {
  const db = new SQLite(path.join(varDir, "contato.sqlite"), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(query).all() as T[];
  } finally {
    db.close();
  }
}

test("SQLite: backup while running, store deleted, restored with the delivery journal: nothing lost, nothing twice", async () => {
  test.setTimeout(360_000);
  const varDir = path.join(work, "var");
  await runDrill(
    {
      env: { VAR_DIR: varDir, DATABASE_URL: "" },
      outbox: async () => read(varDir, "select message_id, state from outbox"),
      messageIds: async () => read<{ id: string }>(varDir, "select id from contact_message").map((r) => r.id),
      destroy: async () => {
        for (const suffix of ["", "-wal", "-shm"])
          rmSync(path.join(varDir, `contato.sqlite${suffix}`), { force: true });
      },
    },
    port,
    work,
  );
});
