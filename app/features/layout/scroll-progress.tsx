import { scrollProgressPercent } from "./scroll-math";
import { useLayoutTexts } from "./use-layout-texts";
import { useScrollDerived } from "./use-window-scroll";

function readProgress(): number {
  const doc = document.documentElement;
  return Math.round(scrollProgressPercent(window.scrollY, doc.scrollHeight, window.innerHeight));
}

/**
 * The reading progress (product rules §9). `aria-valuenow` is React's; the bar itself is drawn by a CSS
 * scroll-driven animation where one exists (app.css, .scroll-progress-bar), so it follows the scroll before
 * hydration too (decision 098), and by this inline transform elsewhere.
 */
export function ScrollProgress() {
  const percent = useScrollDerived(readProgress, 0);
  const t = useLayoutTexts();
  return (
    <div
      role="progressbar"
      aria-label={t.readingProgress}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-1"
    >
      <div
        className="scroll-progress-bar h-full origin-left bg-accent-500 will-change-transform"
        style={{ transform: `scaleX(${percent / 100})` }}
      />
    </div>
  );
}
