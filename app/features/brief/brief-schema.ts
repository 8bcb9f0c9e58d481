import * as z from "zod/mini";
import { isValidGtin } from "../catalog/model/barcodes";
import { cnpjMessages, parseCnpj } from "../catalog/model/cnpj";
import { parseBrPhone, phoneMessages } from "./br-phone";
import {
  anvisaStatuses,
  type BriefField,
  type BriefFieldErrors,
  brandStatuses,
  briefFieldOrder,
  labelModels,
  launchWindows,
  briefLimits as limits,
  productForms,
  productLines,
  quantityRanges,
} from "./brief-form-meta";

/**
 * The brief as the server accepts it. Form posts carry strings (a checkbox group repeats its name), so list fields
 * take one string or several. CNPJ and phone are checked by their own parsers (cnpj.ts, br-phone.ts), whose
 * precise messages say what is wrong, and stored in their formatted shape.
 */

// Control characters (and the Unicode separators) never belong in a one-line field: CR/LF starts header injection.
const lineControl = /[\p{Cc}\u2028\u2029]/u;
const textControl = /[^\P{Cc}\t\n\r]|[\u2028\u2029]/u;

const line = (max: number, required: string) =>
  z._default(z.string({ error: required }), "").check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(max, `Use no máximo ${max} caracteres.`),
    z.refine((v) => !lineControl.test(v), "Remova caracteres inválidos."),
  );

const optionalLine = (max: number) =>
  z._default(z.string({ error: "Dados inválidos." }), "").check(
    z.trim(),
    z.maxLength(max, `Use no máximo ${max} caracteres.`),
    z.refine((v) => !lineControl.test(v), "Remova caracteres inválidos."),
  );

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((o) => o.value) as [T[number]["value"], ...T[number]["value"][]];

const choice = <T extends readonly { value: string }[]>(list: T, message: string) =>
  z.enum(values(list), { error: message });

const many = <T extends readonly { value: string }[]>(list: T, min: number, message: string) =>
  z.pipe(
    z.pipe(
      z._default(z.union([z.string(), z.array(z.string())]), []),
      z.transform((v) => (Array.isArray(v) ? v : [v]).filter((s) => s !== "")),
    ),
    z
      .array(z.enum(values(list), { error: "Escolha entre as opções da lista." }))
      .check(z.minLength(min, message)),
  );

export const briefSchema = z.object({
  company: line(limits.companyMax, "Informe o nome da empresa."),
  cnpj: z._default(z.string(), ""),
  contactName: line(limits.nameMax, "Informe o seu nome."),
  role: optionalLine(limits.roleMax),
  email: z.pipe(
    line(limits.emailMax, "Informe seu e-mail."),
    z.email("Informe um e-mail válido, por exemplo nome@empresa.com.br."),
  ),
  phone: z._default(z.string(), ""),
  lines: many(productLines, 1, "Escolha pelo menos uma linha de produtos."),
  forms: many(productForms, 0, ""),
  labelModel: choice(labelModels, "Escolha white label, private label ou peça orientação."),
  quantity: choice(quantityRanges, "Escolha uma faixa de quantidade por pedido."),
  launch: choice(launchWindows, "Escolha quando pretende lançar."),
  brandStatus: choice(brandStatuses, "Diga se já tem marca."),
  anvisaStatus: choice(anvisaStatuses, "Diga como está o registro na Anvisa."),
  message: z._default(z.string({ error: "Dados inválidos." }), "").check(
    z.trim(),
    z.maxLength(limits.messageMax, `Use no máximo ${limits.messageMax} caracteres (hoje há mais).`),
    z.refine((v) => !textControl.test(v), "Remova caracteres inválidos."),
  ),
  /** The catalogue product the visitor came from ("Quero um produto como este"), a barcode or nothing. */
  product: z._default(z.string(), "").check(z.refine((v) => v === "" || isValidGtin(v), "Produto inválido.")),
});

export type Brief = z.output<typeof briefSchema>;
export type BriefParse = { ok: true; data: Brief } | { ok: false; fieldErrors: BriefFieldErrors };

/** Validates a posted brief; every field's first problem, in the form's order. */
export function parseBrief(input: unknown): BriefParse {
  const body = input && typeof input === "object" && !Array.isArray(input) ? input : {};
  const result = briefSchema.safeParse(body);
  const errors: BriefFieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (
        typeof field === "string" &&
        (briefFieldOrder as readonly string[]).includes(field) &&
        issue.message
      ) {
        errors[field as BriefField] ??= issue.message;
      }
    }
  }
  const raw = body as Record<string, unknown>;
  const cnpj = parseCnpj(typeof raw.cnpj === "string" ? raw.cnpj.slice(0, limits.cnpjMax * 4) : "");
  if (!cnpj.ok) errors.cnpj = cnpjMessages[cnpj.problem];
  else if (typeof raw.cnpj === "string" && raw.cnpj.length > limits.cnpjMax)
    errors.cnpj = cnpjMessages.length;
  const phone = parseBrPhone(typeof raw.phone === "string" ? raw.phone.slice(0, limits.phoneMax * 4) : "");
  if (!phone.ok) errors.phone = phoneMessages[phone.problem];
  else if (typeof raw.phone === "string" && raw.phone.length > limits.phoneMax)
    errors.phone = phoneMessages.length;
  const ordered: BriefFieldErrors = {};
  for (const f of briefFieldOrder) if (errors[f]) ordered[f] = errors[f];
  if (!result.success || !cnpj.ok || !phone.ok || Object.keys(ordered).length > 0) {
    // A wrong product reference is not the visitor's doing (it came from a link): drop it rather than block.
    if (Object.keys(ordered).length === 0) return parseBrief({ ...raw, product: "" });
    return { ok: false, fieldErrors: ordered };
  }
  return { ok: true, data: { ...result.data, cnpj: cnpj.value, phone: phone.value } };
}
