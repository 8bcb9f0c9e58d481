import { data, Link } from "react-router";
import { localeOfPath } from "~/i18n/locale";
import { textsIn, useLocalHref, useTexts } from "~/i18n/texts";
import { PageHero } from "~/ui/page-hero";
import { routeMeta } from "~/utils/seo/route-meta";
import type { Route } from "./+types/not-found";
import { notFoundTexts } from "./not-found.texts";

export function loader() {
  return data(null, { status: 404 });
}

/** Served for unknown paths in both languages: /en/… in English (app/routes.ts), anything else in Portuguese. */
export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = textsIn(notFoundTexts, localeOfPath(location.pathname));
  return routeMeta(matches, {
    title: t.title,
    description: t.description,
    path: location.pathname,
    noindex: true,
  });
};

export default function NotFound() {
  const t = useTexts(notFoundTexts);
  const href = useLocalHref();
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title}>
        <p>{t.lead}</p>
      </PageHero>
      <nav aria-label={t.suggestionsLabel} className="mx-auto max-w-7xl px-6 py-16">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {t.suggestions.map((s) => (
            <li key={s.href}>
              <Link
                to={href(s.href)}
                className="flex min-h-14 items-center rounded-lg border border-slate-200 px-5 font-semibold text-brand-800 hover:border-brand-500"
              >
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
