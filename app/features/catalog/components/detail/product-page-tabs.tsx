import { useState } from "react";
import { useSearchParams } from "react-router";
import { useLocale, useLocalHref, useTexts } from "~/i18n/texts";
import type { ProductDetail } from "../../detail/detail";
import { productTabHref, TAB_PARAM, tabKeyFromSlug, tabParam, tabSlugParam } from "../../detail/tab-slugs";
import { productDetailTexts } from "./product-detail.texts";
import { ProductTabs } from "./product-tabs";
import { useDetailTabs } from "./use-detail-tabs";

/**
 * The product page's tabs and the state of the chosen one. The tab is the page's own state: every panel is in the
 * HTML, so a switch asks nothing of the router or the server (offline too); the address records it with
 * replaceState for a reload or a shared link (decision 134). Kept here, apart from the page, so a switch renders the
 * tabs alone: it rendered the whole page again, header, picture and key facts (64–101 ms of the tab's `mousedown`
 * at 4× CPU, with the panels; DetailPanel is memoized for them).
 */
export function ProductPageTabs({ detail, ean }: { detail: ProductDetail; ean: string }) {
  const { tabsLabel } = useTexts(productDetailTexts);
  const href = useLocalHref();
  const locale = useLocale();
  const tabs = useDetailTabs(detail);
  const [params] = useSearchParams();
  const keys = detail.tabs.map((t) => t.key);
  const fromAddress = tabKeyFromSlug(tabSlugParam(params), keys);
  // A later navigation (another product, Back to another ?aba=) changes the address, which then wins.
  const [tab, setTab] = useState({ ean, from: fromAddress, key: fromAddress });
  const active = tab.ean === ean && tab.from === fromAddress ? tab.key : fromAddress;
  return (
    <ProductTabs
      label={tabsLabel(detail.nome)}
      detail={detail}
      tabs={tabs}
      value={active}
      forceMount
      hrefFor={(key) => href(productTabHref(ean, key, keys, locale))}
      onValueChange={(key) => {
        setTab({ ean, from: fromAddress, key });
        recordTab(TAB_PARAM[locale], tabParam(key, keys, locale));
      }}
    />
  );
}

/** Writes the tab into the current history entry, keeping React Router's state of that entry. */
function recordTab(name: string, value: string | null) {
  const url = new URL(window.location.href);
  // Either language's name may be there (an address kept across the language switch); the page's own stays.
  for (const other of Object.values(TAB_PARAM)) url.searchParams.delete(other);
  if (value) url.searchParams.set(name, value);
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}
