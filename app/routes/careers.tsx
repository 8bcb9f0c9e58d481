import { ExternalLink } from "lucide-react";
import { careersPageTexts } from "~/content/careers.texts";
import { site } from "~/content/site";
import { localeOfPath } from "~/i18n/locale";
import { PAGE_PATHS } from "~/i18n/pages";
import { textsIn, useTexts } from "~/i18n/texts";
import { CheckList } from "~/ui/check-list";
import { PageHero } from "~/ui/page-hero";
import { routeMeta } from "~/utils/seo/route-meta";
import { cacheableHandle } from "~/utils/server/cache-handle";
import type { Route } from "./+types/careers";

/** Only read: cached for every visitor, and hydrated on intent (decision 098). */
export const handle = cacheableHandle;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  return routeMeta(matches, { ...textsIn(careersPageTexts, locale).meta, path: PAGE_PATHS.careers[locale] });
};

export default function Careers() {
  const c = useTexts(careersPageTexts);
  return (
    <>
      <PageHero eyebrow={c.eyebrow} title={c.title}>
        <p>{c.intro}</p>
      </PageHero>
      <section id="trabalhe-conosco" aria-labelledby="why-title" className="px-6 py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl items-center gap-12 lg:grid-cols-2">
          <div>
            <h2 id="why-title" className="text-3xl font-bold text-brand-950 sm:text-4xl">
              {c.why.title}
            </h2>
            <p className="mt-4 text-lg text-slate-700">{c.why.text}</p>
            <CheckList items={c.why.points} className="mt-8 space-y-4" />
          </div>
          <img
            src={c.why.image.src}
            alt={c.why.image.alt}
            width={c.why.image.width}
            height={c.why.image.height}
            srcSet={c.why.image.srcSet}
            sizes={c.why.image.sizes}
            decoding="async"
            className="h-auto w-full rounded-3xl shadow-lg"
          />
        </div>
      </section>
      <section
        id="vagas"
        aria-labelledby="vagas-title"
        className="bg-brand-900 px-6 py-16 text-white sm:py-20"
      >
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="vagas-title" className="text-3xl font-bold sm:text-4xl">
            {c.openings.title}
          </h2>
          <p className="mt-4 text-lg text-brand-100">{c.openings.text}</p>
          <a
            href={site.careersUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-8 inline-flex min-h-12 items-center gap-2 rounded-full bg-accent-400 px-7 font-semibold text-brand-950 transition-colors hover:bg-accent-500"
          >
            {c.openings.linkLabel}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">{` ${c.openings.newTab}`}</span>
          </a>
        </div>
      </section>
    </>
  );
}
