import { numbersTexts } from "~/content/home-below.texts";
import { useTexts } from "~/i18n/texts";
import { CountUp } from "./count-up";
import { Reveal } from "./reveal";
import { useFirstSight } from "./use-first-sight";

/** Product rules §9: the numbers count up when 70 % of the section is visible. */
const NUMBERS_COUNT_THRESHOLD = 0.7;

export function NumbersSection() {
  const [ref, phase] = useFirstSight<HTMLElement>(NUMBERS_COUNT_THRESHOLD);
  const c = useTexts(numbersTexts);
  return (
    <section
      id="numeros"
      ref={ref}
      aria-labelledby="numbers-title"
      className="render-near-viewport bg-gradient-to-br from-brand-950 to-brand-800 px-6 py-20 text-white sm:py-24"
    >
      <Reveal className="mx-auto max-w-7xl">
        <h2 id="numbers-title" className="text-center text-3xl font-bold sm:text-4xl">
          {c.title}
        </h2>
        <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {c.figures.map((figure) => (
            <li key={figure.label} className="border-t-2 border-accent-400 pt-5 text-center">
              <CountUp
                figure={figure}
                phase={phase}
                valueClassName="text-4xl font-bold text-accent-400 sm:text-5xl"
                labelClassName="mt-2 text-brand-100"
              />
            </li>
          ))}
        </ul>
      </Reveal>
    </section>
  );
}
