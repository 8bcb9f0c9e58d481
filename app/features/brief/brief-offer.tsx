import type { BrandDevelopmentPage } from "~/content/brand-development";
import { useTexts } from "~/i18n/texts";
import { CheckList } from "~/ui/check-list";
import { briefPageTexts } from "./brief.texts";

/**
 * The offer above the brief: who it is for, the two models, what we handle, and the figures the site states. The
 * copy comes from the loader, so the home page's content module (where the figures live) stays out of this
 * page's JavaScript.
 */
export function BriefOffer({ content: c }: { content: BrandDevelopmentPage }) {
  const t = useTexts(briefPageTexts);
  return (
    <section aria-labelledby="oferta-title" className="px-6 py-16">
      <h2 id="oferta-title" className="sr-only">
        {t.offerTitle}
      </h2>
      <div className="mx-auto grid max-w-7xl gap-12 lg:grid-cols-2">
        <div>
          <h3 className="text-2xl font-bold text-brand-950">{c.audienceTitle}</h3>
          <CheckList items={c.audience} className="mt-5 space-y-3" />
        </div>
        <div>
          <h3 className="text-2xl font-bold text-brand-950">{c.modelsTitle}</h3>
          <dl className="mt-5 space-y-5">
            {c.models.map((m) => (
              <div key={m.title} className="rounded-2xl bg-brand-50 p-5">
                <dt className="text-lg font-bold text-brand-900">{m.title}</dt>
                <dd className="mt-1 text-slate-700">{m.text}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="lg:col-span-2">
          <h3 className="text-2xl font-bold text-brand-950">{c.handlesTitle}</h3>
          <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
            {c.handles.map((h) => (
              <li key={h.title} className="rounded-2xl border border-brand-100 p-5">
                <p className="font-bold text-brand-900">{h.title}</p>
                <p className="mt-2 text-slate-700">{h.text}</p>
              </li>
            ))}
          </ul>
        </div>
        <div className="lg:col-span-2">
          <h3 className="text-2xl font-bold text-brand-950">{c.factsTitle}</h3>
          <CheckList items={c.facts} className="mt-5 space-y-3" />
          <p className="mt-5 text-slate-700">{c.termsNote}</p>
        </div>
        <div className="lg:col-span-2">
          <h3 className="text-2xl font-bold text-brand-950">{c.usMarketTitle}</h3>
          <p className="mt-5 max-w-3xl text-slate-700">{c.usMarket}</p>
        </div>
      </div>
    </section>
  );
}
