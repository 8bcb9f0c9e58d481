import { briefLabels, briefSubject } from "../../app/features/brief/brief-form-meta";
import type { Db } from "../../server/db/database";
import type { BriefDetailTable } from "../../server/db/schema";

/** `npm run messages -- --briefs`: the brand-development briefs with every field, newest first. */

const list = (joined: string) => (joined ? joined.split(",") : []);

/** The page's language a message was sent from (contact_message.locale, migration 006), for the operator. */
export const languageName = (locale: string) => (locale === "en" ? "inglês (/en)" : "português");

/** The brief's fields as "Label: value" lines, in the form's order. */
export function briefFieldLines(
  m: { name: string; email: string; phone: string; body: string; locale: string },
  b: BriefDetailTable,
) {
  // A brief from the English page names its country and may have no CNPJ (decision 140).
  return [
    `Empresa: ${b.company}  País: ${b.country}${b.cnpj ? `  CNPJ ${b.cnpj}` : ""}`,
    `Idioma do briefing: ${languageName(m.locale)}`,
    `Contato: ${m.name}${b.role ? ` (${b.role})` : ""} <${m.email}>  ${m.phone}`,
    `Linhas: ${briefLabels.lines(list(b.lines)).join(", ")}`,
    `Formas: ${briefLabels.forms(list(b.forms)).join(", ") || "não informado"}`,
    `Modelo: ${briefLabels.labelModel(b.label_model)}`,
    `Quantidade por pedido: ${briefLabels.quantity(b.quantity)}`,
    `Lançamento: ${briefLabels.launch(b.launch)}`,
    `Marca: ${briefLabels.brandStatus(b.brand_status)}; Anvisa: ${briefLabels.anvisaStatus(b.anvisa_status)}`,
    `Produto de referência: ${b.product_ean ? `EAN ${b.product_ean}` : "nenhum"}`,
    `Mensagem: ${m.body || "(sem mensagem)"}`,
  ];
}

export async function printBriefs(database: Db, limit: number, fmt: (ms: number | null) => string) {
  const rows = await database.db
    .selectFrom("contact_message as m")
    .innerJoin("brief_detail as b", "b.message_id", "m.id")
    .leftJoin("outbox as o", "o.message_id", "m.id")
    .selectAll("b")
    .select([
      "m.id",
      "m.protocol",
      "m.created_at",
      "m.name",
      "m.email",
      "m.phone",
      "m.body",
      "m.locale",
      "m.channel",
      "o.state",
    ])
    .where("m.subject", "=", briefSubject)
    .orderBy("m.created_at", "desc")
    .limit(limit)
    .execute();
  console.log(`Briefings: ${rows.length === 0 ? "nenhum" : rows.length}`);
  for (const r of rows) {
    console.log(
      `\n${r.protocol ?? "(sem protocolo)"}  ${r.id}  ${fmt(r.created_at)}  via ${r.channel}  e-mail ${r.state ?? "sem fila"}`,
    );
    for (const line of briefFieldLines(r, r)) console.log(`  ${line}`);
  }
}

export async function findBrief(database: Db, id: string) {
  return database.db.selectFrom("brief_detail").selectAll().where("message_id", "=", id).executeTakeFirst();
}
