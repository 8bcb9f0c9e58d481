import * as Tabs from "@radix-ui/react-tabs";
import { developmentTexts } from "~/content/home-below.texts";
import { commercialCta, privateLabelCta } from "~/content/navigation";
import { useLocalHref, useTexts } from "~/i18n/texts";
import { CheckList } from "~/ui/check-list";
import { CtaLink } from "~/ui/cta-link";
import { earlyPanel, earlyTab } from "~/utils/hydration/early-taps";
import { homeSectionTexts } from "./home.texts";
import { Reveal } from "./reveal";

/**
 * Product rules §4: the development tabs start on the first step. Radix gives the roles, roving focus and arrow
 * keys. Every panel is in the server HTML (crawlers and visitors without JavaScript read them all) and CSS shows
 * the active one; a tap before the app runs switches them at once and is replayed after (decision 134).
 */
const EARLY_GROUP = "desenvolvimento";

export function DevelopmentSection() {
  const c = useTexts(developmentTexts);
  const t = useTexts(homeSectionTexts);
  const href = useLocalHref();
  const first = c.steps[0]?.id;
  return (
    <section
      id="desenvolvimento"
      aria-labelledby="development-title"
      className="render-near-viewport bg-white px-6 py-20 sm:py-28"
    >
      <Reveal className="mx-auto max-w-7xl">
        <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{c.eyebrow}</p>
        <h2
          id="development-title"
          className="mt-2 max-w-3xl text-3xl font-bold text-balance text-brand-950 sm:text-4xl"
        >
          {c.title}
        </h2>
        <Tabs.Root defaultValue={first} className="mt-10">
          <Tabs.List aria-label={c.tabsLabel} className="flex flex-wrap gap-2">
            {c.steps.map((step, index) => (
              <Tabs.Trigger
                key={step.id}
                value={step.id}
                {...earlyTab(EARLY_GROUP, step.id)}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-200 px-4 font-semibold text-brand-900 transition-colors hover:border-brand-500 data-[state=active]:border-brand-700 data-[state=active]:bg-brand-700 data-[state=active]:text-white"
              >
                <span aria-hidden="true" className="text-sm font-medium">
                  {String(index + 1).padStart(2, "0")}
                </span>
                {step.tab}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {c.steps.map((step) => (
            <Tabs.Content
              key={step.id}
              value={step.id}
              forceMount
              {...earlyPanel(EARLY_GROUP, step.id)}
              className="mt-8 grid data-[state=inactive]:hidden items-center gap-8 rounded-3xl bg-brand-50 p-6 sm:p-10 lg:grid-cols-2"
            >
              <img
                src={step.image.src}
                alt={step.image.alt}
                width={step.image.width}
                height={step.image.height}
                srcSet={step.image.srcSet}
                sizes={step.image.sizes}
                loading="lazy"
                decoding="async"
                className="h-auto w-full rounded-2xl"
              />
              <div>
                <h3 className="text-2xl font-bold text-brand-950">{step.title}</h3>
                <p className="mt-3 text-lg text-slate-700">{step.description}</p>
                <CheckList items={step.points} className="mt-6 space-y-3" />
              </div>
            </Tabs.Content>
          ))}
        </Tabs.Root>
        <p className="mt-10 flex flex-wrap gap-4">
          <CtaLink to={href(privateLabelCta.href)} label={t.privateLabelCta} />
          <CtaLink to={href(commercialCta.href)} label={t.commercialCta} tone="outline" />
        </p>
      </Reveal>
    </section>
  );
}
