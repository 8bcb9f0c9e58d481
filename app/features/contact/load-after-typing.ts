import { TEXT_FIELD_SELECTOR } from "~/utils/hydration/early-taps";
import { whenIdle } from "~/utils/hydration/when-idle";

/**
 * The robot check's script is one long task when it runs (267 ms at 4× CPU, decision 150): it waits until nobody
 * has typed in the form for this long, so it never runs between two keys of one word.
 */
export const TYPING_PAUSE_MS = 800;
const TYPING = ["keydown", "input"] as const;
/** A press or focus that is not typing: on the widget's place, or on a control that is not a text field. */
const MOVES = ["focusin", "pointerdown"] as const;

/**
 * Calls `load` once: when the page is idle and `form` has had no key or input for TYPING_PAUSE_MS (counted from
 * now, and again from each key), or at once on a press or focus on `widget` or on a control that is not a text
 * field (a select, a button), or on Tab out of a field, so a keyboard visitor meets the widget drawn at its place.
 * Without a form, at once. Returns a function that stops watching.
 */
export function loadAfterTyping(
  form: HTMLFormElement | null | undefined,
  widget: Element | null | undefined,
  load: () => void,
  idle: (task: () => void) => () => void = whenIdle,
): () => void {
  let done = false;
  let pause: ReturnType<typeof setTimeout> | undefined;
  let cancelIdle = () => {};
  const stop = () => {
    clearTimeout(pause);
    cancelIdle();
    for (const type of TYPING) form?.removeEventListener(type, onTyping);
    for (const type of MOVES) form?.removeEventListener(type, onMove);
    form?.removeEventListener("keydown", onTab);
  };
  const now = () => {
    if (done) return;
    done = true;
    stop();
    load();
  };
  function onTyping() {
    clearTimeout(pause);
    cancelIdle();
    pause = setTimeout(() => {
      cancelIdle = idle(now);
    }, TYPING_PAUSE_MS);
  }
  function onMove(event: Event) {
    const target = event.target as Element | null;
    if (target && (widget?.contains(target) || !target.matches(TEXT_FIELD_SELECTOR))) now();
  }
  function onTab(event: Event) {
    if ((event as KeyboardEvent).key === "Tab") now();
  }
  if (!form) {
    now();
    return stop;
  }
  form.addEventListener("keydown", onTab);
  for (const type of TYPING) form.addEventListener(type, onTyping, { passive: true });
  for (const type of MOVES) form.addEventListener(type, onMove, { passive: true });
  onTyping();
  return stop;
}
