import { data } from "react-router";
import { brandDevelopmentTexts } from "~/content/brand-development.texts";
import { privateLabelFaqTexts } from "~/content/private-label-faq.texts";
import { privateLabelTermsTexts } from "~/content/private-label-terms.texts";
import { briefPageTexts } from "~/features/brief/brief.texts";
import { BriefConfirmation } from "~/features/brief/brief-confirmation";
import { BriefExchange } from "~/features/brief/brief-exchange";
import { BriefFaq } from "~/features/brief/brief-faq";
import { BriefForm, type BriefOutcome, type BriefValues } from "~/features/brief/brief-form";
import { readBriefForm } from "~/features/brief/brief-form-data";
import { type BriefFieldErrors, briefFieldOrder } from "~/features/brief/brief-form-meta";
import { briefPath, preselectFromSearch } from "~/features/brief/brief-links";
import { BriefOffer } from "~/features/brief/brief-offer";
import { preliminarySummary } from "~/features/brief/brief-terms";
import { BriefTerms } from "~/features/brief/brief-terms-section";
import { faqPageJsonLd } from "~/features/brief/faq-json-ld";
import { AltchaWidget } from "~/features/contact/altcha-widget";
import { PrivacyNotice } from "~/features/contact/privacy-notice";
import { LANGUAGE_TAG, localeOfPath, localeOfUrl } from "~/i18n/locale";
import { localizeHref } from "~/i18n/pages";
import { textsIn, useLocalHref } from "~/i18n/texts";
import { PageHero } from "~/ui/page-hero";
import { routeMeta } from "~/utils/seo/route-meta";
import { serializeJsonLd } from "~/utils/seo/seo";
import { env } from "~/utils/server/env.server";
import type { Route } from "./+types/brand-development";

// From the loader's copy (already in the page's language), so the copy's modules stay out of the browser's code.
export const meta: Route.MetaFunction = ({ matches, location, data }) =>
  routeMeta(matches, {
    title: data?.page.metaTitle ?? "",
    description: data?.page.metaDescription ?? "",
    path: localizeHref(briefPath, localeOfPath(location.pathname)),
  });

/** Each render gets a signed form token; ?linha=, ?forma= and ?produto= preselect the brief (product pages). */
export function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfUrl(request.url);
  const preselect = preselectFromSearch(new URL(request.url).searchParams);
  const { formTerms, otcMedicineTerms, stages } = textsIn(privateLabelTermsTexts, locale);
  const { exchange, policies, faq } = textsIn(privateLabelFaqTexts, locale);
  return data(
    {
      formToken: context.contact?.issueFormToken() ?? "",
      retentionDays: env().MESSAGE_RETENTION_DAYS,
      initial: { lines: preselect.lines, forms: preselect.forms, product: preselect.product } as BriefValues,
      // The copy travels as data, in the page's language only: its module reads figures from the home content, and
      // the terms and questions of both languages would weigh on the page's JavaScript (issue 36).
      page: textsIn(brandDevelopmentTexts, locale),
      terms: { formTerms, otcMedicineTerms, stages },
      exchange: { exchange, policies },
      faq,
      faqJsonLd: serializeJsonLd(faqPageJsonLd(faq, LANGUAGE_TAG[locale])),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** With or without JavaScript the form posts here; the contact service stores it (server/brief/brief-intake.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfUrl(request.url);
  const briefTexts = textsIn(briefPageTexts, locale).messages;
  const read = await readBriefForm(request);
  if (!read.ok) {
    const status = read.problem === "tooLarge" ? 413 : 400;
    const message = status === 413 ? briefTexts.tooLarge : briefTexts.malformed;
    return data<BriefOutcome>({ status, message, values: {} }, { status });
  }
  const answer = context.contact
    ? await context.contact.submitBrief(read.fields, locale)
    : ({ status: 503, error: "unavailable", message: briefTexts.unavailable } as const);
  if (answer.status === 202) {
    const list = (value: string | string[] | undefined) =>
      Array.isArray(value) ? value : value ? [value] : [];
    const summary = preliminarySummary(list(read.fields.forms), list(read.fields.lines), locale);
    return data<BriefOutcome>(
      {
        status: 202,
        message: briefTexts.success,
        id: answer.id,
        protocol: answer.protocol ?? answer.id,
        summary,
      },
      { status: 200 },
    );
  }
  // Keep what the visitor typed, and only that: never the token or the honeypot. The robot check comes back only
  // when the server verified it and stored nothing, so it can carry the corrected brief (decision 104).
  const values: BriefValues = {};
  for (const f of [...briefFieldOrder, "product"] as const) values[f] = read.fields[f];
  const fieldErrors = "fieldErrors" in answer ? (answer.fieldErrors as BriefFieldErrors) : undefined;
  const robotCheck = "robotCheck" in answer ? answer.robotCheck : undefined;
  return data<BriefOutcome>(
    { status: answer.status, message: answer.message, fieldErrors, values, robotCheck },
    { status: answer.status },
  );
}

export default function BrandDevelopment({ loaderData, actionData }: Route.ComponentProps) {
  const protocol = actionData?.status === 202 ? (actionData.protocol ?? actionData.id) : undefined;
  const c = loaderData.page;
  const href = useLocalHref();
  return (
    <>
      <PageHero eyebrow={c.eyebrow} title={c.title}>
        <p>{c.intro}</p>
        <p className="mt-6">
          <a
            href="#briefing"
            className="inline-flex min-h-11 items-center rounded-full bg-accent-400 px-6 font-semibold text-brand-950 hover:bg-white"
          >
            {c.cta}
          </a>
        </p>
      </PageHero>
      {/* The terms first (issue 33), then the offer and the questions; the brief follows. */}
      <BriefTerms content={loaderData.terms} />
      <BriefExchange content={loaderData.exchange} />
      <BriefOffer content={c} />
      <BriefFaq faq={loaderData.faq} jsonLd={loaderData.faqJsonLd} />
      <section id="briefing" aria-labelledby="briefing-title" className="scroll-mt-24 bg-slate-50 px-6 py-16">
        <div className="mx-auto grid max-w-7xl gap-10 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <h2 id="briefing-title" className="text-3xl font-bold text-brand-950">
              {c.formTitle}
            </h2>
            {protocol ? (
              <div className="mt-6">
                <BriefConfirmation
                  protocol={protocol}
                  summary={actionData?.summary ?? []}
                  formHref={`${href(briefPath)}#briefing`}
                />
              </div>
            ) : (
              <>
                <p className="mt-3 mb-6 text-slate-700">{c.formIntro}</p>
                <BriefForm
                  formToken={loaderData.formToken}
                  outcome={actionData}
                  initial={loaderData.initial}
                  robotCheck={(handle) => <AltchaWidget handle={handle} />}
                />
              </>
            )}
          </div>
          <PrivacyNotice retentionDays={loaderData.retentionDays} purpose={c.privacyPurpose} />
        </div>
      </section>
    </>
  );
}
