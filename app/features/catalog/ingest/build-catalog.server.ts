/**
 * Builds the in-memory catalogue from the four raw JSON documents (pure; no file system — see
 * ../catalog.server.ts for loading). Used by the server, catalog:check and the benchmarks; server-only, like
 * everything in ingest/ (docs/decisions/076).
 *
 * - `buildCatalog(raw, options)` → `Catalog` (model/catalog.ts): normalized products and sheets, all anomalies,
 *   stats, and O(1) lookups `byEan` (any barcode of a product), `byCode`, `sheetFor`, plus `search` (a
 *   CatalogQuery in, card summaries out) and `detailFor` (detail view model).
 */
import { buildProductDetail } from "../detail/detail";
import { buildNutritionView } from "../detail/nutrition";
import type { Catalog } from "../model/catalog";
import { type ImageOptions, resolveProductImage } from "../model/images";
import { productDietFacts } from "../model/product-diet";
import { type ProductSummary, readableName, toSummary } from "../model/summary";
import { type Anomaly, type Product, type ProductType, productTypes, type Sheet } from "../model/types";
import { whiteLabelFields, whiteLabelOffer } from "../model/white-label";
import { catalogSearch } from "../search/catalog-search";
import { searchDocumentFor } from "../search/search-documents";
import type { SearchDocument } from "../search/search-index";
import { deriveMissingBrands } from "./derive-brand.server";
import { normalizeProducts } from "./normalize.server";
import {
  normalizeCosmeticSheets,
  normalizeMedicineSheets,
  normalizeSupplementSheets,
} from "./normalize-sheets.server";
import { buildSheetIndex, findSheet, inferTypeFromSheets } from "./sheets.server";

export interface RawCatalogSources {
  produtos: unknown;
  suplementos: unknown;
  cosmeticos: unknown;
  medicamentos: unknown;
}

export function buildCatalog(raw: RawCatalogSources, options: ImageOptions = {}): Catalog {
  const supplements = normalizeSupplementSheets(raw.suplementos);
  const cosmetics = normalizeCosmeticSheets(raw.cosmeticos);
  const medicines = normalizeMedicineSheets(raw.medicamentos);
  const index = buildSheetIndex({
    supplements: supplements.sheets,
    cosmetics: cosmetics.sheets,
    medicines: medicines.sheets,
  });
  const normalized = normalizeProducts(raw.produtos, { inferType: inferTypeFromSheets(index) });
  const anomalies: Anomaly[] = [
    ...normalized.anomalies,
    ...supplements.anomalies,
    ...cosmetics.anomalies,
    ...medicines.anomalies,
  ];
  for (const sheet of supplements.sheets) {
    buildNutritionView(sheet.tabelaNutricional, (field, action) =>
      anomalies.push({
        source: "suplementos",
        row: sheet.index,
        code: sheet.ean13,
        field,
        action,
        severity: "warning",
      }),
    );
  }

  const products = normalized.products;
  const sheetByProduct = new Map<Product, Sheet | null>();
  const summaryByProduct = new Map<Product, ProductSummary>();
  const byEan = new Map<string, Product>();
  const byCode = new Map<string, Product>();
  const byType = Object.fromEntries(productTypes.map((t) => [t, 0])) as Record<ProductType, number>;
  let withoutSheet = 0;
  let withoutImage = 0;
  const documents: SearchDocument[] = [];
  for (const product of products) {
    const sheet = findSheet(product, index);
    sheetByProduct.set(product, sheet);
    // The brand lives in the sheets; copying it keeps cards and search results self-contained.
    if (product.brand === null && sheet && sheet.kind !== "medicamento" && sheet.marca)
      product.brand = sheet.marca;
  }
  // Rows and sheets without a Marca take the known brand their name carries (derive-brand.server.ts).
  deriveMissingBrands(
    products.map((product) => ({
      product,
      readableName: readableName(product, sheetByProduct.get(product) ?? null),
    })),
  );
  for (const product of products) {
    const sheet = sheetByProduct.get(product) ?? null;
    if (sheet === null) withoutSheet++;
    if (
      resolveProductImage(product).origin === "guessed" ||
      resolveProductImage(product).origin === "placeholder"
    ) {
      withoutImage++;
    }
    byType[product.type]++;
    byCode.set(product.code, product);
    for (const ean of product.barcodes) {
      if (!byEan.has(ean)) byEan.set(ean, product);
    }
    const displayName = readableName(product, sheet);
    // One reading of the label's lactose, gluten and allergen statements for the card and the search.
    const diet = productDietFacts(product, sheet);
    // One reading of the white-label rule for the card's badge and the "Disponível para sua marca" facet, from
    // the fields the product page reads it from, so the page's button and the catalogue agree (decision 122).
    const whiteLabel = whiteLabelOffer(whiteLabelFields(product, sheet)) !== null;
    const summary = toSummary(product, options, displayName, diet);
    // Only when true, as `diet`: the summaries go to the browser.
    summaryByProduct.set(product, whiteLabel ? { ...summary, whiteLabel } : summary);
    documents.push({ ...searchDocumentFor(product, sheet, displayName, diet), whiteLabel });
  }
  const summaries = products.map((p) => summaryByProduct.get(p) as ProductSummary);
  const summaryOf = (p: Product) => summaryByProduct.get(p) ?? toSummary(p, options);

  return {
    products,
    summaries,
    searchDocuments: documents,
    anomalies,
    stats: {
      rawRows: normalized.rawRowCount,
      products: products.length,
      sheets: {
        suplementos: supplements.sheets.length,
        cosmeticos: cosmetics.sheets.length,
        medicamentos: medicines.sheets.length,
      },
      withoutSheet,
      withoutImage,
      byType,
      anomalies: anomalies.length,
      errors: anomalies.filter((a) => a.severity === "error").length,
    },
    byEan: (ean) => (ean ? byEan.get(ean.trim()) : undefined),
    byCode: (code) => (code ? byCode.get(code.trim()) : undefined),
    sheetFor: (product) => sheetByProduct.get(product) ?? findSheet(product, index),
    summaryFor: summaryOf,
    ...catalogSearch(documents, products, summaryOf),
    detailFor: (product) =>
      buildProductDetail(product, sheetByProduct.get(product) ?? findSheet(product, index), options),
  };
}
