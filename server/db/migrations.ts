import { type Kysely, type Migration, Migrator, sql } from "kysely";
import { briefDetailMigration } from "./migration-003-brief-detail";
import { protocolMigration } from "./migration-004-protocol";
import { webVitalsMigration } from "./migration-005-web-vitals";
import { messageLocaleMigration } from "./migration-006-message-locale";

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
  "004-protocol": protocolMigration,
  "005-web-vitals": webVitalsMigration,
  "006-message-locale": messageLocaleMigration,
};

/**
 * Brings the schema up to date with kysely's Migrator: it records each migration by name, runs them in order (in
 * one transaction where the database allows DDL in transactions) and, on PostgreSQL, holds a row lock so two
 * processes starting together do not run one twice. Every step uses `ifNotExists` (or looks first), so a
 * database migrated by the runner this replaced (its record table, contact_schema_migration, is left alone)
 * passes through them unchanged.
 *
 * On PostgreSQL its record tables are named in the connection's current schema: the Migrator looks for them
 * across all schemas, and would take another schema's (another test file's, another app's) for ours.
 */
export async function migrateToLatest(db: Kysely<unknown>, dialect: "sqlite" | "postgres"): Promise<void> {
  const schema =
    dialect === "postgres"
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: "contact_migration",
    migrationLockTableName: "contact_migration_lock",
    migrationTableSchema: schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "(preparação)";
    throw new Error(`Migração do banco ${failed} falhou: ${(error as Error).message}`);
  }
}
