import { Globe2 } from "lucide-react";
import { aboutPageTexts } from "~/content/about.texts";
import { Timeline } from "~/features/institutional/timeline";
import { localeOfPath } from "~/i18n/locale";
import { PAGE_PATHS } from "~/i18n/pages";
import { textsIn, useTexts } from "~/i18n/texts";
import { CheckList } from "~/ui/check-list";
import { PageHero } from "~/ui/page-hero";
import { routeMeta } from "~/utils/seo/route-meta";
import { cacheableHandle } from "~/utils/server/cache-handle";
import type { Route } from "./+types/about";

/** Only read: cached for every visitor, and hydrated on intent (decision 098). */
export const handle = cacheableHandle;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  return routeMeta(matches, { ...textsIn(aboutPageTexts, locale).meta, path: PAGE_PATHS.about[locale] });
};

export default function About() {
  const c = useTexts(aboutPageTexts);
  return (
    <>
      <PageHero eyebrow={c.eyebrow} title={c.title}>
        <p>{c.intro}</p>
      </PageHero>
      <section id="historia" aria-labelledby="historia-title" className="px-6 py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl gap-12 lg:grid-cols-2">
          <div>
            <h2 id="historia-title" className="text-3xl font-bold text-brand-950 sm:text-4xl">
              {c.history.title}
            </h2>
            {c.history.paragraphs.map((text) => (
              <p key={text} className="mt-4 text-lg text-slate-700">
                {text}
              </p>
            ))}
            <img
              src={c.history.image.src}
              alt={c.history.image.alt}
              width={c.history.image.width}
              height={c.history.image.height}
              srcSet={c.history.image.srcSet}
              sizes={c.history.image.sizes}
              decoding="async"
              className="mt-10 h-auto w-full rounded-3xl shadow-lg"
            />
          </div>
          <div>
            <h2 className="sr-only">{c.timelineTitle}</h2>
            <Timeline label={c.timelineTitle} items={c.timeline} />
          </div>
        </div>
      </section>
      <section
        id="numeros"
        aria-labelledby="numeros-title"
        className="bg-brand-900 px-6 py-16 text-white sm:py-20"
      >
        <div className="mx-auto max-w-7xl">
          <h2 id="numeros-title" className="text-3xl font-bold sm:text-4xl">
            {c.factsTitle}
          </h2>
          <dl className="mt-10 grid grid-cols-2 gap-6 md:grid-cols-4">
            {c.facts.map((fact) => (
              <div key={fact.label} className="flex flex-col border-t-2 border-accent-400 pt-4">
                <dt className="text-brand-100">{fact.label}</dt>
                <dd className="order-first text-3xl font-bold text-accent-400">{fact.figure}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-14 text-2xl font-bold">{c.capacityTitle}</h3>
          <ul className="mt-6 grid gap-4 sm:grid-cols-3">
            {c.capacity.map((item) => (
              <li key={item.unit} className="rounded-2xl bg-brand-800 p-6">
                <p className="font-semibold text-brand-100">{item.unit}</p>
                <p className="mt-1 text-3xl font-bold">{item.figure}</p>
                <p className="text-brand-100">{item.label}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section id="qualidade" aria-labelledby="qualidade-title" className="px-6 py-16 sm:py-20">
        <div className="mx-auto max-w-4xl">
          <h2 id="qualidade-title" className="text-3xl font-bold text-brand-950 sm:text-4xl">
            {c.quality.title}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{c.quality.text}</p>
          <CheckList
            items={c.quality.points}
            className="mt-8 grid gap-4 sm:grid-cols-2"
            itemClassName="rounded-2xl bg-brand-50 p-5"
          />
        </div>
      </section>
      <section id="expansao" aria-labelledby="expansao-title" className="bg-brand-50 px-6 py-16 sm:py-20">
        <div className="mx-auto flex max-w-4xl flex-col gap-6 sm:flex-row sm:items-start">
          <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-700 text-white">
            <Globe2 aria-hidden="true" className="size-7" />
          </span>
          <div>
            <h2 id="expansao-title" className="text-3xl font-bold text-brand-950 sm:text-4xl">
              {c.expansion.title}
            </h2>
            <p className="mt-4 text-lg text-slate-700">{c.expansion.text}</p>
          </div>
        </div>
      </section>
    </>
  );
}
