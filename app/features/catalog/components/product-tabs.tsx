import * as Tabs from "@radix-ui/react-tabs";
import type { DetailTab, DetailTabKey, ProductDetail } from "../detail";
import { DetailPanel } from "./detail-panel";

interface ProductTabsProps {
  detail: ProductDetail;
  tabs: readonly DetailTab[];
  value: DetailTabKey;
  onValueChange: (key: DetailTabKey) => void;
  /** The dialog keeps panels short (SPEC: max height ~13 rem, scrolling); the page lets them grow. */
  compact?: boolean;
  /** Render every panel (hidden when inactive) so the server HTML holds the whole sheet. */
  forceMount?: boolean;
  label: string;
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
}: ProductTabsProps) {
  return (
    <Tabs.Root
      value={value}
      onValueChange={(v) => onValueChange(v as DetailTabKey)}
      activationMode="automatic"
    >
      <Tabs.List aria-label={label} className="flex flex-wrap gap-1 border-b border-slate-200">
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.key}
            value={tab.key}
            className="-mb-px min-h-11 border-b-2 border-transparent px-3 text-sm font-semibold text-slate-600 hover:text-brand-800 data-[state=active]:border-brand-700 data-[state=active]:text-brand-900"
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
          className={`pt-4 data-[state=inactive]:hidden ${compact ? "max-h-52 overflow-y-auto pr-2" : ""}`}
        >
          <DetailPanel detail={detail} tab={tab.key} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
