import * as z from "zod/mini";
import type { Locale } from "~/i18n/locale";
import { textsIn } from "~/i18n/texts";
import { parseIntlPhone } from "../brief/intl-phone";
import { type ContactField, type FieldErrors, fieldOrder, limits, subjectValues } from "./contact-form-meta";
import { contactValidationTexts } from "./contact-validation.texts";

/**
 * The contact message, validated by the same schema in the browser (before sending) and on the server (before
 * storing). Messages are in the page's language (contact-validation.texts.ts), because the browser shows them
 * next to the fields as they are.
 * Written with zod/mini: the same validation as the classic API at a fraction of the browser bundle (the classic
 * build put /contato over its JavaScript budget).
 */

// Any C0/C1 control character, plus the Unicode line and paragraph separators: none belongs in a one-line field,
// and CR/LF in particular is how header injection starts.
const lineControl = /[\p{Cc}\u2028\u2029]/u;
// A message may span lines and use tabs, nothing else invisible.
const textControl = /[^\P{Cc}\t\n\r]|[\u2028\u2029]/u;

function schemaIn(locale: Locale) {
  const m = textsIn(contactValidationTexts, locale);
  const singleLine = (max: number, tooLong: string) =>
    z.string({ error: m.required }).check(
      z.trim(),
      z.maxLength(max, tooLong),
      z.refine((v) => !lineControl.test(v), m.badCharacters),
    );
  // Portuguese: a Brazilian number with its area code; English: international form (+ and the country code).
  const phoneOk =
    locale === "pt"
      ? (v: string) => /^[\d\s()+.-]+$/.test(v) && /^\d{10,13}$/.test(v.replace(/\D/g, ""))
      : (v: string) => parseIntlPhone(v).ok;
  return z.object({
    nomeCompleto: z.pipe(
      singleLine(limits.nameMax, m.nameTooLong),
      z.string().check(z.minLength(1, m.nameRequired)),
    ),
    email: z.pipe(
      singleLine(limits.emailMax, m.emailInvalid),
      z.pipe(z.string().check(z.minLength(1, m.emailRequired)), z.email(m.emailInvalid)),
    ),
    telefone: z
      ._default(z.optional(singleLine(limits.phoneMax, m.phoneInvalid)), "")
      .check(z.refine((v) => v === "" || phoneOk(v), m.phoneFormat)),
    assunto: z.enum(subjectValues, { error: m.subject }),
    mensagem: z.string({ error: m.messageRequired }).check(
      z.trim(),
      z.minLength(limits.messageMin, m.messageTooShort),
      z.maxLength(limits.messageMax, m.messageTooLong),
      z.refine((v) => !textControl.test(v), m.badCharacters),
    ),
  });
}

const schemas = { pt: schemaIn("pt"), en: schemaIn("en") };
/** The Portuguese schema, as before issue 36. */
export const contactSchema = schemas.pt;

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
// The form's field list (contact-form-meta.ts) and the schema must name the same fields.
type SameFields<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const fieldsMatch: SameFields<keyof ContactMessage, ContactField> = true;
void fieldsMatch;

export type ParseResult = { ok: true; data: ContactMessage } | { ok: false; fieldErrors: FieldErrors };

/** Validates unknown input and keeps the first message per field, in the form's order. */
export function parseContact(input: unknown, locale: Locale = "pt"): ParseResult {
  const result = schemas[locale].safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && fieldOrder.includes(field as ContactField)) {
      fieldErrors[field as ContactField] ??= issue.message;
    }
  }
  // A body that is not an object at all has no field path; blame the first field so the answer is still useful.
  if (Object.keys(fieldErrors).length === 0)
    fieldErrors.nomeCompleto = textsIn(contactValidationTexts, locale).badForm;
  return { ok: false, fieldErrors };
}
