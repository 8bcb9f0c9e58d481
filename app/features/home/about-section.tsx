import { homeAboutTexts } from "~/content/home.texts";
import { useTexts } from "~/i18n/texts";
import { CountUp } from "./count-up";
import { Reveal } from "./reveal";
import { useFirstSight } from "./use-first-sight";

/** Product rules §9: the about counters start when half of the section is visible. */
const ABOUT_COUNT_THRESHOLD = 0.5;

export function AboutSection() {
  const [ref, phase] = useFirstSight<HTMLElement>(ABOUT_COUNT_THRESHOLD);
  const c = useTexts(homeAboutTexts);
  return (
    <section
      id="about"
      ref={ref}
      aria-labelledby="about-title"
      className="render-near-viewport bg-brand-50 px-6 py-20 sm:py-28"
    >
      <Reveal className="mx-auto grid max-w-7xl items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{c.eyebrow}</p>
          <h2 id="about-title" className="mt-2 text-3xl font-bold text-balance text-brand-950 sm:text-4xl">
            {c.title}
          </h2>
          <dl className="mt-8 space-y-6">
            {c.blocks.map((block) => (
              <div key={block.title} className="border-l-4 border-accent-400 pl-5">
                <dt className="text-lg font-bold text-brand-900">{block.title}</dt>
                <dd className="mt-1 text-slate-700">{block.text}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div>
          <img
            src={c.image.src}
            alt={c.image.alt}
            width={c.image.width}
            height={c.image.height}
            srcSet={c.image.srcSet}
            sizes={c.image.sizes}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-3xl shadow-xl"
          />
          <ul className="mt-8 grid grid-cols-2 gap-4">
            {c.counters.map((figure) => (
              <li key={figure.label} className="rounded-2xl bg-white p-5 shadow-sm">
                <CountUp
                  figure={figure}
                  phase={phase}
                  valueClassName="text-3xl font-bold text-brand-700 sm:text-4xl"
                  labelClassName="mt-1 text-sm text-slate-700"
                />
              </li>
            ))}
          </ul>
        </div>
      </Reveal>
    </section>
  );
}
