import { Pause, Play } from "lucide-react";
import { useEffect, useState } from "react";

/** Product rules §9: four values repeated three times, one loop every 9 s (the duration lives in app.css). */
const COPIES = 3;

/**
 * The first copy is the list screen readers get; the repeats only make the loop seamless and are hidden from
 * them. It stops on hover and on focus, stays still with reduced motion, and the button pauses it for good
 * (WCAG 2.2.2). The button appears after hydration because it needs JavaScript to work.
 */
export function ValuesMarquee({
  label,
  values,
  pauseLabel,
}: {
  label: string;
  values: readonly string[];
  pauseLabel: string;
}) {
  const [mounted, setMounted] = useState(false);
  const [paused, setPaused] = useState(false);
  useEffect(() => setMounted(true), []);

  return (
    <div className="marquee relative border-y border-brand-100 bg-brand-900 py-6" data-paused={paused}>
      <div className="overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_6%,black_90%,transparent)]">
        <div className="marquee-track flex w-max">
          {Array.from({ length: COPIES }, (_, copy) => (
            <ul
              // biome-ignore lint/suspicious/noArrayIndexKey: the copies are identical and never reorder
              key={copy}
              aria-label={copy === 0 ? label : undefined}
              aria-hidden={copy === 0 ? undefined : true}
              className={`flex shrink-0 ${copy === 0 ? "" : "marquee-repeat"}`}
            >
              {values.map((value) => (
                <li
                  key={value}
                  className="flex items-center gap-10 px-5 text-3xl font-bold text-white sm:text-5xl"
                >
                  {value}
                  <span aria-hidden="true" className="size-3 rounded-full bg-accent-400" />
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
      {mounted ? (
        <button
          type="button"
          aria-pressed={paused}
          aria-label={pauseLabel}
          onClick={() => setPaused((p) => !p)}
          className="absolute top-1/2 right-3 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-brand-950 text-white hover:bg-brand-800 motion-reduce:hidden"
        >
          {paused ? (
            <Play aria-hidden="true" className="size-5" />
          ) : (
            <Pause aria-hidden="true" className="size-5" />
          )}
        </button>
      ) : null}
    </div>
  );
}
