/**
 * Builds the in-memory catalogue from the four raw JSON documents (pure; no file system — see
 * catalog.server.ts for loading). Used by the server, catalog:check and the benchmarks.
 *
 * - `buildCatalog(raw, options)` → `Catalog`: normalized products and sheets, all anomalies, stats, and
 *   O(1) lookups `byEan` (any barcode of a product), `byCode`, `sheetFor`, plus `search` (returns card
 *   summaries) and `detailFor` (detail view model).
 */
import { buildProductDetail, type ProductDetail } from "./detail";
import { type ImageOptions, resolveProductImage } from "./images";
import { normalizeProducts } from "./normalize";
import {
  normalizeCosmeticSheets,
  normalizeMedicineSheets,
  normalizeSupplementSheets,
} from "./normalize-sheets";
import { buildNutritionView } from "./nutrition";
import { type SearchOptions, type SearchPage, search } from "./search";
import { buildSheetIndex, findSheet, inferTypeFromSheets } from "./sheets";
import { type ProductSummary, toSummary } from "./summary";
import { type Anomaly, type Product, type ProductType, productTypes, type Sheet } from "./types";

export interface RawCatalogSources {
  produtos: unknown;
  suplementos: unknown;
  cosmeticos: unknown;
  medicamentos: unknown;
}

export interface CatalogStats {
  rawRows: number;
  products: number;
  sheets: { suplementos: number; cosmeticos: number; medicamentos: number };
  withoutSheet: number;
  /** Products with no declared image (they get the guessed /img/produtos/<code>.webp path). */
  withoutImage: number;
  byType: Record<ProductType, number>;
  anomalies: number;
  errors: number;
}

export interface Catalog {
  products: readonly Product[];
  /** Same order as `products`. */
  summaries: readonly ProductSummary[];
  anomalies: readonly Anomaly[];
  stats: CatalogStats;
  byEan(ean: string | null | undefined): Product | undefined;
  byCode(code: string | null | undefined): Product | undefined;
  sheetFor(product: Product): Sheet | null;
  summaryFor(product: Product): ProductSummary;
  search(options?: SearchOptions): SearchPage<ProductSummary>;
  detailFor(product: Product): ProductDetail;
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
  for (const product of products) {
    const sheet = findSheet(product, index);
    sheetByProduct.set(product, sheet);
    if (sheet === null) withoutSheet++;
    // The brand lives in the sheets; copying it keeps cards and search results self-contained.
    if (product.brand === null && sheet && sheet.kind !== "medicamento" && sheet.marca)
      product.brand = sheet.marca;
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
    summaryByProduct.set(product, toSummary(product, options));
  }
  const summaries = products.map((p) => summaryByProduct.get(p) as ProductSummary);
  const summaryOf = (p: Product) => summaryByProduct.get(p) ?? toSummary(p, options);

  return {
    products,
    summaries,
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
    search: (searchOptions) => {
      const page = search(products, searchOptions);
      return { ...page, items: page.items.map(summaryOf) };
    },
    detailFor: (product) =>
      buildProductDetail(product, sheetByProduct.get(product) ?? findSheet(product, index), options),
  };
}
