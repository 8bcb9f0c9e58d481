import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { scienceWordTexts } from "~/content/home-below.texts";
import { businessUnitHref } from "~/content/navigation";
import type { unitsPage } from "~/content/units";
import { unitsPageTexts } from "~/content/units.texts";
import { useLocalHref, useTexts } from "~/i18n/texts";
import { homeSectionTexts } from "./home.texts";

// The science band says what the science is: the research and development centre, in the words and at the
// anchor of /unidades-negocio, so the two pages cannot disagree (issue 34: the bare word was 180 px of nothing).
function researchSection(page: typeof unitsPage) {
  const section = page.sections.find((s) => s.id === "pesquisa-desenvolvimento");
  if (!section) throw new Error("/unidades-negocio has no research and development section");
  return section;
}

/**
 * Product rules §2: the science band. The big word stays decoration (hidden from assistive technology); the
 * heading, sentence and link beside it are what it means, and are read like any other section.
 */
export function ScienceSection() {
  const research = researchSection(useTexts(unitsPageTexts));
  const scienceWord = useTexts(scienceWordTexts);
  const t = useTexts(homeSectionTexts);
  const href = useLocalHref();
  return (
    <section
      id="ciencia"
      aria-labelledby="science-title"
      className="render-near-viewport overflow-hidden bg-white px-6 py-12 sm:py-16"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-4 lg:grid-cols-[auto_1fr] lg:gap-16">
        <p
          aria-hidden="true"
          className="science-word text-[22vw] leading-none font-black tracking-tighter select-none lg:text-[11rem]"
        >
          {scienceWord}
        </p>
        <div className="max-w-xl">
          <h2 id="science-title" className="text-2xl font-bold text-brand-950 sm:text-3xl">
            {research.title}
          </h2>
          <p className="mt-3 text-lg text-slate-700">{research.text}</p>
          <Link
            to={href(businessUnitHref("pesquisa-desenvolvimento"))}
            className="mt-2 inline-block py-2.5 font-semibold text-brand-800 underline decoration-2 underline-offset-4 hover:text-brand-950"
          >
            {t.scienceLink}
            <ArrowRight aria-hidden="true" className="ml-1.5 inline size-5 align-[-0.25em]" />
          </Link>
        </div>
      </div>
    </section>
  );
}
