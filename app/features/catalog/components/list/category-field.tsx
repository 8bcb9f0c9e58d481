import { useLocale } from "~/i18n/texts";
import { type CatalogQuery, paramName, paramValue } from "../../search/catalog-query";

/** The chosen category, riding along in a GET form of the list (the search box, the facets) in the page's words. */
export function CategoryField({ query }: { query: Pick<CatalogQuery, "categoria"> }) {
  const locale = useLocale();
  if (query.categoria === "todos") return null;
  return (
    <input
      type="hidden"
      name={paramName("categoria", locale)}
      value={paramValue("categoria", query.categoria, locale)}
    />
  );
}
