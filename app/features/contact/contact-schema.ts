import * as z from "zod/mini";
import { type ContactField, type FieldErrors, fieldOrder, limits, subjectValues } from "./contact-form-meta";

/**
 * The contact message, validated by the same schema in the browser (before sending) and on the server (before
 * storing). Messages are in Portuguese because the browser shows them next to the fields as they are.
 * Written with zod/mini: the same validation as the classic API at a fraction of the browser bundle (the classic
 * build put /contato over its JavaScript budget).
 */

// Any C0/C1 control character, plus the Unicode line and paragraph separators: none belongs in a one-line field,
// and CR/LF in particular is how header injection starts.
const lineControl = /[\p{Cc}\u2028\u2029]/u;
// A message may span lines and use tabs, nothing else invisible.
const textControl = /[^\P{Cc}\t\n\r]|[\u2028\u2029]/u;

const singleLine = (max: number, tooLong: string) =>
  z.string({ error: "Campo obrigatório." }).check(
    z.trim(),
    z.maxLength(max, tooLong),
    z.refine((v) => !lineControl.test(v), "Remova caracteres inválidos."),
  );

export const contactSchema = z.object({
  nomeCompleto: z.pipe(
    singleLine(limits.nameMax, `Use no máximo ${limits.nameMax} caracteres.`),
    z.string().check(z.minLength(1, "Informe seu nome completo.")),
  ),
  email: z.pipe(
    singleLine(limits.emailMax, "Informe um e-mail válido."),
    z.pipe(z.string().check(z.minLength(1, "Informe seu e-mail.")), z.email("Informe um e-mail válido.")),
  ),
  telefone: z
    ._default(z.optional(singleLine(limits.phoneMax, "Informe um telefone válido.")), "")
    .check(
      z.refine(
        (v) => v === "" || (/^[\d\s()+.-]+$/.test(v) && /^\d{10,13}$/.test(v.replace(/\D/g, ""))),
        "Informe um telefone com DDD, só com números (10 a 13 dígitos).",
      ),
    ),
  assunto: z.enum(subjectValues, { error: "Selecione um assunto." }),
  mensagem: z.string({ error: "Escreva sua mensagem." }).check(
    z.trim(),
    z.minLength(limits.messageMin, `Escreva pelo menos ${limits.messageMin} caracteres.`),
    z.maxLength(limits.messageMax, `Use no máximo ${limits.messageMax} caracteres.`),
    z.refine((v) => !textControl.test(v), "Remova caracteres inválidos."),
  ),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
// The form's field list (contact-form-meta.ts) and the schema must name the same fields.
type SameFields<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const fieldsMatch: SameFields<keyof ContactMessage, ContactField> = true;
void fieldsMatch;

export type ParseResult = { ok: true; data: ContactMessage } | { ok: false; fieldErrors: FieldErrors };

/** Validates unknown input and keeps the first message per field, in the form's order. */
export function parseContact(input: unknown): ParseResult {
  const result = contactSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && fieldOrder.includes(field as ContactField)) {
      fieldErrors[field as ContactField] ??= issue.message;
    }
  }
  // A body that is not an object at all has no field path; blame the first field so the answer is still useful.
  if (Object.keys(fieldErrors).length === 0) fieldErrors.nomeCompleto = "Dados do formulário inválidos.";
  return { ok: false, fieldErrors };
}
