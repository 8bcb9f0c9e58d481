import { briefPageTexts } from "../../app/features/brief/brief.texts";
import { type BriefFieldErrors, briefSubject } from "../../app/features/brief/brief-form-meta";
import { parseBrief } from "../../app/features/brief/brief-schema";
import type { FormIntake } from "../contact/form-intake";

/**
 * The brief as one more form of the contact service: the contact part becomes the message row (so the outbox,
 * retention and `npm run messages` handle it), the structured fields a brief_detail row in the same transaction.
 */
export const briefIntake: FormIntake<BriefFieldErrors> = {
  robotCheckIfPresent: true,
  // Marca própria: the brief's protocols (MP-2026-000045) count apart from contact messages (CV-…).
  protocolKind: "MP",
  texts: {
    pt: { invalid: briefPageTexts.pt.messages.invalid, reused: briefPageTexts.pt.messages.reused },
    en: { invalid: briefPageTexts.en.messages.invalid, reused: briefPageTexts.en.messages.reused },
  },
  parse(fields, locale) {
    const parsed = parseBrief(fields, locale);
    if (!parsed.ok) return parsed;
    const b = parsed.data;
    return {
      ok: true,
      row: {
        name: b.contactName,
        email: b.email,
        phone: b.phone,
        subject: briefSubject,
        body: b.message,
        locale: b.locale,
      },
      details: async (trx, messageId) => {
        await trx
          .insertInto("brief_detail")
          .values({
            message_id: messageId,
            company: b.company,
            country: b.country,
            cnpj: b.cnpj,
            role: b.role,
            lines: b.lines.join(","),
            forms: b.forms.join(","),
            label_model: b.labelModel,
            quantity: b.quantity,
            launch: b.launch,
            brand_status: b.brandStatus,
            anvisa_status: b.anvisaStatus,
            product_ean: b.product,
          })
          .execute();
      },
    };
  },
};
