import { commercialCta, privateLabelCta } from "~/content/navigation";
import { siteTexts } from "~/content/site.texts";
import { unitsPageTexts } from "~/content/units.texts";
import { homeSectionTexts } from "~/features/home/home.texts";
import { UnitSection } from "~/features/institutional/unit-section";
import { localeOfPath } from "~/i18n/locale";
import { PAGE_PATHS } from "~/i18n/pages";
import { textsIn, useLocalHref, useTexts } from "~/i18n/texts";
import { CtaLink } from "~/ui/cta-link";
import { PageHero } from "~/ui/page-hero";
import { routeMeta } from "~/utils/seo/route-meta";
import { cacheableHandle } from "~/utils/server/cache-handle";
import type { Route } from "./+types/business-units";

/** Only read: cached for every visitor, and hydrated on intent (decision 098). */
export const handle = cacheableHandle;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  return routeMeta(matches, {
    ...textsIn(unitsPageTexts, locale).meta,
    // The three /unidades/* addresses show this same page: one canonical URL for all of them.
    path: PAGE_PATHS.businessUnits[locale],
  });
};

export default function BusinessUnits() {
  const c = useTexts(unitsPageTexts);
  const site = useTexts(siteTexts);
  const t = useTexts(homeSectionTexts);
  const href = useLocalHref();
  return (
    <>
      <PageHero eyebrow={c.eyebrow} title={c.title}>
        <p>{c.intro}</p>
      </PageHero>
      {c.sections.map((section, index) => {
        const phone = section.phoneKey ? site.unitPhones[section.phoneKey] : undefined;
        return (
          <UnitSection
            key={section.id}
            section={section}
            index={index}
            phone={
              phone ? (
                <a
                  href={`tel:${phone.e164}`}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline-offset-4 hover:underline"
                >
                  <span className="sr-only">{`${c.phoneLabel} ${section.title}: `}</span>
                  {phone.display}
                </a>
              ) : undefined
            }
          />
        );
      })}
      <section aria-labelledby="marca-propria-title" className="bg-brand-900 px-6 py-16 text-white">
        <div className="mx-auto max-w-7xl">
          <h2 id="marca-propria-title" className="text-3xl font-bold">
            {c.privateLabel.title}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-brand-100">{c.privateLabel.text}</p>
          <p className="mt-6 flex flex-wrap gap-4">
            <CtaLink to={href(privateLabelCta.href)} label={t.privateLabelCta} tone="inverse" />
            <CtaLink to={href(commercialCta.href)} label={t.commercialCta} tone="inverseOutline" />
          </p>
        </div>
      </section>
    </>
  );
}
