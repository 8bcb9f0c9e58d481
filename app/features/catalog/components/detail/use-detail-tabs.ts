import { useLocale, useTexts } from "~/i18n/texts";
import type { DetailTab, ProductDetail } from "../../detail/detail";
import { productDetailTexts } from "./product-detail.texts";

/**
 * The detail's tabs with labels in the page's language. Portuguese: detail.ts's labels, the dialog's first tab
 * "Composição" whatever the product (product rules §2). English: the same rules, by tab key
 * (product-detail.texts.ts).
 */
export function useDetailTabs(detail: ProductDetail, { dialog = false } = {}): DetailTab[] {
  const t = useTexts(productDetailTexts);
  const english = useLocale() === "en";
  return detail.tabs.map((tab) => {
    if (tab.key === "ingredients" && (dialog || detail.medicine)) return { ...tab, label: t.composition };
    return english ? { ...tab, label: t.tabs[tab.key] } : tab;
  });
}
