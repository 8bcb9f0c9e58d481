import { TEXT_FIELD_SELECTOR } from "~/utils/hydration/early-taps";
import { whenIdle } from "~/utils/hydration/when-idle";

/**
 * The robot check's script is one long task when it runs (267 ms at 4× CPU, decision 150): it waits until nobody
 * has typed in the form for this long, so it never runs between two keys of one word.
 */
export const TYPING_PAUSE_MS = 800;
const TYPING = ["keydown", "input"] as const;
/** A press or focus: on a text field it starts the wait for a pause; elsewhere in the form it loads at once. */
const MOVES = ["focusin", "pointerdown"] as const;

/** Why the script loads: `press` when the visitor pressed the widget's place, which asks for the check itself. */
export type LoadReason = "press" | "move" | "pause";

/**
 * Calls `load` once the visitor turns to the form, never before (decision 158): when the page is idle and the form
 * has had no key or input for TYPING_PAUSE_MS since a text field got the focus or its last key, or at once on a
 * press or focus on `widget` or on a control that is not a text field (a select, a button), or on Tab out of a
 * field, so a keyboard visitor meets the widget drawn at its place; a field already focused when this starts counts
 * as that focus. A visitor who only reads the page never loads it. Without a form, at once. Returns a function that stops watching.
 */
export function loadAfterTyping(
  form: HTMLFormElement | null | undefined,
  widget: Element | null | undefined,
  load: (reason: LoadReason) => void,
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
  const now = (reason: LoadReason) => {
    if (done) return;
    done = true;
    stop();
    load(reason);
  };
  function onTyping() {
    clearTimeout(pause);
    cancelIdle();
    pause = setTimeout(() => {
      cancelIdle = idle(() => now("pause"));
    }, TYPING_PAUSE_MS);
  }
  function onMove(event: Event) {
    const target = event.target as Element | null;
    if (!target) return;
    if (widget?.contains(target)) now(event.type === "pointerdown" ? "press" : "move");
    else if (!target.matches(TEXT_FIELD_SELECTOR)) now("move");
    // A text field: the visitor is about to type; the wait for a pause starts now (and again at each key).
    else if (event.type === "focusin") onTyping();
  }
  function onTab(event: Event) {
    if ((event as KeyboardEvent).key === "Tab") now("move");
  }
  if (!form) {
    now("move");
    return stop;
  }
  form.addEventListener("keydown", onTab);
  for (const type of TYPING) form.addEventListener(type, onTyping, { passive: true });
  for (const type of MOVES) form.addEventListener(type, onMove, { passive: true });
  // The visitor already in a field when the app runs (a tap before hydration) has turned to the form.
  if (document.activeElement && form.contains(document.activeElement)) onTyping();
  return stop;
}
