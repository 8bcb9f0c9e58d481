import { defineTexts } from "~/i18n/texts";

/**
 * The catalogue pages' meta, hero and search-engine texts (/produtos, /produto and their English pages; issue
 * 36). product-seo.ts builds the product's description and trail from these.
 */
export const catalogPagesTexts = defineTexts(
  {
    productsTitle: "Produtos",
    productsDescription:
      "Catálogo de suplementos alimentares, cosméticos, perfumaria e medicamentos isentos de prescrição da Convale.",
    productsEyebrow: "Catálogo",
    productsLead: "Encontre um produto pelo nome, pela referência ou pelo princípio ativo.",
    // product-seo.ts
    brandPart: (brand: string) => ` ${brand}`,
    madeBy: "Fabricado pela Convale.",
    descriptionFallback: "Composição, indicações e dados técnicos.",
    trailHome: "Início",
    trailProducts: "Produtos",
  },
  {
    productsTitle: "Products",
    productsDescription:
      "Convale's catalog of dietary supplements, cosmetics, fragrances and over-the-counter medicines, made in Brazil.",
    productsEyebrow: "Catalog",
    productsLead: "Find a product by name, reference or active ingredient.",
    brandPart: (brand: string) => `, ${brand} brand`,
    madeBy: "Made by Convale in Brazil.",
    descriptionFallback: "Ingredients, indications and technical data.",
    trailHome: "Home",
    trailProducts: "Products",
  },
);
