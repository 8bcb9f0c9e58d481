import { DEFER_LAYOUT_ATTRIBUTE } from "./deferred-layout";

/**
 * Controls whose tap must wait for the app carry `data-early="<key>"` (decision 134): the menu button (in a browser
 * without popovers, decision 141), the header's dropdowns, "Ver detalhes" on a card, the tabs and the home filter
 * (a tab group to this script, decision 149).
 * Their server HTML is a link or a form that leads somewhere else (the product page), or does nothing yet; before
 * the app runs that path is the wrong one, so the tap is held and replayed on the hydrated control with the same key.
 */
export const EARLY_ATTRIBUTE = "data-early";
/** A tab's key is `tab:<group>:<value>`; its panel carries `data-early-panel="<group>:<value>"`. */
export const EARLY_PANEL_ATTRIBUTE = "data-early-panel";
/**
 * On a card grid's list: the id of the native sheet "Ver detalhes" opens before the app runs (decision 143,
 * card-sheet.tsx). The sheet carries `data-sheet`, and its parts the script fills `data-sheet-name`, `-type`,
 * `-image` and `-page`.
 */
export const CARD_SHEET_ATTRIBUTE = "data-card-sheet";
/** Set on <html> by the app once the hydrated controls are on screen: the held taps are replayed, none held more. */
export const TAPS_LIVE_ATTRIBUTE = "data-taps-live";

/**
 * Set by the app on a slice's landmark (header, main, footer) once that slice has hydrated (decision 148): keys in
 * its fields go to the app from then on.
 */
export const SLICE_LIVE_ATTRIBUTE = "data-slice-live";

/** A field a visitor types text into (not a checkbox or a button): the script holds its keys; the robot check waits. */
export const TEXT_FIELD_SELECTOR =
  "input:not([type=checkbox],[type=radio],[type=submit],[type=button],[type=hidden]),textarea";

/**
 * On a link whose tap must reach the app even before its slice is live, because the app does more than its address
 * (a category chip also sends the text typed in the search box): React hydrates the slice inside that tap. Every
 * other link's press is kept from React until its slice is live, and the browser follows it (decision 161).
 */
export const APP_TAP_ATTRIBUTE = "data-app-tap";

/** A field a visitor chooses in: the browser ticks and selects it on its own, as it types in a text field. */
export const CHOICE_FIELD_SELECTOR = "input[type=checkbox],input[type=radio],select";

export function earlyTab(group: string, value: string) {
  return { [EARLY_ATTRIBUTE]: `tab:${group}:${value}` };
}

export function earlyPanel(group: string, value: string) {
  return { [EARLY_PANEL_ATTRIBUTE]: `${group}:${value}` };
}

/**
 * Runs in <head>, before the page is parsed: 4.4 KB, 1.7 KB gzip. Until the app says its controls are live, a plain
 * click (a tap, or Enter/Space on a focused control; not one that opens a new tab) on an element with `data-early`
 * is cancelled and its key kept in `window.__earlyTap` (the last one wins), and the control shows `aria-busy`
 * meanwhile. A control that opens a native popover (`popovertarget`, the menu button: decision 141) is left to the
 * browser where it has popovers. "Ver detalhes" (`detalhes:<code>`) also opens its grid's native sheet, filled from
 * the tapped card (decision 143); the sheet closed before the app runs drops the held tap. The app opens the same
 * sheet on its own taps, through `window.__cardSheet` (card-sheet.tsx). A tab switches at once, natively: the
 * tabs and panels of its group change `data-state` (and `aria-selected`, or `aria-current` with the token the group
 * already uses), which is what the CSS shows (the tab panels, and the home filter's grids, are all in the HTML).
 * The first intent also ends the deferred layout (deferred-layout.ts), so the page is whole before the visitor is
 * brought anywhere: at once for a key, a wheel, a scroll, or a press on an in-page anchor (it lands on the page's
 * real heights); for any other press, touch or focus, once the gesture has ended (pointerup, touchend or click) and
 * its frame has been painted, and for a moved pointer after the next paint. That layout of the whole page (126–280 ms
 * at 4× CPU) ran inside the press and held ☰'s popover and the tabs' switch behind it (decision 152). The element the
 * finger, the pointer or the focus is on stays where it was, and after a scroll or a wheel the block at the middle
 * of the viewport. A pointermove that did not move is not an intent: Chromium sends one to a
 * cursor resting over a page that has just been laid out (measured in the e2e tier: at 125 ms, movement 0, on a page
 * nobody touched).
 * Keys and text typed in a field (not a checkbox or a button: key, composition, textInput and input events) are
 * kept from the app until the field's slice has hydrated (`data-slice-live` on its landmark, decision 148): the
 * browser types them as it does without scripts,
 * and React, which does not see them, does not hydrate the slice at once inside the key's event (848 ms at 4× CPU
 * on /produtos). The fields are remembered in `window.__typedEarly`. In the same way the presses and clicks of a
 * control that holds its tap (`data-early`) or opens a native popover (☰) are kept from the app until its slice has
 * hydrated: the script or the browser answers them, and the held tap is replayed on the hydrated control. So are
 * the presses, clicks and focus (focusin, focusout) of a text field, which the browser answers itself (focus and
 * caret): React hydrated the field's slice inside the tap (306 ms of one pointerdown at 4× CPU on /produtos,
 * decision 160). A form that starts something on focus looks at the focus when it hydrates (brief-form.tsx,
 * catalog-search-box.tsx, header-search.tsx). Checkboxes, radio buttons and selects likewise, with their labels,
 * their keys and their `input` and `change`, the summary of a <details>, which the browser opens, and a link's
 * presses, which the browser follows (decision 161): the press that opens the catalogue's filters, or a link in the
 * home's hero, made React hydrate the page's slice inside it. A disclosure that keeps its state looks at it when it
 * hydrates (export-menu.tsx, header-search.tsx); a link the app must see carries `data-app-tap`.
 */
