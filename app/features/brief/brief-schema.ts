import * as z from "zod/mini";
import type { Locale } from "~/i18n/locale";
import { textsIn } from "~/i18n/texts";
import { isValidGtin } from "../catalog/model/barcodes";
import { parseCnpj } from "../catalog/model/cnpj";
import { parseBrPhone } from "./br-phone";
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
import { briefValidationTexts } from "./brief-validation.texts";
import { parseIntlPhone } from "./intl-phone";

/**
 * The brief as the server accepts it, in the language of the page that posted it: the messages come from
 * brief-validation.texts.ts. Form posts carry strings (a checkbox group repeats its name), so list fields take one
 * string or several. CNPJ and phone are checked by their own parsers, whose precise messages say what is wrong, and
 * stored in their formatted shape. The Portuguese brief is a Brazilian company's (CNPJ, Brazilian phone); the
 * English one names its country, needs a CNPJ only for a company in Brazil and takes the phone in international
 * form (docs/decisions/140-english-brief.md).
 */

// Control characters (and the Unicode separators) never belong in a one-line field: CR/LF starts header injection.
const lineControl = /[\p{Cc}\u2028\u2029]/u;
const textControl = /[^\P{Cc}\t\n\r]|[\u2028\u2029]/u;

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((o) => o.value) as [T[number]["value"], ...T[number]["value"][]];

function schemaIn(locale: Locale) {
  const m = textsIn(briefValidationTexts, locale);
  const line = (max: number, required: string) =>
    z._default(z.string({ error: required }), "").check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(max, m.tooLong(max)),
      z.refine((v) => !lineControl.test(v), m.badCharacters),
    );
  const optionalLine = (max: number) =>
    z._default(z.string({ error: m.badData }), "").check(
      z.trim(),
      z.maxLength(max, m.tooLong(max)),
      z.refine((v) => !lineControl.test(v), m.badCharacters),
    );
  const choice = <T extends readonly { value: string }[]>(list: T, message: string) =>
    z.enum(values(list), { error: message });
  const many = <T extends readonly { value: string }[]>(list: T, min: number, message: string) =>
    z.pipe(
      z.pipe(
        z._default(z.union([z.string(), z.array(z.string())]), []),
        z.transform((v) => (Array.isArray(v) ? v : [v]).filter((s) => s !== "")),
      ),
      z.array(z.enum(values(list), { error: m.notInList })).check(z.minLength(min, message)),
    );
  return z.object({
    company: line(limits.companyMax, m.companyRequired),
    // Only the English brief asks for it; the Portuguese one is a Brazilian company's.
    country: locale === "en" ? line(limits.countryMax, m.countryRequired) : z._default(z.string(), ""),
    cnpj: z._default(z.string(), ""),
    contactName: line(limits.nameMax, m.nameRequired),
    role: optionalLine(limits.roleMax),
    email: z.pipe(line(limits.emailMax, m.emailRequired), z.email(m.emailInvalid)),
    phone: z._default(z.string(), ""),
    lines: many(productLines, 1, m.lines),
    forms: many(productForms, 0, ""),
    labelModel: choice(labelModels, m.labelModel),
    quantity: choice(quantityRanges, m.quantity),
    launch: choice(launchWindows, m.launch),
    brandStatus: choice(brandStatuses, m.brandStatus),
    anvisaStatus: choice(anvisaStatuses, m.anvisaStatus),
    message: z._default(z.string({ error: m.badData }), "").check(
      z.trim(),
      z.maxLength(limits.messageMax, m.messageTooLong(limits.messageMax)),
      z.refine((v) => !textControl.test(v), m.badCharacters),
    ),
    /** The catalogue product the visitor came from ("Quero um produto como este"), a barcode or nothing. */
    product: z._default(z.string(), "").check(z.refine((v) => v === "" || isValidGtin(v), m.product)),
  });
}

const schemas = { pt: schemaIn("pt"), en: schemaIn("en") };

/** The country the Portuguese brief implies, and the names an English visitor may give Brazil. */
export const BRAZIL = "Brasil";
const brazilNames = new Set(["brasil", "brazil", "br", "bra", "federative republic of brazil"]);
const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z ]/g, "")
    .trim();
export const isBrazil = (country: string) => brazilNames.has(fold(country));

export type Brief = z.output<(typeof schemas)["pt"]> & { locale: Locale };
export type BriefParse = { ok: true; data: Brief } | { ok: false; fieldErrors: BriefFieldErrors };

/** Validates a posted brief; every field's first problem, in the form's order, in the page's language. */
export function parseBrief(input: unknown, locale: Locale = "pt"): BriefParse {
  const m = textsIn(briefValidationTexts, locale);
  const body = input && typeof input === "object" && !Array.isArray(input) ? input : {};
  const result = schemas[locale].safeParse(body);
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
  const country = locale === "pt" ? BRAZIL : result.success ? result.data.country : "";
  // A company abroad has no CNPJ: whatever the field holds is not asked for and not kept.
  const needsCnpj = locale === "pt" || isBrazil(typeof raw.country === "string" ? raw.country : "");
  const rawCnpj = typeof raw.cnpj === "string" ? raw.cnpj : "";
  const cnpj = needsCnpj
    ? parseCnpj(rawCnpj.slice(0, limits.cnpjMax * 4))
    : ({ ok: true, value: "" } as const);
  if (!cnpj.ok) errors.cnpj = m.cnpj[cnpj.problem];
  else if (needsCnpj && rawCnpj.length > limits.cnpjMax) errors.cnpj = m.cnpj.length;
  const rawPhone = typeof raw.phone === "string" ? raw.phone.slice(0, limits.phoneMax * 4) : "";
  const phone = locale === "pt" ? parseBrPhone(rawPhone) : parseIntlPhone(rawPhone);
  const phoneMessages: Record<string, string> = locale === "pt" ? m.brPhone : m.intlPhone;
  if (!phone.ok) errors.phone = phoneMessages[phone.problem];
  else if (typeof raw.phone === "string" && raw.phone.length > limits.phoneMax)
    errors.phone = phoneMessages.length;
  const ordered: BriefFieldErrors = {};
  for (const f of briefFieldOrder) if (errors[f]) ordered[f] = errors[f];
  if (!result.success || !cnpj.ok || !phone.ok || Object.keys(ordered).length > 0) {
    // A wrong product reference is not the visitor's doing (it came from a link): drop it rather than block.
    if (Object.keys(ordered).length === 0) return parseBrief({ ...raw, product: "" }, locale);
    return { ok: false, fieldErrors: ordered };
  }
  return { ok: true, data: { ...result.data, country, cnpj: cnpj.value, phone: phone.value, locale } };
}
