import {
  type FormTerms,
  formTerms,
  otcMedicineForms,
  otcMedicineTerms,
  quantityText,
  type TermsForm,
  weeksText,
} from "~/content/private-label-terms";
import type { ProductForm, ProductLine } from "./brief-form-meta";

/**
 * The brief's forms joined to the private-label terms (app/content/private-label-terms.ts). Every form the brief
 * offers has terms except "outra", whose terms come only with the proposal; the type below fails to compile, and
 * brief-terms.test.ts fails, when a form is added to the brief without terms.
 */
export type FormWithTerms = Exclude<ProductForm, "outra">;

const byForm: Record<FormWithTerms, FormTerms> = formTerms satisfies Record<TermsForm, FormTerms>;

/** The terms of one of the brief's forms; null for "outra" (no fixed terms). */
export function termsForForm(form: ProductForm): FormTerms | null {
  return form === "outra" ? null : byForm[form];
}

/** The terms for a form in the lines a brief chose: medicines have their own when the form is one the plant makes. */
export function termsForChoice(form: ProductForm, lines: readonly ProductLine[]): FormTerms | null {
  if (lines.includes("medicamentos") && (otcMedicineForms as readonly string[]).includes(form)) {
    return otcMedicineTerms;
  }
  return termsForForm(form);
}

/** One line of a preliminary summary: "Cápsulas: pedido mínimo de 3.000 frascos; white label em 5 a 7 semanas…". */
export function termsSummary(terms: FormTerms): string {
  return `${terms.label}: pedido mínimo de ${quantityText(terms.minimumOrder)} por item; white label em ${weeksText(
    terms.leadTime.whiteLabel,
  )}, private label em ${weeksText(terms.leadTime.privateLabel)}.`;
}
