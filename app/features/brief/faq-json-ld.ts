import type { FaqEntry } from "~/content/private-label-faq";

/**
 * schema.org FAQPage for the questions shown on the page (the visible text and the structured data are the same
 * strings). Serialize with serializeJsonLd; it is data, never run, so the CSP needs no hash for it.
 */
export function faqPageJsonLd(entries: readonly FaqEntry[], inLanguage?: string) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    ...(inLanguage ? { inLanguage } : {}),
    mainEntity: entries.map((e) => ({
      "@type": "Question",
      name: e.question,
      acceptedAnswer: { "@type": "Answer", text: e.answer },
    })),
  };
}
