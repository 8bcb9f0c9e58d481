import { earlyPanel, earlyTab } from "~/utils/hydration/early-taps";
import { useHydrated } from "~/utils/hydration/use-hydrated";
import type { DetailTabKey } from "../../detail/detail";
import { dietFacts } from "../../model/diet-badges";
import { DetailPanel } from "./detail-panel";
import { DietBadges } from "./diet-badges";
import { listClass, PrintHeading, type ProductTabsProps, panelClass, tabClass } from "./product-tab-parts";
import { PRODUCT_PAGE_TABS, RadixProductTabs } from "./radix-product-tabs";

/**
 * The product page's tabs: links to ?aba= in the server HTML and without JavaScript, then Radix Tabs, in the
 * same bundle (a lazy chunk left the links in place for a moment after hydration, where a tap reloaded the page).
 * A tap on a link before the app runs switches the panel at once and is replayed on its tab (decision 134).
 */
export function ProductTabs({
  hrefFor,
  ...props
}: ProductTabsProps & { hrefFor: (key: DetailTabKey) => string }) {
  const hydrated = useHydrated();
  if (!hydrated) return <LinkedTabs {...props} hrefFor={hrefFor} />;
  return <RadixProductTabs {...props} early={PRODUCT_PAGE_TABS} />;
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
      <DietBadges facts={dietFacts(detail.statements)} className="mb-4" />
      <nav aria-label={label}>
        <ul className={listClass}>
          {tabs.map((tab) => (
            <li key={tab.key} className="flex shrink-0">
              <a
                href={hrefFor(tab.key)}
                aria-current={tab.key === value ? "page" : undefined}
                data-state={state(tab.key)}
                {...earlyTab(PRODUCT_PAGE_TABS, tab.key)}
                className={tabClass}
              >
                {tab.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          data-state={state(tab.key)}
          {...earlyPanel(PRODUCT_PAGE_TABS, tab.key)}
          className={panelClass()}
        >
          <PrintHeading label={tab.label} />
          <DetailPanel detail={detail} tab={tab.key} />
        </div>
      ))}
    </div>
  );
}
