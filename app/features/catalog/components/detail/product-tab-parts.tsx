import type { DetailTab, DetailTabKey, ProductDetail } from "../../detail/detail";

export interface ProductTabsProps {
  detail: ProductDetail;
  tabs: readonly DetailTab[];
  value: DetailTabKey;
  onValueChange: (key: DetailTabKey) => void;
  /**
   * The dialog: long medicine sections open and close rather than the product rules' ~13 rem scroll
   * box, which nested a second scroll inside the scrolling dialog.
   */
  compact?: boolean;
  /** Render every panel (hidden when inactive) so the server HTML holds the whole sheet. */
  forceMount?: boolean;
  label: string;
  /** The product page: until hydration (and without JavaScript) the tabs are links to this address. */
  hrefFor?: (key: DetailTabKey) => string;
}

export const tabClass =
  "-mb-px inline-flex min-h-11 items-center border-b-2 border-transparent px-3 text-sm font-semibold text-slate-600 hover:text-brand-800 data-[state=active]:border-brand-700 data-[state=active]:text-brand-900";
export const listClass = "flex flex-wrap gap-1 border-b border-slate-200";
// Printing the product page prints every tab's content, each under its tab's name.
export const panelClass = () => "pt-4 data-[state=inactive]:hidden print:block!";

export function PrintHeading({ label }: { label: string }) {
  return <h3 className="mb-2 hidden text-lg font-bold text-brand-900 print:block">{label}</h3>;
}
