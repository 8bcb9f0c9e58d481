/**
 * Server-only access to the catalogue. The `.server.ts` suffix keeps it (and the whole catalogue) out of
 * client bundles: routes call it from loaders and send summaries or one detail to the browser.
 *
 * - `getCatalog()`: the catalogue of data/raw under process.cwd() (or of env CATALOG_DATA_DIR, so a server can
 *   run on a synthetic catalogue for the page-weight check), read and normalized once per process.
 *   Relative image paths are prefixed with IMAGE_BASE_URL when it is set (external static host).
 * - `loadCatalog(dir, options)`: reads `produtos.json`, `suplementos.json`, `cosmeticos.json`,
 *   `medicamentos.json` from `dir` without caching (benchmarks, synthetic catalogues, catalog:check).
 *   A missing or unparsable file is treated as empty and reported as an anomaly; it never throws.
 * - `getCatalogIn(locale)`: the same catalogue as a page in that language shows it (i18n/english-catalog.ts).
 * - `resetCatalogForTests()`: drops the cached catalogue.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { productTextsEn } from "~/content/en/product-texts-en";
import type { Locale } from "~/i18n/locale";
import { env } from "~/utils/server/env.server";
import { englishCatalog } from "./i18n/english-catalog";
import { buildCatalog, type RawCatalogSources } from "./ingest/build-catalog.server";
import type { Catalog } from "./model/catalog";
import type { ImageOptions } from "./model/images";
import type { Anomaly, AnomalySource } from "./model/types";

const FILES: Record<keyof RawCatalogSources, string> = {
  produtos: "produtos.json",
  suplementos: "suplementos.json",
  cosmeticos: "cosmeticos.json",
  medicamentos: "medicamentos.json",
};

export function loadCatalog(dir: string, options: ImageOptions = {}): Catalog {
  const readErrors: Anomaly[] = [];
  const read = (key: keyof RawCatalogSources): unknown => {
    const file = path.join(dir, FILES[key]);
    try {
      return JSON.parse(readFileSync(file, "utf8"));
    } catch (error) {
      readErrors.push({
        source: key as AnomalySource,
        row: null,
        code: null,
        field: "(file)",
        action: `${file} could not be read (${(error as Error).message}); treated as empty`,
        severity: "error",
      });
      return null;
    }
  };
  const raw: RawCatalogSources = {
    produtos: read("produtos"),
    suplementos: read("suplementos"),
    cosmeticos: read("cosmeticos"),
    medicamentos: read("medicamentos"),
  };
  const catalog = buildCatalog(raw, options);
  if (readErrors.length === 0) return catalog;
  const anomalies = [...readErrors, ...catalog.anomalies];
  return {
    ...catalog,
    anomalies,
    stats: {
      ...catalog.stats,
      anomalies: anomalies.length,
      errors: catalog.stats.errors + readErrors.length,
    },
  };
}

let cached: Catalog | null = null;

export function getCatalog(): Catalog {
  if (cached === null) {
    const dir = env().CATALOG_DATA_DIR || path.join(process.cwd(), "data", "raw");
    cached = loadCatalog(path.resolve(dir), {
      imageBaseUrl: env().IMAGE_BASE_URL || null,
    });
  }
  return cached;
}

let cachedEnglish: { from: Catalog; english: Catalog } | null = null;

/** The catalogue in a page's language: English pages read the English view of the same catalogue (decision 139). */
export function getCatalogIn(locale: Locale): Catalog {
  const catalog = getCatalog();
  if (locale === "pt") return catalog;
  if (cachedEnglish?.from !== catalog)
    cachedEnglish = { from: catalog, english: englishCatalog(catalog, productTextsEn) };
  return cachedEnglish.english;
}

export function resetCatalogForTests(): void {
  cached = null;
  cachedEnglish = null;
}
