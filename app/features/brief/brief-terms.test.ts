import { describe, expect, it } from "vitest";
import { aboutPage } from "~/content/about";
import { faq } from "~/content/private-label-faq";
import {
  formTerms,
  monthlyCapacity,
  otcMedicineForms,
  otcMedicineTerms,
  stages,
  stagesTotal,
} from "~/content/private-label-terms";
import { productForms } from "./brief-form-meta";
import { preliminarySummary, termsForChoice, termsForForm, termsSummary } from "./brief-terms";

const allTerms = [...Object.values(formTerms), otcMedicineTerms];

describe("private-label terms", () => {
  it("every form the brief offers has terms, except 'outra', and no terms name a form the brief does not offer", () => {
    for (const { value, label } of productForms) {
      if (value === "outra") expect(termsForForm(value)).toBeNull();
      else expect(termsForForm(value), `${value} has no terms`).toMatchObject({ label });
    }
    const offered: string[] = productForms.map((f) => f.value);
    for (const key of Object.keys(formTerms)) expect(offered).toContain(key);
  });

  it("lead times are positive whole weeks, ranges run forward, and a custom formula takes longer", () => {
    for (const t of allTerms) {
      for (const w of [t.leadTime.whiteLabel, t.leadTime.privateLabel]) {
        expect(Number.isInteger(w.from) && w.from > 0, t.label).toBe(true);
        expect(w.to, t.label).toBeGreaterThanOrEqual(w.from);
      }
      expect(t.leadTime.privateLabel.from, t.label).toBeGreaterThan(t.leadTime.whiteLabel.to);
    }
  });

  it("each form's lead times fall within the stages from brief to first batch", () => {
    for (const model of ["whiteLabel", "privateLabel"] as const) {
      const total = stagesTotal(model);
      for (const t of allTerms) {
        expect(t.leadTime[model].from, `${t.label} ${model}`).toBeGreaterThanOrEqual(total.from);
        expect(t.leadTime[model].to, `${t.label} ${model}`).toBeLessThanOrEqual(total.to);
      }
    }
    for (const s of stages) {
      expect(s.privateLabel.from).toBeGreaterThan(0);
      if (s.whiteLabel) expect(s.whiteLabel.to).toBeLessThanOrEqual(s.privateLabel.to);
    }
  });

  it("minimums are round, positive and a small share of the month's capacity of every plant that makes them", () => {
    for (const t of allTerms) {
      const { quantity } = t.minimumOrder;
      expect(quantity % 500, t.label).toBe(0);
      expect(quantity, t.label).toBeGreaterThan(0);
      for (const line of t.lines)
        expect(quantity, `${t.label} in ${line}`).toBeLessThanOrEqual(monthlyCapacity[line] / 100);
      expect(t.packaging.length, t.label).toBeGreaterThan(0);
    }
  });

  it("the monthly capacities are the ones the site states", () => {
    const stated = aboutPage.capacity.map((c) => c.figure);
    expect(stated).toEqual(["1 milhão", "1 milhão", "7 milhões"]);
    expect(Object.values(monthlyCapacity)).toEqual([1_000_000, 1_000_000, 7_000_000]);
  });

  it("a medicine brief gets the medicine terms for the forms the pharmaceutical plant makes", () => {
    for (const form of otcMedicineForms)
      expect(termsForChoice(form, ["medicamentos"])).toBe(otcMedicineTerms);
    expect(termsForChoice("capsulas", ["suplementos"])).toBe(formTerms.capsulas);
    expect(termsForChoice("shampoos", ["medicamentos", "cosmeticos"])).toBe(formTerms.shampoos);
  });

  it("the summary of a form says its minimum and lead times", () => {
    expect(termsSummary(formTerms.capsulas)).toBe(
      "Cápsulas: pedido mínimo de 3.000 frascos por item; white label em 5 a 7 semanas, private label em 12 a 16 semanas.",
    );
  });

  it("the preliminary summary has one line per chosen form, from the same terms, and ignores what is not offered", () => {
    expect(
      preliminarySummary(["capsulas", "cremes", "capsulas", "nada"], ["suplementos", "cosmeticos"]),
    ).toEqual([termsSummary(formTerms.capsulas), termsSummary(formTerms.cremes)]);
    expect(preliminarySummary(["comprimidos"], ["medicamentos"])).toEqual([termsSummary(otcMedicineTerms)]);
    // Capsules and drops for supplements and medicines: each form's own terms, and the medicines' once.
    expect(preliminarySummary(["capsulas", "gotas"], ["suplementos", "medicamentos"])).toEqual([
      termsSummary(formTerms.capsulas),
      termsSummary(otcMedicineTerms),
      termsSummary(formTerms.gotas),
    ]);
    expect(preliminarySummary(["outra"], [])).toEqual([
      "Outra forma: condições no orçamento, após a análise.",
    ]);
    expect(preliminarySummary([], ["suplementos"])).toEqual([]);
  });

  it("the FAQ has 8 to 12 distinct questions, each with an answer", () => {
    expect(faq.length).toBeGreaterThanOrEqual(8);
    expect(faq.length).toBeLessThanOrEqual(12);
    expect(new Set(faq.map((q) => q.question)).size).toBe(faq.length);
    for (const q of faq) expect(q.answer.length).toBeGreaterThan(40);
  });
});