export const EARLY_TAPS_SCRIPT = `(()=>{const r=document.documentElement,o={capture:!0,passive:!0},i=["pointerdown","pointermove","touchstart","keydown","focusin","wheel","scroll"],u=["pointerup","pointercancel","touchend","click"],done=t=>{for(const n of i)removeEventListener(n,end,o);if(!r.hasAttribute("${DEFER_LAYOUT_ATTRIBUTE}"))return;const a=t instanceof Element&&t!==r&&t!==document.body?t:[...document.querySelectorAll(".render-near-viewport>*")].find(b=>b.getBoundingClientRect().bottom>innerHeight/2),y=a&&a.getBoundingClientRect().top;r.removeAttribute("${DEFER_LAYOUT_ATTRIBUTE}");a&&scrollBy(0,a.getBoundingClientRect().top-y)},painted=t=>requestAnimationFrame(()=>setTimeout(()=>done(t)));let w=0,p=null;const end=e=>{const k=e.type,t=e.target;if(k==="pointermove"&&!e.movementX&&!e.movementY)return;if(!/^(pointer|touch|focus)/.test(k)||t instanceof Element&&t.closest('a[href*="#"]'))return done(t);if(w)return;w=1;k==="pointermove"?painted(t):p=t},go=()=>{if(!p)return;for(const n of u)removeEventListener(n,go,o);painted(p);p=null};for(const n of i)addEventListener(n,end,o);for(const n of u)addEventListener(n,go,o);const sheet=t=>{const g=t.closest("[${CARD_SHEET_ATTRIBUTE}]"),s=g&&document.getElementById(g.getAttribute("${CARD_SHEET_ATTRIBUTE}")),a=t.closest("article");if(!s||!s.showPopover||!a)return;const f=(n,v)=>{const e=s.querySelector("[data-sheet-"+n+"]");e&&v(e)},h=a.querySelector("h2,h3"),b=a.querySelector("p span"),p=a.querySelector("img"),l=t.form;f("name",e=>e.textContent=h?h.textContent:"");f("type",e=>e.textContent=b?b.textContent:"");f("image",e=>e.replaceChildren(...p?[p.cloneNode()]:[]));f("page",e=>{e.hidden=!l;l&&(e.href=l.action+"?ean="+encodeURIComponent(l.elements.ean.value))});s.matches(":popover-open")||s.showPopover()};window.__cardSheet=sheet;addEventListener("toggle",e=>{const s=e.target,k=window.__earlyTap;if(e.newState!=="closed"||r.hasAttribute("${TAPS_LIVE_ATTRIBUTE}")||!(s instanceof Element)||!s.hasAttribute("data-sheet")||!k||!k.startsWith("detalhes:"))return;window.__earlyTap=void 0;for(const b of document.querySelectorAll("[aria-busy][${EARLY_ATTRIBUTE}]"))b.removeAttribute("aria-busy")},!0);addEventListener("click",e=>{if(r.hasAttribute("${TAPS_LIVE_ATTRIBUTE}")||window.__replaying||e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey||!(e.target instanceof Element))return;const t=e.target.closest("[${EARLY_ATTRIBUTE}]");if(!t||t.hasAttribute("popovertarget")&&HTMLElement.prototype.hasOwnProperty("popover"))return;e.preventDefault();const k=t.getAttribute("${EARLY_ATTRIBUTE}");window.__earlyTap=k;window.__hurry&&window.__hurry(t);for(const b of document.querySelectorAll("[aria-busy][${EARLY_ATTRIBUTE}]"))b.removeAttribute("aria-busy");const m=/^tab:([^:]+):(.*)$/.exec(k);if(!m){t.setAttribute("aria-busy","true");k.startsWith("detalhes:")&&sheet(t);return}const p='${EARLY_ATTRIBUTE}^="tab:'+m[1]+':"',a=document.querySelector("["+p+"][aria-current]"),c=a?a.getAttribute("aria-current"):"page",s=(el,on)=>{el.setAttribute("data-state",on?"active":"inactive");el.getAttribute("role")==="tab"?el.setAttribute("aria-selected",String(on)):on?el.setAttribute("aria-current",c):el.removeAttribute("aria-current")};for(const b of document.querySelectorAll("["+p+"]"))s(b,b===t);for(const q of document.querySelectorAll('[${EARLY_PANEL_ATTRIBUTE}^="'+m[1]+':"]')){const on=q.getAttribute("${EARLY_PANEL_ATTRIBUTE}")===m[1]+":"+m[2];q.setAttribute("data-state",on?"active":"inactive")}},!0);const F="${TEXT_FIELD_SELECTOR},${CHOICE_FIELD_SELECTOR}",held=window.__typedEarly=new Set;for(const n of["keydown","keypress","keyup","beforeinput","textInput","compositionstart","compositionupdate","compositionend","input","change"])addEventListener(n,e=>{const t=e.target;if(r.hasAttribute("${TAPS_LIVE_ATTRIBUTE}")||!(t instanceof Element)||t.closest("[${SLICE_LIVE_ATTRIBUTE}]"))return;const f=t.matches(F);if(!f&&!t.matches("summary"))return;e.stopImmediatePropagation();f&&held.add(t)},!0);for(const n of["pointerdown","pointerup","mousedown","mouseup","touchstart","touchend","click","focusin","focusout"])addEventListener(n,e=>{const t=e.target,l=t instanceof Element&&t.closest("label"),c=t instanceof Element&&(t.matches(F)||l&&l.control&&l.control.matches(F)?t:t.closest("summary")||(/^focus/.test(n)?null:t.closest("[${EARLY_ATTRIBUTE}],[popovertarget],a[href]:not([${APP_TAP_ATTRIBUTE}])")));if(!c||r.hasAttribute("${TAPS_LIVE_ATTRIBUTE}")||window.__replaying||c.closest("[${SLICE_LIVE_ATTRIBUTE}]"))return;e.stopImmediatePropagation()},!0)})();`;

