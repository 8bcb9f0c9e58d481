import { Clock, Recycle } from "lucide-react";
import { collectionCities } from "~/content/collection-points";
import { sustainabilityPageTexts } from "~/content/sustainability.texts";
import { CollectedItems, CollectionPointSearch } from "~/features/institutional/collection-points";
import { searchCollectionPoints } from "~/features/institutional/collection-points-search";
import { parseCollectionQuery } from "~/features/institutional/collection-query";
import { localeOfPath } from "~/i18n/locale";
import { PAGE_PATHS } from "~/i18n/pages";
import { textsIn, useTexts } from "~/i18n/texts";
import { PageHero } from "~/ui/page-hero";
import { routeMeta } from "~/utils/seo/route-meta";
import { cacheableHandle } from "~/utils/server/cache-handle";
import type { Route } from "./+types/sustainability";

/**
 * The same for every visitor, for the collection-point search it reads (?cidade=, ?cep=): cached with those
 * parameters, and hydrated on intent (decision 098); the search forms work from the server HTML.
 */
export const handle = cacheableHandle;

/** The collection points found for the address's query; only the points shown travel with the page. */
export function loader({ request }: Route.LoaderArgs) {
  const query = parseCollectionQuery(new URL(request.url).searchParams);
  return { query, result: searchCollectionPoints(query), cities: collectionCities };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const locale = localeOfPath(location.pathname);
  return routeMeta(matches, {
    ...textsIn(sustainabilityPageTexts, locale).meta,
    path: PAGE_PATHS.sustainability[locale],
    // Search results stay out of search indexes; the page itself is indexed.
    noindex: loaderData ? loaderData.query.kind !== "none" : false,
  });
};

export default function Sustainability({ loaderData }: Route.ComponentProps) {
  const c = useTexts(sustainabilityPageTexts);
  const { commitment, reverseLogistics } = c;
  return (
    <>
      <PageHero eyebrow={c.eyebrow} title={c.title}>
        <p>{c.intro}</p>
      </PageHero>
      <section id="praticas" aria-labelledby="praticas-title" className="px-6 py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl items-center gap-12 lg:grid-cols-2">
          <div>
            <h2 id="praticas-title" className="text-3xl font-bold text-brand-950 sm:text-4xl">
              {commitment.title}
            </h2>
            <ul className="mt-8 space-y-6">
              {commitment.practices.map((practice) => (
                <li key={practice.title} className="border-l-4 border-brand-500 pl-5">
                  <h3 className="text-lg font-bold text-brand-900">{practice.title}</h3>
                  <p className="mt-1 text-slate-700">{practice.text}</p>
                </li>
              ))}
            </ul>
          </div>
          <img
            src={commitment.image.src}
            alt={commitment.image.alt}
            width={commitment.image.width}
            height={commitment.image.height}
            srcSet={commitment.image.srcSet}
            sizes={commitment.image.sizes}
            decoding="async"
            className="h-auto w-full rounded-3xl shadow-lg"
          />
        </div>
      </section>
      <section
        id="logistica-reversa"
        aria-labelledby="logistica-title"
        className="bg-brand-50 px-6 py-16 sm:py-20"
      >
        <div className="mx-auto max-w-5xl">
          <h2
            id="logistica-title"
            className="flex items-center gap-3 text-3xl font-bold text-brand-950 sm:text-4xl"
          >
            <Recycle aria-hidden="true" className="size-8 text-brand-600" />
            {reverseLogistics.title}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{reverseLogistics.text}</p>
          <ol className="mt-8 grid gap-4 sm:grid-cols-3">
            {reverseLogistics.steps.map((step, index) => (
              <li key={step} className="rounded-2xl bg-white p-6 shadow-sm">
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                >
                  {index + 1}
                </span>
                <p className="mt-3 text-slate-800">{step}</p>
              </li>
            ))}
          </ol>
          <div className="mt-10 flex flex-col gap-4 rounded-3xl bg-brand-900 p-8 text-white sm:flex-row sm:items-center">
            <Clock aria-hidden="true" className="size-10 shrink-0 text-accent-400" />
            <div>
              <h3 className="text-xl font-bold">{reverseLogistics.hoursTitle}</h3>
              <p className="mt-1 text-brand-100">{reverseLogistics.hours}</p>
              <p className="mt-2">
                <a href="#pontos-de-coleta" className="font-semibold text-white underline">
                  {reverseLogistics.findLink}
                </a>
              </p>
            </div>
          </div>
        </div>
      </section>
      <CollectedItems />
      <CollectionPointSearch query={loaderData.query} result={loaderData.result} cities={loaderData.cities} />
    </>
  );
}
