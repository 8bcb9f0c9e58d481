import type { Kysely } from "kysely";

/**
 * The brand-development brief: its contact part (name, e-mail, phone, free message) is a contact_message row
 * with subject "orcamento", so the outbox, retention, requeue and listing treat it as a message; the structured
 * fields live here, one row per message, deleted with it (docs/decisions/100-brand-development-brief.md).
 */
export const briefDetailMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("brief_detail")
      .ifNotExists()
      .addColumn("message_id", "text", (c) =>
        c.primaryKey().references("contact_message.id").onDelete("cascade"),
      )
      .addColumn("company", "text", (c) => c.notNull())
      .addColumn("cnpj", "text", (c) => c.notNull())
      .addColumn("role", "text", (c) => c.notNull())
      // Lists of option values joined by commas (values never contain one; see brief-form-meta.ts).
      .addColumn("lines", "text", (c) => c.notNull())
      .addColumn("forms", "text", (c) => c.notNull())
      .addColumn("label_model", "text", (c) => c.notNull())
      .addColumn("quantity", "text", (c) => c.notNull())
      .addColumn("launch", "text", (c) => c.notNull())
      .addColumn("brand_status", "text", (c) => c.notNull())
      .addColumn("anvisa_status", "text", (c) => c.notNull())
      .addColumn("product_ean", "text", (c) => c.notNull())
      .execute();
  },
};
