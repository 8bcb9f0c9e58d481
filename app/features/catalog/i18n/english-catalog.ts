/**
 * The catalogue as English pages show it (issue 36, decision 139): the same products, in the same order, with the
 * English name and short description we authored for each (app/content/en/product-texts-en.ts), English type
 * labels, and a search that finds English and Portuguese words alike. The regulatory content of a product's detail
 * (ingredients, nutrition table, statements, warnings, leaflet) stays the Brazilian label text, in Portuguese: the
 * components say so around it.
 *
 * - `englishCatalog(catalog, texts)`: the English view of a built catalogue; lookups by code and barcode unchanged.
 * - `usMeasure(value)`: a weight as en-US writes it ("1,09 kg" -> "1.09 kg", "300 ml" -> "300 mL").
 *
 * Numbers follow en-US on English pages (issue 36, decision 155): the net and gross weights and the quantities in
 * the content ("1,8 kg" -> "1.8 kg") are written as en-US does; the words of the label's own values (presentation,
 * content, flavor, shelf life) stay its Portuguese, marked as such by the page (detail-panel.tsx).
 */
import type { ProductTextsEn } from "~/content/en/product-texts-en";
import type { ProductDetail } from "../detail/detail";
import type { Catalog } from "../model/catalog";
import type { ProductSummary } from "../model/summary";
import type { Product, ProductType } from "../model/types";
import { catalogSearch } from "../search/catalog-search";
import type { SearchDocument } from "../search/search-index";

const productTypeLabelsEn: Record<ProductType, string> = {
  Suplemento: "Supplement",
  Cosmetico: "Cosmetic",
  Perfumaria: "Perfumery",
  Medicamento: "Medicine",
};

/** Words an English visitor types for what the English texts call otherwise, indexed with each type. */
const TYPE_WORDS: Record<ProductType, string> = {
  Suplemento: "supplement supplements dietary",
  Cosmetico: "cosmetic cosmetics personal care",
  Perfumaria: "perfumery perfume fragrance",
  Medicamento: "medicine medicines drug otc nonprescription",
};

export function englishCatalog(catalog: Catalog, texts: ProductTextsEn): Catalog {
  const nameOf = (code: string, fallback: string) => texts[code]?.name ?? fallback;
  const summaries: ProductSummary[] = catalog.summaries.map((s) => ({
    ...s,
    displayName: nameOf(s.code, s.displayName),
    typeLabel: productTypeLabelsEn[s.type],
  }));
  const summaryByCode = new Map(summaries.map((s) => [s.code, s]));
  const documents: SearchDocument[] = catalog.searchDocuments.map((doc, id) => {
    const code = (catalog.products[id] as Product).code;
    const english = texts[code];
    if (!english) return doc;
    return {
      ...doc,
      displayName: english.name,
      fields: {
        ...doc.fields,
        displayName: english.name,
        // The Portuguese name stays searchable (a buyer may paste it from a Brazilian invoice).
        expandedName: `${doc.fields.displayName} ${doc.fields.expandedName}`,
        typeLabel: `${productTypeLabelsEn[doc.type]} ${TYPE_WORDS[doc.type]} ${doc.fields.typeLabel}`,
        indications: `${english.description} ${doc.fields.indications}`,
      },
    };
  });
  const summaryOf = (product: Product) => summaryByCode.get(product.code) ?? catalog.summaryFor(product);
  return {
    ...catalog,
    summaries,
    searchDocuments: documents,
    summaryFor: summaryOf,
    ...catalogSearch(documents, catalog.products, summaryOf),
    detailFor: (product) => englishDetail(catalog.detailFor(product), texts[product.code]),
  };
}

/** Decimal commas between digits become points, "ml" becomes "mL"; the catalogue's weights have no thousands mark. */
export function usMeasure(value: string): string {
  return value.replace(/(\d),(\d)/g, "$1.$2").replace(/\bml\b/g, "mL");
}

/** The detail with its English name, type, short description and en-US weights; the label's text is left as it is. */
function englishDetail(detail: ProductDetail, english: ProductTextsEn[string] | undefined): ProductDetail {
  return {
    ...detail,
    nome: english?.name ?? detail.nome,
    typeLabel: productTypeLabelsEn[detail.type],
    summaryEn: english?.description ?? null,
    technical: {
      ...detail.technical,
      conteudo: usMeasure(detail.technical.conteudo),
      pesoLiquido: usMeasure(detail.technical.pesoLiquido),
      pesoBruto: usMeasure(detail.technical.pesoBruto),
    },
  };
}
