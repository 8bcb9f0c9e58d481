import { quantityTextEn, weeksTextEn } from "~/content/en/private-label-terms";
import {
  type FormTerms,
  quantityText,
  type Stage,
  type Weeks,
  weeksText,
} from "~/content/private-label-terms";
import { useLocale, useTexts } from "~/i18n/texts";
import { briefPageTexts } from "./brief.texts";

/** The terms in the page's language, as the route's loader sends them (privateLabelTermsTexts). */
export interface TermsContent {
  formTerms: Readonly<Record<string, FormTerms>>;
  otcMedicineTerms: FormTerms;
  stages: readonly Stage[];
}

/** As stagesTotal (private-label-terms.ts), over the stages the loader sent. */
function total(stages: readonly Stage[], model: "whiteLabel" | "privateLabel"): Weeks {
  return stages.reduce(
    (sum, s) => {
      const w = s[model];
      return w ? { from: sum.from + w.from, to: sum.to + w.to } : sum;
    },
    { from: 0, to: 0 },
  );
}

/** Weeks and quantities in the page's language; only these two functions are code, the terms are data. */
function useWording() {
  const en = useLocale() === "en";
  return { weeksText: en ? weeksTextEn : weeksText, quantityText: en ? quantityTextEn : quantityText };
}

/**
 * The terms a brand owner asks first, before the brief (issue 33): per form the minimum order, both lead times and
 * the packaging, then the stages from brief to first batch. Plain markup: no script is needed to read any of it.
 * The terms come from the route's loader in the page's language, so neither language's copy is in the page's
 * JavaScript (issue 36).
 */

function TermsCard({ id, terms: t }: { id: string; terms: FormTerms }) {
  const { quantityText, weeksText } = useWording();
  const words = useTexts(briefPageTexts).terms;
  const titleId = `condicoes-${id}`;
  return (
    <article aria-labelledby={titleId} className="h-full rounded-2xl border border-brand-100 bg-white p-5">
      <h4 id={titleId} className="text-lg font-bold text-brand-900">
        {t.label}
      </h4>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-slate-800">
        <div className="col-span-2">
          <dt className="text-sm font-semibold text-slate-600">{words.minimumOrder}</dt>
          <dd>
            {quantityText(t.minimumOrder)}
            {"note" in t.minimumOrder && t.minimumOrder.note ? (
              <span className="block text-sm text-slate-600">{t.minimumOrder.note}</span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">{words.whiteLabelLead}</dt>
          <dd>{weeksText(t.leadTime.whiteLabel)}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">{words.privateLabelLead}</dt>
          <dd>{weeksText(t.leadTime.privateLabel)}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-sm font-semibold text-slate-600">{words.packaging}</dt>
          <dd>{t.packaging.join("; ")}</dd>
        </div>
      </dl>
      {t.note ? <p className="mt-3 text-sm text-slate-600">{t.note}</p> : null}
    </article>
  );
}

export function BriefTerms({ content }: { content: TermsContent }) {
  const { formTerms, otcMedicineTerms, stages } = content;
  const { weeksText } = useWording();
  const words = useTexts(briefPageTexts).terms;
  const cards: readonly { id: string; terms: FormTerms }[] = [
    ...Object.entries(formTerms).map(([id, terms]) => ({ id, terms })),
    { id: "medicamentos", terms: otcMedicineTerms },
  ];
  const white = total(stages, "whiteLabel");
  const custom = total(stages, "privateLabel");
  return (
    <section id="condicoes" aria-labelledby="condicoes-title" className="scroll-mt-24 px-6 py-16">
      <div className="mx-auto max-w-7xl">
        <h2 id="condicoes-title" className="text-3xl font-bold text-brand-950">
          {words.title}
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">{words.intro}</p>
        <h3 className="mt-10 text-2xl font-bold text-brand-950">{words.byForm}</h3>
        <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((c) => (
            <li key={c.id}>
              <TermsCard id={c.id} terms={c.terms} />
            </li>
          ))}
        </ul>

        <h3 id="etapas-title" className="mt-14 text-2xl font-bold text-brand-950">
          {words.stagesTitle}
        </h3>
        <p className="mt-3 max-w-3xl text-slate-700">
          {words.stagesIntro(weeksText(white), weeksText(custom))}
        </p>
        <ol aria-labelledby="etapas-title" className="mt-8 max-w-3xl">
          {stages.map((s, i) => (
            <li
              key={s.id}
              className="relative border-l-2 border-brand-200 pb-8 pl-10 last:border-transparent last:pb-0"
            >
              <span
                aria-hidden="true"
                className="absolute -left-[1.0625rem] top-0 flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
              >
                {i + 1}
              </span>
              <h4 className="text-lg font-bold text-brand-900">{s.title}</h4>
              <p className="mt-1 font-semibold text-brand-800">
                {weeksText(s.privateLabel)}
                {s.whiteLabel ? (
                  <span className="font-normal text-slate-700">
                    {" "}
                    {words.stageWhiteLabel(weeksText(s.whiteLabel))}
                  </span>
                ) : (
                  <span className="font-normal text-slate-700"> {words.stageNoWhiteLabel}</span>
                )}
              </p>
              <p className="mt-1 text-slate-700">{s.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
