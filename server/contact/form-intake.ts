import { contactPageTexts } from "../../app/features/contact/contact.texts";
import type { FieldErrors } from "../../app/features/contact/contact-form-meta";
import { parseContact } from "../../app/features/contact/contact-schema";
import type { Locale } from "../../app/i18n/locale";
import type { Db } from "../db/database";
import type { ProtocolKind } from "../db/protocol";
import type { ContactMessageTable } from "../db/schema";

type Body = Record<string, unknown>;
export type Trx = Parameters<Parameters<ReturnType<Db["db"]["transaction"]>["execute"]>[0]>[0];

/** The columns of contact_message a form fills; the outbox and the mail worker read only these. */
export type MessageRow = Pick<ContactMessageTable, "name" | "email" | "phone" | "subject" | "body"> & {
  /** The language of the page it came from (issue 36). */
  locale: Locale;
};
/** Rows a form stores beside its message row, inside the same transaction (so they are acknowledged together). */
export type StoreDetails = (trx: Trx, messageId: string) => Promise<void>;

/**
 * A form posted to a page action and accepted by this service: the contact form, or another form that shares its
 * robot check, form token, rate limit, transaction and outbox (the brand-development brief, server/brief/).
 */
export interface FormIntake<E extends Record<string, string | undefined>> {
  /** Checks the fields in the language of the page that posted them; the messages are in it too. */
  parse: (
    fields: Body,
    locale: Locale,
  ) => { ok: true; row: MessageRow; details?: StoreDetails } | { ok: false; fieldErrors: E };
  texts: Record<Locale, { invalid: string; reused: string }>;
  /** The prefix of the short protocol the visitor is shown (server/db/protocol.ts). */
  protocolKind: ProtocolKind;
  /** Verify an ALTCHA payload when the page sent one (JavaScript on); its absence falls back to the token alone. */
  robotCheckIfPresent?: boolean;
}

export const contactIntake: FormIntake<FieldErrors> = {
  parse(fields, locale) {
    const parsed = parseContact(fields, locale);
    if (!parsed.ok) return parsed;
    const m = parsed.data;
    return {
      ok: true,
      row: {
        name: m.nomeCompleto,
        email: m.email,
        phone: m.telefone,
        subject: m.assunto,
        body: m.mensagem,
        locale,
      },
    };
  },
  texts: {
    pt: { invalid: contactPageTexts.pt.messages.invalid, reused: contactPageTexts.pt.messages.reused },
    en: { invalid: contactPageTexts.en.messages.invalid, reused: contactPageTexts.en.messages.reused },
  },
  protocolKind: "CV",
};
