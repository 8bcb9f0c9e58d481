/**
 * English names and short descriptions of the bundled catalogue's products (a fictional catalogue), keyed by
 * product code (`Produto_codigo` of data/raw/produtos.json after normalisation, the `code` of the summaries).
 * Authored for issue 36 ("Catálogo em inglês"), each faithful to the product's Portuguese sheet: what it is and
 * what it is for, with no claim the Portuguese text does not make and, for medicines, no dosing.
 *
 * Only these texts, and the technical values of technical-values-en.ts (presentation, content, flavor, shelf life;
 * decision 156), are translated. The regulatory content (ingredients, nutrition table, statements, warnings)
 * stays the Brazilian label text, in Portuguese, by design: a product for the US needs its own US specification.
 * product-texts-en.test.ts fails when a catalogue product has no entry or an entry names no product.
 */
import { cosmeticsBodyTextsEn } from "./product-texts-en-cosmetics-body";
import { cosmeticsHairTextsEn } from "./product-texts-en-cosmetics-hair";
import { medicinesTextsEn } from "./product-texts-en-medicines";
import { perfumeryTextsEn } from "./product-texts-en-perfumery";
import { supplementsNutritionTextsEn } from "./product-texts-en-supplements-nutrition";
import { supplementsVitaminsTextsEn } from "./product-texts-en-supplements-vitamins";
import { supplementsWellnessTextsEn } from "./product-texts-en-supplements-wellness";

export interface ProductTextEn {
  /** The name as a US buyer reads it: brand kept as written, en-US numbers ("2,000", "0.3%"), metric units. */
  name: string;
  /** One or two plain sentences, ending with a period. */
  description: string;
}

export type ProductTextsEn = Readonly<Record<string, ProductTextEn>>;

/** The parts, by product type and line; the test checks that no code appears in two of them. */
export const productTextsEnParts: readonly ProductTextsEn[] = [
  supplementsVitaminsTextsEn,
  supplementsWellnessTextsEn,
  supplementsNutritionTextsEn,
  cosmeticsHairTextsEn,
  cosmeticsBodyTextsEn,
  perfumeryTextsEn,
  medicinesTextsEn,
];

export const productTextsEn: ProductTextsEn = Object.freeze(Object.assign({}, ...productTextsEnParts));
