import { useEffect, useState } from "react";
import type { CounterFigure } from "~/content/home";
import { useLocale } from "~/i18n/texts";
import { COUNT_DURATION_MS, countText, countValueAt } from "./count-math";
import type { SightPhase } from "./use-first-sight";

/** "static": final value (server, no JS, reduced motion); "waiting": 0 until seen; then counting, then done. */
type CountState = "static" | "waiting" | "counting" | "done";

function useCount(target: number, decimals: number, phase: SightPhase): [number, CountState] {
  const [value, setValue] = useState(target);
  const [state, setState] = useState<CountState>("static");

  useEffect(() => {
    if (phase === "static") return;
    if (phase === "waiting") {
      setValue(0);
      setState("waiting");
      return;
    }
    setState("counting");
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const elapsed = now - start;
      setValue(countValueAt(target, elapsed, decimals));
      if (elapsed < COUNT_DURATION_MS) frame = requestAnimationFrame(tick);
      else setState("done");
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [phase, target, decimals]);

  return [value, state];
}

/**
 * One animated figure. The digits and label are hidden from screen readers, which hear `spoken` (the final
 * figure) instead of a number that changes under them.
 */
export function CountUp({
  figure,
  phase,
  valueClassName,
  labelClassName,
}: {
  figure: CounterFigure;
  phase: SightPhase;
  valueClassName: string;
  labelClassName: string;
}) {
  const decimals = figure.decimals ?? 0;
  const [value, state] = useCount(figure.value, decimals, phase);
  const locale = useLocale();
  return (
    <>
      <span aria-hidden="true" data-count-state={state} className={`block tabular-nums ${valueClassName}`}>
        {/* One string, so the server HTML reads "430+" and not "430<!-- -->+". */}
        {countText(figure, value, decimals, locale)}
      </span>
      <span aria-hidden="true" className={`block ${labelClassName}`}>
        {figure.label}
      </span>
      <span className="sr-only">{figure.spoken}</span>
    </>
  );
}
