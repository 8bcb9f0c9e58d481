import {
  type FormTerms,
  formTerms,
  otcMedicineTerms,
  quantityText,
  stages,
  stagesTotal,
  weeksText,
} from "~/content/private-label-terms";

/**
 * The terms a brand owner asks first, before the brief (issue 33): per form the minimum order, both lead times and
 * the packaging, then the stages from brief to first batch. Plain markup: no script is needed to read any of it.
 */

const cards: readonly { id: string; terms: FormTerms }[] = [
  ...Object.entries(formTerms).map(([id, terms]) => ({ id, terms })),
  { id: "medicamentos", terms: otcMedicineTerms },
];

function TermsCard({ id, terms: t }: { id: string; terms: FormTerms }) {
  const titleId = `condicoes-${id}`;
  return (
    <article aria-labelledby={titleId} className="h-full rounded-2xl border border-brand-100 bg-white p-5">
      <h4 id={titleId} className="text-lg font-bold text-brand-900">
        {t.label}
      </h4>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-slate-800">
        <div className="col-span-2">
          <dt className="text-sm font-semibold text-slate-600">Pedido mínimo por item</dt>
          <dd>
            {quantityText(t.minimumOrder)}
            {"note" in t.minimumOrder && t.minimumOrder.note ? (
              <span className="block text-sm text-slate-600">{t.minimumOrder.note}</span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">Prazo em white label</dt>
          <dd>{weeksText(t.leadTime.whiteLabel)}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">Prazo em private label</dt>
          <dd>{weeksText(t.leadTime.privateLabel)}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-sm font-semibold text-slate-600">Embalagens</dt>
          <dd>{t.packaging.join("; ")}</dd>
        </div>
      </dl>
      {t.note ? <p className="mt-3 text-sm text-slate-600">{t.note}</p> : null}
    </article>
  );
}

export function BriefTerms() {
  const white = stagesTotal("whiteLabel");
  const custom = stagesTotal("privateLabel");
  return (
    <section id="condicoes" aria-labelledby="condicoes-title" className="scroll-mt-24 px-6 py-16">
      <div className="mx-auto max-w-7xl">
        <h2 id="condicoes-title" className="text-3xl font-bold text-brand-950">
          Pedido mínimo, prazos e embalagens
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">
          White label é um produto que já fabricamos, com a sua marca; private label é uma fórmula
          desenvolvida só para você. Os valores abaixo são a nossa referência por forma do produto; a proposta
          confirma os do seu projeto, com o preço. Prazos em semanas, contados da aprovação da proposta até o
          primeiro lote liberado.
        </p>
        <h3 className="mt-10 text-2xl font-bold text-brand-950">Por forma do produto</h3>
        <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((c) => (
            <li key={c.id}>
              <TermsCard id={c.id} terms={c.terms} />
            </li>
          ))}
        </ul>

        <h3 id="etapas-title" className="mt-14 text-2xl font-bold text-brand-950">
          Do briefing ao primeiro lote
        </h3>
        <p className="mt-3 max-w-3xl text-slate-700">
          Em white label, de {weeksText(white)} ao todo; em private label, de {weeksText(custom)}. Cada etapa,
          com a sua duração usual:
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
                    (white label: {weeksText(s.whiteLabel)})
                  </span>
                ) : (
                  <span className="font-normal text-slate-700"> (não se aplica ao white label)</span>
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
