import type Mail from "nodemailer/lib/mailer";
import { briefLabels, briefSubject } from "../../app/features/brief/brief-form-meta";
import type { Db } from "../db/database";
import type { BriefDetailTable } from "../db/schema";
import { composeMail, composeTableMail, inboxFor, type MailRouting, type StoredMessage } from "./compose";

const list = (joined: string) => (joined ? joined.split(",") : []);

/**
 * A brief for the commercial inbox (MAIL_TO_COMERCIAL, else MAIL_TO): a subject the sales team can filter,
 * "[Orçamento] <empresa> — <linhas>", and every field as a row of the table.
 */
export function composeBriefMail(
  message: StoredMessage,
  brief: BriefDetailTable,
  routing: MailRouting,
): Mail.Options {
  const lines = briefLabels.lines(list(brief.lines));
  const forms = briefLabels.forms(list(brief.forms));
  return composeTableMail(message, routing, {
    to: inboxFor("comercial", routing),
    subject: `[Orçamento] ${brief.company} — ${lines.join(", ")}`,
    rows: [
      ["Empresa", brief.company],
      ["CNPJ", brief.cnpj],
      ["Contato", message.name],
      ["Cargo", brief.role || "não informado"],
      ["E-mail", message.email],
      ["Telefone", message.phone],
      ["Linhas de produtos", lines.join(", ")],
      ["Formas", forms.join(", ") || "não informado"],
      ["Modelo", briefLabels.labelModel(brief.label_model)],
      ["Quantidade por pedido", briefLabels.quantity(brief.quantity)],
      ["Lançamento", briefLabels.launch(brief.launch)],
      ["Marca", briefLabels.brandStatus(brief.brand_status)],
      ["Anvisa", briefLabels.anvisaStatus(brief.anvisa_status)],
      ["Produto de referência", brief.product_ean ? `EAN ${brief.product_ean}` : "nenhum"],
    ],
  });
}

/** The e-mail for a stored message: a brief when it is one, the contact e-mail otherwise. */
export async function composeStored(
  database: Db,
  message: StoredMessage,
  routing: MailRouting,
): Promise<Mail.Options> {
  if (message.subject !== briefSubject) return composeMail(message, routing);
  const brief = await database.db
    .selectFrom("brief_detail")
    .selectAll()
    .where("message_id", "=", message.id)
    .executeTakeFirst();
  // The detail row is written in the message's transaction; without it (an operator's edit) send what there is.
  return brief ? composeBriefMail(message, brief, routing) : composeMail(message, routing);
}
