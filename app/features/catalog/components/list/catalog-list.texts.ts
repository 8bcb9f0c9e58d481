import { type ProductTypeFilter, productTypeFilters } from "~/content/navigation";
import { formatNumber } from "~/i18n/number-format";
import { defineTexts, textsIn } from "~/i18n/texts";
import { type CatalogRefinements, countText } from "../../search/catalog-query";
import {
  DIETS,
  type Diet,
  FORMS,
  OFFERS,
  type Offer,
  type ProductForm,
  SORT_ORDERS,
  type SortOrder,
} from "../../search/facets";
import { catalogCardTexts } from "./catalog-cards.texts";

/**
 * The catalogue list's texts (/produtos, /en/products; issue 36); the cards' are in catalog-cards.texts.ts. The Portuguese
 * labels of categories, forms, diets, offers and orders are the ones the search modules compute
 * (content/navigation.ts, search/facets.ts); the English ones are given here by the same keys, so the server
 * and the URLs keep one vocabulary.
 */
const byValue = <K extends string>(list: readonly { value: K; label: string }[]) =>
  Object.fromEntries(list.map((item) => [item.value, item.label])) as Record<K, string>;

// The categories' and the white-label offer's English names are the cards' (the list page shows the cards too).
const { categories: categoriesEn, whiteLabel: whiteLabelEn } = textsIn(catalogCardTexts, "en");
const formsEn: Record<ProductForm, string> = {
  capsulas: "Capsules",
  comprimidos: "Tablets",
  gomas: "Gummies",
  gotas: "Drops",
  saches: "Sachets",
  po: "Powder",
  barra: "Bar",
  spray: "Spray",
  creme: "Cream",
  gel: "Gel",
  oleo: "Oil",
  locao: "Lotion",
  liquido: "Liquid",
  kit: "Kit",
};
const dietsEn: Record<Diet, string> = { "sem-gluten": "Gluten-free", "sem-lactose": "Lactose-free" };
const offersEn: Record<Offer, string> = { "sua-marca": whiteLabelEn };
const ordersEn: Record<SortOrder, string> = { relevancia: "Relevance", az: "Name (A–Z)", za: "Name (Z–A)" };

/** countText (search/catalog-query.ts) in English, numbers in en-US. */
function countTextEn(
  total: number,
  q: string,
  categoria: ProductTypeFilter,
  refinements: Partial<CatalogRefinements> = {},
): string {
  const head = total === 0 ? "No products found" : `${formatNumber(total, "en")} product(s) found`;
  const term = q ? ` for "${q}"` : "";
  const category = categoria === "todos" ? "" : ` in ${categoriesEn[categoria]}`;
  const { marcas = [], formas = [], dietas = [], ofertas = [], ordem = "relevancia" } = refinements;
  const parts = [
    marcas.length ? `brand ${marcas.join(" or ")}` : "",
    formas.length ? `form ${formas.map((f) => formsEn[f as ProductForm] ?? f).join(" or ")}` : "",
    ...dietas.map((d) => (dietsEn[d as Diet] ?? d).toLowerCase()),
    ...ofertas.map((o) => (offersEn[o as Offer] ?? o).toLowerCase()),
    ordem !== "relevancia" ? `order ${ordersEn[ordem]}` : "",
  ].filter(Boolean);
  return `${head}${term}${category}${parts.length ? `, ${parts.join(", ")}` : ""}`;
}

export const catalogListTexts = defineTexts(
  {
    heading: "Catálogo de produtos",
    categoriesNav: "Categorias",
    categories: byValue(productTypeFilters),
    count: countText,
    waitingOnline: "Sem conexão: a busca será feita quando a internet voltar.",
    didYouMean: "Você quis dizer",
    tryAnother: "Tente outro termo ou outra categoria.",
    clearFilters: "Limpar filtros",
    loadingMore: "Carregando mais produtos...",
    loadMoreFailed:
      "Não foi possível carregar mais produtos. Verifique sua conexão; tentaremos de novo quando ela voltar.",
    retry: "Tentar novamente",
    loadMore: "Carregar mais",
    // Facets and sort (catalog-facets.tsx).
    facetsForm: "Filtros e ordenação",
    filter: "Filtrar",
    filterWhat: " por marca, forma e restrições",
    legends: { marcas: "Marca", formas: "Forma", dietas: "Restrições alimentares", ofertas: "Marca própria" },
    forms: byValue(FORMS),
    diets: byValue(DIETS),
    offers: byValue(OFFERS),
    sortBy: "Ordenar por",
    orders: byValue(SORT_ORDERS),
    applyFilters: "Aplicar filtros",
    clearChosen: (n: number) => `Limpar filtros (${n})`,
    facetCount: (n: number) => formatNumber(n, "pt"),
    // Search box (catalog-search-box.tsx).
    searchLabel: "Buscar por nome, referência ou princípio ativo",
    searchPlaceholder: "Nome, código ou ativo",
    search: "Buscar",
    firstResults: "Primeiros resultados",
    seeAll: (n: number) => `Ver os ${n} resultados`,
    // Spreadsheet menu (export-menu.tsx); the links' own names are in spreadsheet-links.texts.ts.
    downloadList: "Baixar lista",
    downloadWhat: (filtered: boolean) =>
      `Baixar ${filtered ? "esta seleção" : "o catálogo"} para o seu sistema:`,
  },
  {
    heading: "Product catalog",
    categoriesNav: "Categories",
    categories: categoriesEn,
    count: countTextEn,
    waitingOnline: "No connection: the search will run when you are back online.",
    didYouMean: "Did you mean",
    tryAnother: "Try another term or another category.",
    clearFilters: "Clear filters",
    loadingMore: "Loading more products...",
    loadMoreFailed:
      "More products could not be loaded. Check your connection; we will try again when it is back.",
    retry: "Try again",
    loadMore: "Load more",
    facetsForm: "Filters and sorting",
    filter: "Filter",
    filterWhat: " by brand, form and dietary restrictions",
    legends: { marcas: "Brand", formas: "Form", dietas: "Dietary restrictions", ofertas: "White label" },
    forms: formsEn,
    diets: dietsEn,
    offers: offersEn,
    sortBy: "Sort by",
    orders: ordersEn,
    applyFilters: "Apply filters",
    clearChosen: (n: number) => `Clear filters (${n})`,
    facetCount: (n: number) => formatNumber(n, "en"),
    searchLabel: "Search by name, reference or active ingredient",
    searchPlaceholder: "Name, code or ingredient",
    search: "Search",
    firstResults: "Top results",
    seeAll: (n: number) => `See all ${formatNumber(n, "en")} results`,
    downloadList: "Download list",
    downloadWhat: (filtered: boolean) =>
      `Download ${filtered ? "this selection" : "the catalog"} for your system:`,
  },
);
