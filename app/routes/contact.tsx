import { data } from "react-router";
import { contactPageTexts } from "~/features/contact/contact.texts";
import { ContactForm, type FormOutcome } from "~/features/contact/contact-form";
import { type ContactField, fieldOrder } from "~/features/contact/contact-form-meta";
import type { ContactOutcome } from "~/features/contact/contact-outcome";
import { ContactPhones } from "~/features/contact/contact-phones";
import { parseContact } from "~/features/contact/contact-schema";
import { PrivacyNotice } from "~/features/contact/privacy-notice";
import { localeOfPath, localeOfUrl } from "~/i18n/locale";
import { localizeHref } from "~/i18n/pages";
import { textsIn, useTexts } from "~/i18n/texts";
import { PageHero } from "~/ui/page-hero";
import { routeMeta } from "~/utils/seo/route-meta";
import { env } from "~/utils/server/env.server";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  const t = textsIn(contactPageTexts, locale).page;
  return routeMeta(matches, {
    title: t.metaTitle,
    description: t.metaDescription,
    path: localizeHref("/contato", locale),
  });
};

/** Each render gets a signed form token (minimum fill time; single use without JavaScript). */
export function loader({ context }: Route.LoaderArgs) {
  return data(
    { formToken: context.contact?.issueFormToken() ?? "", retentionDays: env().MESSAGE_RETENTION_DAYS },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** The form without JavaScript: the same service as the API, and the outcome rendered on the page. */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfUrl(request.url);
  const contactTexts = textsIn(contactPageTexts, locale).messages;
  const fields: Record<string, string> = {};
  try {
    for (const [key, value] of await request.formData()) if (typeof value === "string") fields[key] = value;
  } catch {
    // Not a form body (text/plain, JSON, no body, multipart without boundary): the visitor's input, so 400 with
    // the page and what each field needs, never a 500.
    const empty = parseContact({}, locale);
    const outcome: FormOutcome = {
      status: 400,
      message: contactTexts.malformed,
      fieldErrors: empty.ok ? undefined : empty.fieldErrors,
      values: {},
    };
    return data(outcome, { status: 400 });
  }
  const answer: ContactOutcome = context.contact
    ? await context.contact.submitForm(fields, locale)
    : { status: 503, error: "unavailable", message: contactTexts.unavailable };
  const values: Partial<Record<ContactField, string>> = {};
  for (const f of fieldOrder) values[f] = fields[f] ?? "";
  const outcome: FormOutcome =
    answer.status === 202
      ? { status: 202, message: contactTexts.success, protocol: answer.protocol ?? answer.id }
      : {
          status: answer.status,
          message: answer.message,
          fieldErrors: "fieldErrors" in answer ? answer.fieldErrors : undefined,
          values,
        };
  return data(outcome, { status: answer.status === 202 ? 200 : answer.status });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTexts(contactPageTexts).page;
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title}>
        <p>{t.intro}</p>
      </PageHero>
      <ContactPhones />
      <section id="formulario" aria-labelledby="formulario-title" className="px-6 py-16">
        <div className="mx-auto grid max-w-7xl gap-10 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <h2 id="formulario-title" className="mb-6 text-3xl font-bold text-brand-950">
              {t.formTitle}
            </h2>
            <ContactForm
              // A new token after a successful post starts a fresh form.
              key={loaderData.formToken}
              formToken={loaderData.formToken}
              outcome={actionData}
            />
          </div>
          <PrivacyNotice retentionDays={loaderData.retentionDays} />
        </div>
      </section>
    </>
  );
}
