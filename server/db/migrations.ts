import { type Kysely, sql } from "kysely";
import { briefDetailMigration } from "./migration-003-brief-detail";

interface Migration {
  up: (db: Kysely<unknown>) => Promise<void>;
}

/**
 * Migrations live in code (not in files read at run time) so the bundled server and worker carry them. They use
 * only the schema builder, so SQLite and PostgreSQL run the same steps.
 */
const migrations: Record<string, Migration> = {
  "001-contact": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("contact_message")
        .ifNotExists()
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("phone", "text", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("channel", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("contact_message_created_at")
        .ifNotExists()
        .on("contact_message")
        .column("created_at")
        .execute();

      await db.schema
        .createTable("outbox")
        .ifNotExists()
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("message_id", "text", (c) =>
          c.notNull().unique().references("contact_message.id").onDelete("cascade"),
        )
        .addColumn("state", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "bigint", (c) => c.notNull())
        .addColumn("locked_until", "bigint")
        .addColumn("lease_token", "text")
        .addColumn("last_error", "text")
        .addColumn("sent_at", "bigint")
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("outbox_due")
        .ifNotExists()
        .on("outbox")
        .columns(["state", "next_attempt_at"])
        .execute();

      await db.schema
        .createTable("altcha_used")
        .ifNotExists()
        .addColumn("challenge_id", "text", (c) => c.primaryKey())
        .addColumn("idempotency_key", "text", (c) => c.notNull())
        .addColumn("expires_at", "bigint", (c) => c.notNull())
        .execute();
    },
  },
  // One row per shared secret, so instances started without ALTCHA_HMAC_KEY all sign with the same key.
  "002-app-secret": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("app_secret")
        .ifNotExists()
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .execute();
    },
  },
  "003-brief-detail": briefDetailMigration,
};

/**
 * Brings the schema up to date. A small runner of our own (not kysely's Migrator, whose import path moved between
 * kysely 0.28 and 0.29): each migration runs in a transaction with its name recorded, and on PostgreSQL an
 * advisory lock keeps two processes starting together from running it twice.
 */
export async function migrateToLatest(db: Kysely<unknown>, dialect: "sqlite" | "postgres"): Promise<void> {
  await db.schema
    .createTable("contact_schema_migration")
    .ifNotExists()
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("applied_at", "bigint", (c) => c.notNull())
    .execute();
  for (const [name, migration] of Object.entries(migrations)) {
    await db.transaction().execute(async (trx) => {
      if (dialect === "postgres") await sql`select pg_advisory_xact_lock(${contactLockId})`.execute(trx);
      const done = await sql<{
        name: string;
      }>`select name from contact_schema_migration where name = ${name}`.execute(trx);
      if (done.rows.length > 0) return;
      try {
        await migration.up(trx);
      } catch (error) {
        throw new Error(`Migração do banco ${name} falhou: ${(error as Error).message}`);
      }
      await sql`insert into contact_schema_migration (name, applied_at) values (${name}, ${Date.now()})`.execute(
        trx,
      );
    });
  }
}

const contactLockId = 7_060_301;
