import * as Tabs from "@radix-ui/react-tabs";
import { useHydrated } from "~/utils/use-hydrated";
import type { DetailTab, DetailTabKey, ProductDetail } from "../detail";
import { DetailPanel } from "./detail-panel";

interface ProductTabsProps {
  detail: ProductDetail;
  tabs: readonly DetailTab[];
  value: DetailTabKey;
  onValueChange: (key: DetailTabKey) => void;
  /**
   * The dialog: long medicine sections open and close (issue 11 item 7) rather than the SPEC's ~13 rem scroll
   * box, which nested a second scroll inside the scrolling dialog.
   */
  compact?: boolean;
  /** Render every panel (hidden when inactive) so the server HTML holds the whole sheet. */
  forceMount?: boolean;
  label: string;
  /** The product page: until hydration (and without JavaScript) the tabs are links to this address. */
  hrefFor?: (key: DetailTabKey) => string;
}

const tabClass =
  "-mb-px inline-flex min-h-11 items-center border-b-2 border-transparent px-3 text-sm font-semibold text-slate-600 hover:text-brand-800 data-[state=active]:border-brand-700 data-[state=active]:text-brand-900";
const listClass = "flex flex-wrap gap-1 border-b border-slate-200";
// Printing the product page prints every tab's content (issue 11 item 8), each under its tab's name.
const panelClass = () => "pt-4 data-[state=inactive]:hidden print:block!";

function PrintHeading({ label }: { label: string }) {
  return <h3 className="mb-2 hidden text-lg font-bold text-brand-900 print:block">{label}</h3>;
}

/** Radix Tabs: roving focus, arrow keys and the tab/tabpanel ARIA wiring come from the primitive. */
export function ProductTabs({
  detail,
  tabs,
  value,
  onValueChange,
  compact,
  forceMount,
  label,
  hrefFor,
}: ProductTabsProps) {
  const hydrated = useHydrated();
  if (hrefFor && !hydrated) return <LinkedTabs {...{ detail, tabs, value, label, hrefFor }} />;
  return (
    <Tabs.Root
      value={value}
      onValueChange={(v) => onValueChange(v as DetailTabKey)}
      activationMode="automatic"
    >
      <Tabs.List aria-label={label} className={listClass}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.key} value={tab.key} className={tabClass}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content
          key={tab.key}
          value={tab.key}
          forceMount={forceMount ? true : undefined}
          className={panelClass()}
        >
          <PrintHeading label={tab.label} />
          <DetailPanel detail={detail} tab={tab.key} compact={compact} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/**
 * The same look as the tabs, built from links: each loads the page with its ?aba=, so the whole sheet can be
 * read before hydration and without JavaScript. Every panel is in the HTML (search engines read them all).
 */
function LinkedTabs({
  detail,
  tabs,
  value,
  label,
  hrefFor,
}: Pick<ProductTabsProps, "detail" | "tabs" | "value" | "label"> & {
  hrefFor: (key: DetailTabKey) => string;
}) {
  const state = (key: DetailTabKey) => (key === value ? "active" : "inactive");
  return (
    <div>
      <nav aria-label={label}>
        <ul className={listClass}>
          {tabs.map((tab) => (
            <li key={tab.key} className="flex">
              <a
                href={hrefFor(tab.key)}
                aria-current={tab.key === value ? "page" : undefined}
                data-state={state(tab.key)}
                className={tabClass}
              >
                {tab.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {tabs.map((tab) => (
        <div key={tab.key} data-state={state(tab.key)} className={panelClass()}>
          <PrintHeading label={tab.label} />
          <DetailPanel detail={detail} tab={tab.key} />
        </div>
      ))}
    </div>
  );
}