/**
 * The tap held before the app ran, replayed on the hydrated control with the same key: a press (Radix Tabs
 * activate on mousedown) and a click. The control takes the focus a tap or a key would have given it. With
 * `within` (a slice's landmark, decision 144), only a tap on a control inside it: its slice has hydrated before
 * the rest of the page. The early-tap script lets the replayed click through (`__replaying`).
 */
export function replayHeldTap(within?: string) {
  const w = window as { __earlyTap?: string; __replaying?: boolean };
  const key = w.__earlyTap;
  if (!key) return;
  const target = document.querySelector<HTMLElement>(`[${EARLY_ATTRIBUTE}="${CSS.escape(key)}"]`);
  if (within && !target?.closest(within)) return;
  w.__earlyTap = undefined;
  for (const busy of document.querySelectorAll(`[aria-busy][${EARLY_ATTRIBUTE}]`))
    busy.removeAttribute("aria-busy");
  if (!target) return;
  w.__replaying = true;
  target.focus({ preventScroll: true });
  target.dispatchEvent(new MouseEvent("mousedown", { bubbles: true, cancelable: true, view: window }));
  target.click();
  w.__replaying = false;
}

/**
 * A slice has hydrated (`landmark`, decision 148): its fields' keys go to the app from now on, and each field typed
 * or chosen in before then gets one `input` event (and a box or a select one `change`), so the app's handlers (the
 * contact form's draft, the search's preview) see what the browser kept. Without a landmark: every field still held.
 */
export function typingLive(landmark?: Element | null) {
  landmark?.setAttribute(SLICE_LIVE_ATTRIBUTE, "");
  const held = (window as { __typedEarly?: Set<Element> }).__typedEarly;
  for (const field of held ?? []) {
    if (landmark && !landmark.contains(field)) continue;
    held?.delete(field);
    if (!field.isConnected) continue;
    field.dispatchEvent(new Event("input", { bubbles: true }));
    // A box ticked or an option chosen: "change" as well, as the browser sends (the contact form's subject clears
    // its error on it). The facets read their form when they hydrate (catalog-facets.tsx).
    if (!field.matches(TEXT_FIELD_SELECTOR)) field.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

/**
 * The slice of a tap held before the app ran hydrates before the others (decision 148): the tap's control is handed
 * to React as a hydration target, after the next paint so the tap's own frame shows first. React hydrates that slice
 * at default priority instead of leaving it to its idle turn; the tap is replayed once it has (HydrationSlice). A
 * tap held after this runs is handed over at once, through `window.__hurry`.
 */
export function hydrateHeldTapFirst(root: { unstable_scheduleHydration(target: Node): void }) {
  const w = window as { __earlyTap?: string; __hurry?: (target: Element) => void };
  w.__hurry = (target) =>
    requestAnimationFrame(() => setTimeout(() => root.unstable_scheduleHydration(target)));
  const key = w.__earlyTap;
  const target = key && document.querySelector(`[${EARLY_ATTRIBUTE}="${CSS.escape(key)}"]`);
  if (target) w.__hurry(target);
}

/** Every slice has hydrated: taps and keys go to the app from now on, and a tap still held is replayed. */
export function tapsLive() {
  document.documentElement.setAttribute(TAPS_LIVE_ATTRIBUTE, "");
  typingLive();
  replayHeldTap();
}
