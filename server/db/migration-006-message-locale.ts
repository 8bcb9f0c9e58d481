import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * The language of the page a message or brief came from (issue 36): "pt" or "en" on contact_message, so the
 * e-mail to the team says `[EN]` and the reply goes out in the visitor's language, and the company's country on
 * brief_detail (the English brief asks for it; a Portuguese brief is a Brazilian company's). Rows stored before
 * this step are Portuguese briefs and messages: the defaults say so (docs/decisions/140-english-brief.md).
 */
export const messageLocaleMigration = {
  async up(db: Kysely<unknown>) {
    // A column "if not exists", so a run over an already migrated database passes through unchanged. Not by
    // introspecting every schema's tables as migration 004 does: on a shared PostgreSQL another schema may be
    // dropped meanwhile (a test file's), and the listing fails on it. PostgreSQL says "if not exists" itself;
    // SQLite is asked about the one table.
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`alter table contact_message add column if not exists locale text not null default 'pt'`.execute(
        db,
      );
      await sql`alter table brief_detail add column if not exists country text not null default 'Brasil'`.execute(
        db,
      );
      return;
    }
    const has = async (table: string, column: string) =>
      (await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db)).rows.some(
        (r) => r.name === column,
      );
    if (!(await has("contact_message", "locale"))) {
      await db.schema
        .alterTable("contact_message")
        .addColumn("locale", "text", (c) => c.notNull().defaultTo("pt"))
        .execute();
    }
    if (!(await has("brief_detail", "country"))) {
      await db.schema
        .alterTable("brief_detail")
        .addColumn("country", "text", (c) => c.notNull().defaultTo("Brasil"))
        .execute();
    }
  },
};
