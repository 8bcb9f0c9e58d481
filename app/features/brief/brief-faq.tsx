import type { FaqEntry } from "~/content/private-label-faq";
import { useTexts } from "~/i18n/texts";
import { useNonce } from "~/utils/hydration/nonce";
import { briefPageTexts } from "./brief.texts";

/**
 * The questions prospects ask before a brief, as disclosures that open with the keyboard and without JavaScript,
 * and the FAQPage structured data beside them (data, never run: no CSP hash, like the product page's JSON-LD).
 * Both come from the route's loader in the page's language: the JSON-LD is the same strings as the questions
 * shown, serialized once on the server (faqPageJsonLd, serializeJsonLd).
 */
export function BriefFaq({ faq, jsonLd }: { faq: readonly FaqEntry[]; jsonLd: string }) {
  const nonce = useNonce();
  const t = useTexts(briefPageTexts);
  return (
    <section aria-labelledby="perguntas-title" className="px-6 py-16">
      <script
        type="application/ld+json"
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by serializeJsonLd
        dangerouslySetInnerHTML={{ __html: jsonLd }}
      />
      <div className="mx-auto max-w-3xl">
        <h2 id="perguntas-title" className="text-3xl font-bold text-brand-950">
          {t.faqTitle}
        </h2>
        <div className="mt-6 divide-y divide-brand-100 border-y border-brand-100">
          {faq.map((q) => (
            <details key={q.question} className="group">
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-3 font-semibold text-brand-900 [&::-webkit-details-marker]:hidden">
                {q.question}
                <span aria-hidden="true" className="text-xl text-brand-700 group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="pb-4 text-slate-700">{q.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
