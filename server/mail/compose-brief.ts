import type Mail from "nodemailer/lib/mailer";
import { briefLabels, briefSubject } from "../../app/features/brief/brief-form-meta";
import { PRELIMINARY_NOTE, preliminarySummary } from "../../app/features/brief/brief-terms";
import { getCatalog } from "../../app/features/catalog/catalog.server";
import type { Db } from "../db/database";
import type { BriefDetailTable } from "../db/schema";
import { composeMail, composeTableMail, inboxFor, type MailRouting, type StoredMessage } from "./compose";

const list = (joined: string) => (joined ? joined.split(",") : []);

/** A product chosen on its page ("Quero um produto como este…"), by its name when the catalogue knows it. */
function referenceProduct(ean: string | null): string {
  if (!ean) return "nenhum";
  const catalog = getCatalog();
  const product = catalog.byEan(ean);
  return product ? `${catalog.summaryFor(product).displayName} (EAN ${ean})` : `EAN ${ean}`;
}

/**
 * A brief for the commercial inbox (MAIL_TO_COMERCIAL, else MAIL_TO): a subject the sales team can filter,
 * "[Orçamento] <empresa> — <linhas>" ("[EN] …" and the country after the company for an English brief), every
 * field as a row of the table, the reference product by name and the
 * preliminary minimum order and lead times the visitor was shown (the same terms as the page).
 */
export function composeBriefMail(
  message: StoredMessage,
  brief: BriefDetailTable,
  routing: MailRouting,
): Mail.Options {
  const lines = briefLabels.lines(list(brief.lines));
  const forms = briefLabels.forms(list(brief.forms));
  // An English brief names its country in the subject too: a company abroad is a different conversation.
  const company = message.locale === "en" ? `${brief.company} (${brief.country})` : brief.company;
  return composeTableMail(message, routing, {
    to: inboxFor("comercial", routing),
    subject: `[Orçamento] ${company} — ${lines.join(", ")}`,
    rows: [
      ["Empresa", brief.company],
      ["País", brief.country],
      ["CNPJ", brief.cnpj || "não se aplica (empresa fora do Brasil)"],
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
      ["Produto de referência", referenceProduct(brief.product_ean)],
      [
        "Estimativa preliminar",
        [...preliminarySummary(list(brief.forms), list(brief.lines)), PRELIMINARY_NOTE].join(" "),
      ],
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
