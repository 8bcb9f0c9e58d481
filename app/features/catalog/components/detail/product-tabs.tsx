import { lazy, Suspense } from "react";
import { useHydrated } from "~/utils/hydration/use-hydrated";
import type { DetailTabKey } from "../../detail/detail";
import { dietFacts } from "../../model/diet-badges";
import { DetailPanel } from "./detail-panel";
import { DietBadges } from "./diet-badges";
import { listClass, PrintHeading, type ProductTabsProps, panelClass, tabClass } from "./product-tab-parts";

// Radix Tabs (about 6 KB gzip) load after hydration: the link tabs below are the same look and already work, so
// the product page's first load stays within its JS budget and nothing shifts when the primitive arrives.
const RadixProductTabs = lazy(() =>
  import("./radix-product-tabs").then((m) => ({ default: m.RadixProductTabs })),
);

/** The product page's tabs: links to ?aba= until hydration and without JavaScript, then Radix Tabs. */
export function ProductTabs({
  hrefFor,
  ...props
}: ProductTabsProps & { hrefFor: (key: DetailTabKey) => string }) {
  const hydrated = useHydrated();
  const links = <LinkedTabs {...props} hrefFor={hrefFor} />;
  if (!hydrated) return links;
  return (
    <Suspense fallback={links}>
      <RadixProductTabs {...props} />
    </Suspense>
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
      <DietBadges facts={dietFacts(detail.statements)} className="mb-4" />
      <nav aria-label={label}>
        <ul className={listClass}>
          {tabs.map((tab) => (
            <li key={tab.key} className="flex shrink-0">
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
