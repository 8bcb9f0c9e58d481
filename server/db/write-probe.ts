import { open, rm } from "node:fs/promises";
import path from "node:path";
import type { Db } from "./database";

/**
 * Whether the database takes writes now, by writing (docs/decisions/129-honest-storage-faults.md). A full disk
 * or read-only files still answer `select 1`, and a permission check passes for root on a full disk; so the
 * probe commits one row of `health_probe` and, for SQLite, also writes and syncs a file of the size a few
 * messages need beside the database: SQLite reuses the space its WAL already holds, so a one-row write can still
 * pass on a disk with no room left for the next message.
 *
 * The probe creates its table, not a migration: kysely's Migrator refuses a database that recorded a migration
 * the running build does not know, so a new migration would stop an older build (a rolled-back deploy) from
 * opening the contact store. The table holds one row every instance rewrites, and nothing else.
 */

const folderProbeBytes = 64 * 1024;

const created = new WeakSet<Db>();

export async function probeWrite(database: Db, now = Date.now()): Promise<void> {
  if (!created.has(database)) {
    await database.db.schema
      .createTable("health_probe")
      .ifNotExists()
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("checked_at", "bigint", (c) => c.notNull())
      .execute()
      .catch((error: unknown) => {
        // Two PostgreSQL instances creating it at once: one loses the race on the catalogue; the table is there.
        if (!["23505", "42P07"].includes(String((error as { code?: unknown }).code))) throw error;
      });
    created.add(database);
  }
  await database.db
    .insertInto("health_probe")
    .values({ name: "readiness", checked_at: now })
    .onConflict((oc) => oc.column("name").doUpdateSet({ checked_at: now }))
    .execute();
  if (database.raw.dialect === "sqlite") await probeFolder(path.dirname(database.raw.sqlite.name));
}

/** Writes, syncs and deletes a file in `dir`; rejects with the file system's code (ENOSPC, EROFS, EIO…). */
export async function probeFolder(dir: string): Promise<void> {
  const file = path.join(dir, `.write-probe-${process.pid}`);
  try {
    const handle = await open(file, "w");
    try {
      await handle.write(Buffer.alloc(folderProbeBytes, 0x2e));
      await handle.sync();
    } finally {
      await handle.close();
    }
  } finally {
    // Never leave the probe behind on a disk that is already full.
    await rm(file, { force: true }).catch(() => {});
  }
}
