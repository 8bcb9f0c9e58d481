import { commercialCta, privateLabelCta } from "~/content/navigation";
import { site } from "~/content/site";
import { unitsPage as c } from "~/content/units";
import { UnitSection } from "~/features/institutional/unit-section";
import { CtaLink } from "~/ui/cta-link";
import { PageHero } from "~/ui/page-hero";
import { routeMeta } from "~/utils/seo/route-meta";
import { cacheableHandle } from "~/utils/server/cache-handle";
import type { Route } from "./+types/business-units";

/** Only read: cached for every visitor, and hydrated on intent (decision 098). */
export const handle = cacheableHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: "Unidades de negócio",
    description:
      "As unidades de suplementos, cosméticos e perfumaria, farmacêutica e pesquisa e desenvolvimento da Convale.",
    // The three /unidades/* addresses show this same page: one canonical URL for all of them.
    path: "/unidades-negocio",
  });

export default function BusinessUnits() {
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
            <CtaLink to={privateLabelCta.href} label={privateLabelCta.label} tone="inverse" />
            <CtaLink to={commercialCta.href} label={commercialCta.label} tone="inverseOutline" />
          </p>
        </div>
      </section>
    </>
  );
}
