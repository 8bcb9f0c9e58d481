import type { exchange as exchangePt, policies as policiesPt } from "~/content/private-label-faq";
import { CheckList } from "~/ui/check-list";

/** What the route's loader sends, in the page's language (privateLabelFaqTexts). */
export interface ExchangeContent {
  exchange: typeof exchangePt;
  policies: typeof policiesPt;
}

/** What the client sends and receives, samples, formula ownership and payment, in outline (issue 33). */
export function BriefExchange({ content }: { content: ExchangeContent }) {
  const { exchange, policies } = content;
  return (
    <section aria-labelledby="troca-title" className="bg-brand-50 px-6 py-16">
      <div className="mx-auto grid max-w-7xl gap-12 lg:grid-cols-2">
        <h2 id="troca-title" className="text-3xl font-bold text-brand-950 lg:col-span-2">
          {exchange.title}
        </h2>
        {[exchange.provides, exchange.receives].map((side) => (
          <div key={side.title}>
            <h3 className="text-2xl font-bold text-brand-950">{side.title}</h3>
            <CheckList items={side.items} className="mt-5 space-y-3" />
          </div>
        ))}
        <div className="grid gap-5 lg:col-span-2 lg:grid-cols-3">
          {policies.map((p) => (
            <div key={p.id} className="rounded-2xl bg-white p-5">
              <h3 className="text-lg font-bold text-brand-900">{p.title}</h3>
              <p className="mt-2 text-slate-700">{p.text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
