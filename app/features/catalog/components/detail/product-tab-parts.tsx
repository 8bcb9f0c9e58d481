import type { DetailTab, DetailTabKey, ProductDetail } from "../../detail/detail";

export interface ProductTabsProps {
  detail: ProductDetail;
  tabs: readonly DetailTab[];
  value: DetailTabKey;
  onValueChange: (key: DetailTabKey) => void;
  /**
   * The dialog: long medicine sections open and close rather than the product rules' ~13 rem scroll
   * box, which nested a second scroll inside the scrolling dialog; the tab list sticks to the top of the
   * dialog's scrolling body, so a chosen tab's content starts right under it on a phone.
   */
  compact?: boolean;
  /** Render every panel (hidden when inactive) so the server HTML holds the whole sheet. */
  forceMount?: boolean;
  label: string;
  /** The product page: until hydration (and without JavaScript) the tabs are links to this address. */
  hrefFor?: (key: DetailTabKey) => string;
}

// One row at any width (issue 34): the tabs never shrink or wrap, the list scrolls sideways instead.
// `scroll-initial-target` puts the active tab in view in the server HTML, before any script runs (a load
// with ?aba=dados-tecnicos at 320 px); after hydration revealActiveTab does it on each change.
// The focus ring is drawn inside the tab: the scrolling list would clip the global one outside it.
export const tabClass =
  "inline-flex min-h-11 shrink-0 items-center border-b-2 border-transparent px-3 text-sm font-semibold whitespace-nowrap text-slate-600 hover:text-brand-800 focus-visible:-outline-offset-3 data-[state=active]:border-brand-700 data-[state=active]:text-brand-900 data-[state=active]:[scroll-initial-target:nearest]";
// The base line is an inset shadow, not a border under negative-margin tabs: that overlap would give the list
// a pixel of vertical overflow, a second scroll inside the dialog's one (decision 103); overflow-y is hidden
// for the same reason, whatever the scrollbar's height. The end padding keeps the last tab off the clipping
// edge when scrolled fully (the scroll range is whole pixels, the tabs' widths are not).
export const listClass =
  "flex gap-1 overflow-x-auto overflow-y-hidden pe-1 shadow-[inset_0_-1px_0_var(--color-slate-200)] [scrollbar-width:thin]";
// Printing the product page prints every tab's content, each under its tab's name.
export const panelClass = () => "pt-4 data-[state=inactive]:hidden print:block!";

export function PrintHeading({ label }: { label: string }) {
  return <h3 className="mb-2 hidden text-lg font-bold text-brand-900 print:block">{label}</h3>;
}

/**
 * Scrolls the tab list sideways, and only sideways, so its active tab is whole in view with a little of its
 * neighbour showing. scrollIntoView would also scroll the page (or the dialog) to the list.
 */
export function revealActiveTab(list: HTMLElement | null) {
  const tab = list?.querySelector<HTMLElement>('[data-state="active"]');
  if (!list || !tab) return;
  const outer = list.getBoundingClientRect();
  const inner = tab.getBoundingClientRect();
  const margin = 24;
  if (inner.left < outer.left) list.scrollLeft -= outer.left - inner.left + margin;
  else if (inner.right > outer.right) list.scrollLeft += inner.right - outer.right + margin;
}
