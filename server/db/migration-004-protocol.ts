import { type Kysely, sql } from "kysely";

/**
 * Short protocols a visitor can read aloud (CV-2026-000123, MP-2026-000045): one counter row per kind and year,
 * advanced in the transaction that stores the message (server/db/protocol.ts), and the protocol on the message.
 * Rows stored before this step keep a null protocol; the pages and the e-mail then show the id
 * (docs/decisions/127-short-protocols.md).
 */
export const protocolMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("protocol_counter")
      .ifNotExists()
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("year", "integer", (c) => c.notNull())
      .addColumn("last_number", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("protocol_counter_pk", ["kind", "year"])
      .execute();
    // No "if not exists" for a column on both dialects: look first, so a run over an already migrated database
    // (the takeover in migrations.ts) passes through unchanged like the steps before it.
    // PostgreSQL lists every schema's tables (a test file's schema, another app's): take the connection's own.
    const tables = (await db.introspection.getTables()).filter((t) => t.name === "contact_message");
    const schema = tables.some((t) => t.schema)
      ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s
      : undefined;
    const message = tables.find((t) => t.schema === schema);
    if (!message?.columns.some((c) => c.name === "protocol")) {
      await db.schema.alterTable("contact_message").addColumn("protocol", "text").execute();
    }
    // Unique, so two instances can never both hold one number; nulls (older rows) never collide on either dialect.
    await db.schema
      .createIndex("contact_message_protocol")
      .ifNotExists()
      .unique()
      .on("contact_message")
      .column("protocol")
      .execute();
  },
};
