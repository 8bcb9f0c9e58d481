import { useRef } from "react";
import { useLocation, useNavigation } from "react-router";

/**
 * Where the list at `listPath` is going: the search of a navigation of the list still on its way (a category link,
 * a facet, an earlier search), else the search the page shows. A ref, so a debounced search or a facet's change
 * read later sees the newest. The search box and the facets build their address from it, so what a visitor tapped
 * a moment before is not dropped (tests/e2e/catalog/catalog.spec.ts, "/produtos before the whole catalogue has
 * come"; tests/e2e/catalog/catalog-search.spec.ts, "a facet ticked while a category is still loading").
 */
export function useListDestination(listPath: string) {
  const location = useLocation();
  const navigation = useNavigation();
  const going = useRef(location.search);
  going.current = navigation.location?.pathname === listPath ? navigation.location.search : location.search;
  return going;
}
