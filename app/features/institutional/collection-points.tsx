import { MapPin, PackageOpen, Pill, Search } from "lucide-react";
import type { InputHTMLAttributes } from "react";
import { Form, Link } from "react-router";
import type { CollectionCity, CollectionPoint } from "~/content/collection-points";
import { collectionPointsTexts } from "~/content/collection-points-texts.texts";
import { useLocale, useLocalHref, useTexts } from "~/i18n/texts";
import type { CollectionResult } from "./collection-points-search";
import { collectionStatus, hoursText } from "./collection-points-status";
import { CEP_MAX_LENGTH, CITY_MAX_LENGTH, COLLECTION_PARAMS, type CollectionQuery } from "./collection-query";
import { institutionalTexts } from "./institutional.texts";

const PAGE = "/sustentabilidade";
/** Without JavaScript the browser keeps this fragment of the form's action: the answer opens at the results. */
const SECTION = "pontos-de-coleta";

/** What a collection point takes: medicines, and our cosmetic packaging and how to return it. */
export function CollectedItems() {
  const t = useTexts(collectionPointsTexts);
  const groups = [
    { ...t.medicines, icon: Pill },
    { ...t.packaging, icon: PackageOpen },
  ];
  return (
    <section id="o-que-levar" aria-labelledby="o-que-levar-title" className="px-6 py-16 sm:py-20">
      <div className="mx-auto max-w-5xl">
        <h2 id="o-que-levar-title" className="text-3xl font-bold text-brand-950 sm:text-4xl">
          {t.collectedTitle}
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {groups.map(({ title, items, icon: Icon }) => (
            <div key={title} className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
              <h3 className="flex items-center gap-3 text-xl font-bold text-brand-900">
                <Icon aria-hidden="true" className="size-6 text-brand-600" />
                {title}
              </h3>
              <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700">
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function SearchForm({
  name,
  label,
  button,
  value,
  hint,
  maxLength,
  extra,
}: {
  name: "city" | "cep";
  label: string;
  button: string;
  value: string;
  hint?: string;
  maxLength: number;
  extra: InputHTMLAttributes<HTMLInputElement>;
}) {
  const t = useTexts(institutionalTexts);
  const href = useLocalHref();
  const param = COLLECTION_PARAMS[useLocale()][name];
  const id = `busca-${COLLECTION_PARAMS.pt[name]}`;
  return (
    <Form method="get" action={href(`${PAGE}#${SECTION}`)} preventScrollReset className="flex-1">
      <label htmlFor={id} className="block font-semibold text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-dica`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className="mt-2 flex gap-2">
        <input
          id={id}
          name={param}
          type="search"
          defaultValue={value}
          maxLength={maxLength}
          aria-describedby={hint ? `${id}-dica` : undefined}
          className="min-h-12 min-w-0 flex-1 rounded-full border border-slate-400 px-5 text-base text-slate-900"
          {...extra}
        />
        <button
          type="submit"
          className="inline-flex min-h-12 shrink-0 items-center gap-2 rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          <Search aria-hidden="true" className="size-5" />
          {/* "Buscar" alone on a phone leaves the field room for a whole CEP; the name stays whole. */}
          <span>
            {t.search}
            <span className="sr-only sm:not-sr-only"> {button}</span>
          </span>
        </button>
      </div>
    </Form>
  );
}

function PointCard({ point }: { point: CollectionPoint }) {
  const t = useTexts(collectionPointsTexts);
  const own = useTexts(institutionalTexts);
  const locale = useLocale();
  return (
    <li id={point.id} className="rounded-2xl bg-white p-6 shadow-sm">
      <h3 className="text-lg font-bold text-brand-900">{point.name}</h3>
      <address className="mt-2 flex gap-2 text-slate-700 not-italic">
        <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-600" />
        <span>
          {point.street}, {point.district}
          <br />
          {own.cityLine(point.city, point.cep)}
        </span>
      </address>
      <p className="mt-3 text-sm font-semibold text-slate-800">{own.hoursTitle}</p>
      <ul className="text-sm text-slate-700">
        {point.hours.map((hours) => (
          <li key={hours.days}>{hoursText(hours, locale)}</li>
        ))}
      </ul>
      {point.cosmeticPackaging ? (
        <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
          <PackageOpen aria-hidden="true" className="size-4" />
          {t.packagingBadge}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The collection points, searched by city or CEP through two GET forms (they work before and without
 * JavaScript; after hydration React Router submits them without reloading). The result sentence is a polite
 * live region, so a new search is announced.
 */
export function CollectionPointSearch({
  query,
  result,
  cities,
}: {
  query: CollectionQuery;
  result: CollectionResult;
  cities: readonly CollectionCity[];
}) {
  const searched = query.kind !== "none";
  const t = useTexts(collectionPointsTexts);
  const own = useTexts(institutionalTexts);
  const locale = useLocale();
  const href = useLocalHref();
  return (
    <section id={SECTION} aria-labelledby={`${SECTION}-title`} className="bg-brand-50 px-6 py-16 sm:py-20">
      <div className="mx-auto max-w-5xl">
        <h2 id={`${SECTION}-title`} className="text-3xl font-bold text-brand-950 sm:text-4xl">
          {t.searchTitle}
        </h2>
        <p className="mt-4 text-lg text-slate-700">{t.searchIntro}</p>
        <p className="mt-2 text-slate-700">{t.hoursRule}</p>
        <search
          aria-label={own.searchLabel}
          className="mt-8 flex flex-col gap-6 rounded-3xl bg-white p-6 shadow-sm md:flex-row"
        >
          <SearchForm
            name="city"
            label={t.cityLabel}
            hint={t.cityHint}
            button={t.cityButton}
            value={query.kind === "city" ? query.city : ""}
            maxLength={CITY_MAX_LENGTH}
            extra={{ list: "cidades-com-coleta", autoComplete: "address-level2" }}
          />
          <SearchForm
            name="cep"
            label={t.cepLabel}
            hint={t.cepHint}
            button={t.cepButton}
            value={query.kind === "cep" || query.kind === "bad-cep" ? query.cep : ""}
            maxLength={CEP_MAX_LENGTH}
            extra={{ inputMode: "numeric", autoComplete: "postal-code" }}
          />
          <datalist id="cidades-com-coleta">
            {cities.map((city) => (
              <option key={city} value={city} />
            ))}
          </datalist>
        </search>

        <p role="status" className="mt-8 text-lg font-semibold text-slate-900">
          {collectionStatus(query, result, locale)}
        </p>
        {searched ? (
          <p className="mt-2">
            <Link
              to={href(`${PAGE}#${SECTION}`)}
              preventScrollReset
              className="font-semibold text-brand-800 underline"
            >
              {t.showAll}
            </Link>
          </p>
        ) : null}

        <ul aria-label={own.pointsLabel} className="mt-6 grid gap-4 sm:grid-cols-2">
          {result.points.map((point) => (
            <PointCard key={point.id} point={point} />
          ))}
        </ul>

        <nav aria-labelledby="cidades-title" className="mt-10">
          <h3 id="cidades-title" className="text-lg font-bold text-brand-900">
            {t.citiesTitle}
          </h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {cities.map((city) => (
              <li key={city}>
                <Link
                  to={href(
                    `${PAGE}?${COLLECTION_PARAMS[locale].city}=${encodeURIComponent(city)}#${SECTION}`,
                  )}
                  preventScrollReset
                  className="inline-flex min-h-11 items-center rounded-full border border-brand-700 bg-white px-4 font-semibold text-brand-800 hover:bg-brand-100"
                >
                  {city}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
