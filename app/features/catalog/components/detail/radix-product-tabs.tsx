import * as Tabs from "@radix-ui/react-tabs";
import { useEffect, useRef } from "react";
import { earlyPanel, earlyTab } from "~/utils/hydration/early-taps";
import type { DetailTabKey } from "../../detail/detail";
import { dietFacts } from "../../model/diet-badges";
import { DetailPanel } from "./detail-panel";
import { DietBadges } from "./diet-badges";
import {
  listClass,
  PrintHeading,
  type ProductTabsProps,
  panelClass,
  revealActiveTab,
  tabClass,
} from "./product-tab-parts";

/** The group of the product page's tabs for taps held before the app runs (early-taps.ts, decision 134). */
export const PRODUCT_PAGE_TABS = "ficha";

/**
 * Radix Tabs: roving focus, arrow keys and the tab/tabpanel ARIA wiring come from the primitive. The label's
 * lactose, gluten and allergen badges lead, where the page's link tabs (product-tabs.tsx) show them too.
 */
export function RadixProductTabs({
  detail,
  tabs,
  value,
  onValueChange,
  compact,
  forceMount,
  label,
  early,
}: Omit<ProductTabsProps, "hrefFor"> & {
  /** The product page: its tabs and panels carry the keys of a tap held before the app ran. */
  early?: string;
}) {
  // The list scrolls sideways on a phone: the chosen tab (a tap on a half-visible one, the URL's, the first
  // after a product change) is brought whole into view.
  const list = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of the active tab
  useEffect(() => revealActiveTab(list.current), [value]);
  return (
    <Tabs.Root
      value={value}
      onValueChange={(v) => onValueChange(v as DetailTabKey)}
      activationMode="automatic"
    >
      <DietBadges facts={dietFacts(detail.statements)} className="mb-4" />
      <Tabs.List
        ref={list}
        aria-label={label}
        // In the dialog the list stays at the top of its scrolling body: the tabs remain one tap away while
        // a long panel is read, and a chosen panel starts right under them (product-dialog.tsx).
        className={compact ? `${listClass} sticky top-0 z-10 bg-white` : listClass}
      >
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.key}
            value={tab.key}
            {...(early ? earlyTab(early, tab.key) : {})}
            className={tabClass}
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content
          key={tab.key}
          value={tab.key}
          forceMount={forceMount ? true : undefined}
          {...(early ? earlyPanel(early, tab.key) : {})}
          className={panelClass()}
        >
          <PrintHeading label={tab.label} />
          <DetailPanel detail={detail} tab={tab.key} compact={compact} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
