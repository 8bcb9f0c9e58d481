import type { ReactNode } from "react";
import { site } from "~/content/site";
import { privacyTexts } from "~/features/contact/privacy.texts";
import { localeOfPath } from "~/i18n/locale";
import { localizeHref } from "~/i18n/pages";
import { textsIn, useTexts } from "~/i18n/texts";
import { PageHero } from "~/ui/page-hero";
import { routeMeta } from "~/utils/seo/route-meta";
import { cacheableHandle } from "~/utils/server/cache-handle";
import { env } from "~/utils/server/env.server";
import type { Route } from "./+types/privacy";

/** Only read: cached for every visitor, and hydrated on intent (decision 098). */
export const handle = cacheableHandle;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  const t = textsIn(privacyTexts, locale);
  return routeMeta(matches, {
    title: t.metaTitle,
    description: t.metaDescription,
    path: localizeHref("/privacidade", locale),
  });
};

export function loader() {
  return { retentionDays: env().MESSAGE_RETENTION_DAYS };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const t = useTexts(privacyTexts);
  const sections: { id: string; title: string; body: ReactNode }[] = [
    {
      id: "controlador",
      title: t.controllerTitle,
      // The legal name is Portuguese on both pages: marked so, as the footer does.
      body: (
        <p>
          <span lang="pt-BR">{site.legalName}</span>
          {t.controllerAfter(site.cnpj)}
        </p>
      ),
    },
    { id: "dados-e-finalidade", title: t.dataTitle, body: <p>{t.data}</p> },
    { id: "medicao-de-desempenho", title: t.performanceTitle, body: <p>{t.performance}</p> },
    { id: "base-legal", title: t.legalBasisTitle, body: <p>{t.legalBasis}</p> },
    { id: "compartilhamento", title: t.sharingTitle, body: <p>{t.sharing}</p> },
    { id: "retencao", title: t.retentionTitle, body: <p>{t.retention(loaderData.retentionDays)}</p> },
    {
      id: "direitos",
      title: t.rightsTitle,
      body: (
        <>
          <p>{t.rightsIntro}</p>
          <ul className="mt-3 list-disc space-y-1 pl-6">
            {t.rights.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
          <p className="mt-3">{t.authority}</p>
        </>
      ),
    },
    {
      id: "encarregado",
      title: t.officerTitle,
      body: (
        <p>
          {t.officerBefore}
          <a
            href={`mailto:${site.privacyEmail}`}
            className="font-semibold break-all text-brand-800 underline"
          >
            {site.privacyEmail}
          </a>
          {t.officerAfter}
        </p>
      ),
    },
  ];
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title}>
        <p>{t.intro}</p>
      </PageHero>
      <div className="px-6 py-16">
        <div className="mx-auto max-w-3xl space-y-10 text-lg text-slate-700">
          {sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
              <h2 id={`${s.id}-title`} className="text-2xl font-bold text-brand-950">
                {s.title}
              </h2>
              <div className="mt-3">{s.body}</div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
