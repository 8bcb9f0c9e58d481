import {
  type FormTerms,
  formTerms,
  otcMedicineForms,
  otcMedicineTerms,
  quantityText,
  type TermsForm,
  weeksText,
} from "~/content/private-label-terms";
import { type ProductForm, type ProductLine, productForms, productLines } from "./brief-form-meta";

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

const isForm = (v: string): v is ProductForm => productForms.some((f) => f.value === v);
const isLine = (v: string): v is ProductLine => productLines.some((l) => l.value === v);

/**
 * The first answer to a brief (issue 33): the terms of each chosen form, from the same module the page states, for
 * the confirmation and the e-mail to sales. A form the pharmaceutical plant makes, in a brief that names medicines,
 * also gets the medicines' terms, once; with other lines chosen too, the form's own terms stay (cápsulas may be a
 * supplement). Values the brief does not offer are ignored; "outra" says its terms come with the proposal.
 */
export function preliminarySummary(forms: readonly string[], lines: readonly string[]): string[] {
  const chosenLines = lines.filter(isLine);
  const onlyMedicines = chosenLines.length > 0 && chosenLines.every((l) => l === "medicamentos");
  const summary = [...new Set(forms)].filter(isForm).flatMap((form) => {
    const own = termsForForm(form);
    if (!own)
      return [
        `${productForms.find((f) => f.value === form)?.label}: condições no orçamento, após a análise.`,
      ];
    const medicine = termsForChoice(form, chosenLines) === otcMedicineTerms ? [otcMedicineTerms] : [];
    return [...(onlyMedicines && medicine.length > 0 ? [] : [own]), ...medicine].map(termsSummary);
  });
  return [...new Set(summary)];
}

/** The caveat every preliminary summary carries. */
export const PRELIMINARY_NOTE = "Estimativa preliminar, sujeita à análise do briefing.";
