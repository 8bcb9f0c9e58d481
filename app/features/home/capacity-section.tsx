import { Award, BadgeCheck, Factory, FlaskConical, Globe2, type LucideIcon, Ruler } from "lucide-react";
import type { BenefitIcon } from "~/content/home-below";
import { capacityTexts } from "~/content/home-below.texts";
import { privateLabelCta } from "~/content/navigation";
import { useLocalHref, useTexts } from "~/i18n/texts";
import { CtaLink } from "~/ui/cta-link";
import { CertificationBadge } from "./certification-badge";
import { homeSectionTexts } from "./home.texts";
import { Reveal } from "./reveal";

const icons: Record<BenefitIcon, LucideIcon> = {
  factory: Factory,
  award: Award,
  flask: FlaskConical,
  badge: BadgeCheck,
  globe: Globe2,
  ruler: Ruler,
};

export function CapacitySection() {
  const c = useTexts(capacityTexts);
  const t = useTexts(homeSectionTexts);
  const href = useLocalHref();
  return (
    <section
      id="potencia-capacidade"
      aria-labelledby="capacity-title"
      className="render-near-viewport bg-brand-50 px-6 py-20 sm:py-28"
    >
      <Reveal className="mx-auto max-w-7xl">
        <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{c.eyebrow}</p>
        <h2
          id="capacity-title"
          className="mt-2 max-w-3xl text-3xl font-bold text-balance text-brand-950 sm:text-4xl"
        >
          {c.title}
        </h2>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {c.benefits.map((benefit) => {
            const Icon = icons[benefit.icon];
            return (
              <li key={benefit.title} className="rounded-2xl bg-white p-6 shadow-sm">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-bold text-brand-950">{benefit.title}</h3>
                <p className="mt-2 text-slate-700">{benefit.text}</p>
              </li>
            );
          })}
        </ul>
        <div className="mt-16 grid gap-8 rounded-3xl bg-white p-6 shadow-sm sm:p-10 lg:grid-cols-[1fr_18rem] lg:items-center">
          <div>
            <h3 className="text-2xl font-bold text-brand-950">{c.certificationsTitle}</h3>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2">
              {c.certifications.map((cert) => (
                <li key={cert.id} className="flex items-center gap-4">
                  <CertificationBadge id={cert.id} />
                  <p>
                    <span className="block font-bold text-brand-950">{cert.name}</span>
                    <span className="block text-sm text-slate-700">{cert.text}</span>
                  </p>
                </li>
              ))}
            </ul>
          </div>
          <p className="rounded-2xl bg-brand-900 p-8 text-center text-white">
            <span className="block text-5xl font-bold text-accent-400">{c.claim.figure}</span>
            <span className="mt-2 block text-brand-100">{c.claim.text}</span>
          </p>
        </div>
        {/* "Fale com o comercial" closes the development section right below: twice in a row read as a
            repeat (issue 34), so this section only points to the offer. */}
        <p className="mt-10 flex flex-wrap gap-4">
          <CtaLink to={href(privateLabelCta.href)} label={t.privateLabelCta} />
        </p>
      </Reveal>
    </section>
  );
}
