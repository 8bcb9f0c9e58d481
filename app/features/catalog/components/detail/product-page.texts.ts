import { defineTexts } from "~/i18n/texts";

/**
 * The product dialog's and the product page's own texts (issue 36): header, trail, key facts, the dialog's
 * states, the technical-sheet link.
 */
export const productPageTexts = defineTexts(
  {
    // Product page (routes/product.tsx, product-header.tsx).
    metaFallbackTitle: "Produto",
    sheetHeading: "Ficha do produto",
    breadcrumb: "Trilha de navegação",
    home: "Início",
    products: "Produtos",
    brand: (brand: string) => `Marca ${brand}`,
    // Key facts (key-facts.tsx).
    purchaseData: "Dados para compra",
    perCase: (n: string) => `Caixa com ${n} ${n === "1" ? "unidade" : "unidades"}`,
    // "this product" for one we offer for white label (decision 122), "one like this" for the rest.
    briefCta: (whiteLabel: boolean) =>
      whiteLabel ? "Quero este produto com a minha marca" : "Quero um produto como este com a minha marca",
    buyers: "Para compradores: o catálogo completo",
    // The technical sheet PDF (tech-sheet-link.tsx): the server's label in Portuguese.
    /** `portugueseOnly`: an English page offering the Brazilian sheet when its English one is missing. */
    techSheet: (kb: string | null, _portugueseOnly: boolean) =>
      `Baixar ficha técnica (PDF${kb ? `, ${kb} KB` : ""})`,
    // Dialog (product-dialog.tsx).
    close: "Fechar",
    failedTitle: "Não foi possível carregar os detalhes deste produto.",
    failedText: "Verifique sua conexão e tente novamente, ou abra a página do produto.",
    retry: "Tentar novamente",
    loading: "Carregando detalhes...",
    productPage: "Ver página do produto",
  },
  {
    metaFallbackTitle: "Product",
    sheetHeading: "Product sheet",
    breadcrumb: "Breadcrumb",
    home: "Home",
    products: "Products",
    brand: (brand: string) => `Brand: ${brand}`,
    purchaseData: "Ordering information",
    perCase: (n: string) => `Case of ${n} ${n === "1" ? "unit" : "units"}`,
    briefCta: (whiteLabel: boolean) =>
      whiteLabel ? "I want this product under my brand" : "I want a product like this under my brand",
    buyers: "For buyers: the full catalog",
    techSheet: (kb: string | null, portugueseOnly: boolean) =>
      `Download technical sheet (PDF${portugueseOnly ? " in Portuguese" : ""}${kb ? `, ${kb} KB` : ""})`,
    close: "Close",
    failedTitle: "The details of this product could not be loaded.",
    failedText: "Check your connection and try again, or open the product page.",
    retry: "Try again",
    loading: "Loading details...",
    productPage: "View product page",
  },
);
