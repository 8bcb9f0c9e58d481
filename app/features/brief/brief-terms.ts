import { type FormTerms, otcMedicineForms, type TermsForm } from "~/content/private-label-terms";
import { privateLabelTermsTexts } from "~/content/private-label-terms.texts";
import type { Locale } from "~/i18n/locale";
import { textsIn } from "~/i18n/texts";
import { briefPageTexts } from "./brief.texts";
import { type ProductForm, type ProductLine, productForms, productLines } from "./brief-form-meta";

/**
 * The brief's forms joined to the private-label terms (app/content/private-label-terms.ts). Every form the brief
 * offers has terms except "outra", whose terms come only with the proposal; the type below fails to compile, and
 * brief-terms.test.ts fails, when a form is added to the brief without terms. Each function takes the language
 * (Portuguese unless told): the terms, the numbers and the sentences come in it (issue 36).
 */
export type FormWithTerms = Exclude<ProductForm, "outra">;

const termsIn = (locale: Locale) => textsIn(privateLabelTermsTexts, locale);

/** The terms of one of the brief's forms; null for "outra" (no fixed terms). */
export function termsForForm(form: ProductForm, locale: Locale = "pt"): FormTerms | null {
  const byForm: Record<FormWithTerms, FormTerms> = termsIn(locale).formTerms satisfies Record<
    TermsForm,
    FormTerms
  >;
  return form === "outra" ? null : byForm[form];
}

const isMedicineForm = (form: ProductForm, lines: readonly ProductLine[]) =>
  lines.includes("medicamentos") && (otcMedicineForms as readonly string[]).includes(form);

/** The terms for a form in the lines a brief chose: medicines have their own when the form is one the plant makes. */
export function termsForChoice(
  form: ProductForm,
  lines: readonly ProductLine[],
  locale: Locale = "pt",
): FormTerms | null {
  if (isMedicineForm(form, lines)) return termsIn(locale).otcMedicineTerms;
  return termsForForm(form, locale);
}

/** One line of a preliminary summary: "Cápsulas: pedido mínimo de 3.000 frascos; white label em 5 a 7 semanas…". */
export function termsSummary(terms: FormTerms, locale: Locale = "pt"): string {
  const { quantityText, weeksText } = termsIn(locale);
  return textsIn(briefPageTexts, locale).summary.line(
    terms.label,
    quantityText(terms.minimumOrder),
    weeksText(terms.leadTime.whiteLabel),
    weeksText(terms.leadTime.privateLabel),
  );
}

const isForm = (v: string): v is ProductForm => productForms.some((f) => f.value === v);
const isLine = (v: string): v is ProductLine => productLines.some((l) => l.value === v);

/**
 * The first answer to a brief (issue 33): the terms of each chosen form, from the same module the page states, for
 * the confirmation and the e-mail to sales. A form the pharmaceutical plant makes, in a brief that names medicines,
 * also gets the medicines' terms, once; with other lines chosen too, the form's own terms stay (cápsulas may be a
 * supplement). Values the brief does not offer are ignored; "outra" says its terms come with the proposal.
 */
export function preliminarySummary(
  forms: readonly string[],
  lines: readonly string[],
  locale: Locale = "pt",
): string[] {
  const t = textsIn(briefPageTexts, locale);
  const chosenLines = lines.filter(isLine);
  const onlyMedicines = chosenLines.length > 0 && chosenLines.every((l) => l === "medicamentos");
  const summary = [...new Set(forms)].filter(isForm).flatMap((form) => {
    const own = termsForForm(form, locale);
    if (!own) return [t.summary.onQuote(t.options.forms[form])];
    const medicine = isMedicineForm(form, chosenLines) ? [termsIn(locale).otcMedicineTerms] : [];
    return [...(onlyMedicines && medicine.length > 0 ? [] : [own]), ...medicine].map((terms) =>
      termsSummary(terms, locale),
    );
  });
  return [...new Set(summary)];
}

/** The caveat every preliminary summary carries. */
export const PRELIMINARY_NOTE = briefPageTexts.pt.summary.note;

/** The caveat in the page's language. */
export const preliminaryNote = (locale: Locale) => textsIn(briefPageTexts, locale).summary.note;
