import type { Kysely } from "kysely";
import { type Migration, Migrator } from "kysely/migration";

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
};

/** Brings the schema up to date; kysely's lock table keeps two processes starting together from racing. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migração do banco falhou (${failed?.migrationName ?? "?"}): ${String(error)}`);
  }
}
