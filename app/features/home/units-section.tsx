import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { homeUnitsTexts } from "~/content/home.texts";
import { businessUnitHref } from "~/content/navigation";
import { sceneImage, THIRD_COLUMN } from "~/content/scenes";
import { unitScenes } from "~/content/units";
import { useLocalHref, useTexts } from "~/i18n/texts";
import { Reveal } from "./reveal";
import { ValuesMarquee } from "./values-marquee";

const cardImage = (id: keyof typeof unitScenes) => {
  const { src, srcSet, sizes, width, height } = sceneImage(unitScenes[id], "", THIRD_COLUMN);
  return { src, srcSet, sizes, width, height };
};

export function UnitsSection() {
  const c = useTexts(homeUnitsTexts);
  const href = useLocalHref();
  return (
    <section
      id="units"
      aria-labelledby="units-title"
      className="render-near-viewport bg-white pt-20 sm:pt-28"
    >
      <div className="px-6 pb-16 sm:pb-20">
        <Reveal className="mx-auto max-w-7xl">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{c.eyebrow}</p>
          <h2
            id="units-title"
            className="mt-2 max-w-3xl text-3xl font-bold text-balance text-brand-950 sm:text-4xl"
          >
            {c.title}
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{c.intro}</p>
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {c.cards.map((card) => (
              <li
                key={card.id}
                className="group relative flex flex-col overflow-hidden rounded-2xl border border-brand-100 bg-brand-50 shadow-sm transition-shadow focus-within:ring-3 focus-within:ring-accent-500 hover:shadow-lg"
              >
                {/* Decorative here: the card's title names the unit and its page shows the same scene described. */}
                <img
                  {...cardImage(card.id)}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-xl font-bold text-brand-950">
                    <Link
                      to={href(businessUnitHref(card.id))}
                      className="rounded-sm after:absolute after:inset-0 after:content-['']"
                    >
                      {card.title}
                    </Link>
                  </h3>
                  <p className="mt-2 flex-1 text-slate-700">{card.text}</p>
                  <span
                    aria-hidden="true"
                    className="mt-5 inline-flex items-center gap-2 font-semibold text-brand-700 group-hover:underline"
                  >
                    {c.cardLinkLabel}
                    <ArrowRight className="size-4" />
                  </span>
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-10">
            <Link
              to={href(c.historyLink.href)}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-brand-700 px-6 font-semibold text-brand-800 transition-colors hover:bg-brand-700 hover:text-white"
            >
              {c.historyLink.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
        </Reveal>
      </div>
      <ValuesMarquee label={c.valuesLabel} values={c.values} pauseLabel={c.pauseValuesLabel} />
    </section>
  );
}
