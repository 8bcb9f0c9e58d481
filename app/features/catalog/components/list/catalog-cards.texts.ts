import { type ProductTypeFilter, productTypeFilters } from "~/content/navigation";
import { defineTexts } from "~/i18n/texts";
import { WHITE_LABEL_LABEL } from "../../search/facets";

/**
 * What a product card, its grid and the home's catalogue section say (product-card.tsx, product-grid.tsx,
 * home-catalog-section.tsx). Apart from the list page's texts (catalog-list.texts.ts) so the home's first screen
 * does not download the search, facets and counts it does not show.
 */
const categoriesPt = Object.fromEntries(productTypeFilters.map((f) => [f.value, f.label])) as Record<
  ProductTypeFilter,
  string
>;

export const catalogCardTexts = defineTexts(
  {
    categories: categoriesPt,
    noneFound: "Nenhum produto encontrado.",
    // Card (product-card.tsx).
    whiteLabel: WHITE_LABEL_LABEL,
    reference: "Referência:",
    activeIngredient: "Princípio ativo:",
    details: "Ver detalhes",
    detailsOf: (name: string) => ` de ${name}`,
    // The card's sheet (card-sheet.tsx): what a tap shows at once, and when the dialog's code cannot be loaded.
    sheetTitle: "Produto",
    loading: "Carregando detalhes...",
    close: "Fechar",
    dialogFailed:
      "Não foi possível abrir os detalhes agora. Verifique sua conexão ou veja a página do produto.",
    productPage: "Ver página do produto",
    // Home catalogue section (home-catalog-section.tsx).
    homeTitle: "Nossos produtos",
    homeLead:
      "Suplementos, cosméticos e medicamentos isentos de prescrição fabricados em São José dos Campos.",
    homeFilterNav: "Filtrar produtos por tipo",
    homeSeeAll: "Ver todos os produtos",
  },
  {
    categories: { todos: "All", Suplemento: "Supplements", Cosmetico: "Cosmetics", Medicamento: "Medicines" },
    noneFound: "No products found.",
    whiteLabel: "Available under your brand",
    reference: "Reference:",
    activeIngredient: "Active ingredient:",
    details: "View details",
    detailsOf: (name: string) => ` of ${name}`,
    sheetTitle: "Product",
    loading: "Loading details...",
    close: "Close",
    dialogFailed: "The details cannot be opened right now. Check your connection or see the product page.",
    productPage: "View product page",
    homeTitle: "Our products",
    homeLead: "Supplements, cosmetics and over-the-counter medicines made in São José dos Campos, Brazil.",
    homeFilterNav: "Filter products by type",
    homeSeeAll: "See all products",
  },
);
