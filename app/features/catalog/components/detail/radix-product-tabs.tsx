import * as Tabs from "@radix-ui/react-tabs";
import type { DetailTabKey } from "../../detail/detail";
import { dietFacts } from "../../model/diet-badges";
import { DetailPanel } from "./detail-panel";
import { DietBadges } from "./diet-badges";
import { listClass, PrintHeading, type ProductTabsProps, panelClass, tabClass } from "./product-tab-parts";

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
}: Omit<ProductTabsProps, "hrefFor">) {
  return (
    <Tabs.Root
      value={value}
      onValueChange={(v) => onValueChange(v as DetailTabKey)}
      activationMode="automatic"
    >
      <DietBadges facts={dietFacts(detail.statements)} className="mb-4" />
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
