/**
 * Card summaries: the few fields a product card needs, small enough to send to the browser.
 *
 * - `toSummary(product, options, displayName?, diet?)`: a `ProductSummary` with the resolved main image
 *   (images.ts) and, for a supplement whose label states them, its diet facts (product-diet.ts); the catalogue
 *   adds `whiteLabel` for the products we offer with the client's brand (white-label.ts, built in ingest/).
 * - `readableName(product, sheet)`: the name visitors read: the sheet's product name, else the ERP name with
 *   its abbreviations written out (abbreviations.ts); title-cased when the source is all capitals. A sheet that
 *   serves several sizes names none, so this SKU's size follows, as on its page (detail-fields.ts productTitle).
 * - `titleCase(text)`: "LE BLUE Shampoo 300ML" → "Le Blue Shampoo 300 ml" (units lower-case, codes like D3,
 *   FPS50 and vowel-less brands like MCG kept upper-case, Portuguese small words lower-case).
 */
import { productContent, productTitle } from "../detail/detail-fields";
import { expandErpName } from "../search/abbreviations";
import { productEan } from "./codes";
import type { DietFacts } from "./diet-badges";
import { type ImageOptions, resolveProductImage } from "./images";
import { type Product, type ProductType, productTypeLabels, type Sheet } from "./types";

export interface ProductSummary {
  code: string;
  /** The barcode used in /produto?ean=…, or null when the product has none (link by code instead). */
  ean: string | null;
  /** The ERP name (Nome), searchable but abbreviated. */
  name: string;
  /** The readable name for cards (readableName). */
  displayName: string;
  referencia: string | null;
  principioAtivo: string | null;
  type: ProductType;
  /** "Suplemento", "Cosmético", "Perfumaria" or "Medicamento". */
  typeLabel: string;
  image: string;
  /** Placeholder to swap in when `image` fails to load. */
  imageFallback: string;
  /** Lactose, gluten and allergens as the label states them (diet-badges.ts); absent when it states none. */
  diet?: DietFacts;
  /** Offered for white label (white-label.ts): the "Disponível para sua marca" badge; absent when not. */
  whiteLabel?: true;
}

const SMALL_WORDS = new Set([
  "de",
  "da",
  "do",
  "das",
  "dos",
  "e",
  "com",
  "para",
  "em",
  "sem",
  "a",
  "o",
  "as",
  "os",
]);
const UNITS = /^(\d+(?:[.,]\d+)?)(ml|l|g|kg|mg|mcg|ui|un|cps|cpr)$/;

export function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .filter((w) => w !== "")
    .map((word, i) => {
      const lower = word.toLocaleLowerCase("pt-BR");
      const unit = UNITS.exec(lower);
      if (unit) return `${unit[1]} ${unit[2] === "ui" ? "UI" : unit[2]}`;
      if (/\d/.test(word) || /^[^aeiouáéíóúâêôãõy]{2,3}$/i.test(word)) return word.toLocaleUpperCase("pt-BR");
      if (i > 0 && SMALL_WORDS.has(lower)) return lower;
      return lower.replace(
        /(^|[-/+])(\p{L})/gu,
        (_, sep: string, letter: string) => sep + letter.toLocaleUpperCase("pt-BR"),
      );
    })
    .join(" ");
}

export function readableName(product: Product, sheet: Sheet | null): string {
  const sheetName = sheet?.name?.trim();
  if (sheet && sheetName) {
    const name = /\p{Ll}/u.test(sheetName) ? sheetName : titleCase(sheetName);
    return productTitle(product, { ...sheet, name }, productContent(product, sheet));
  }
  return titleCase(expandErpName(product.name));
}

export function toSummary(
  product: Product,
  options: ImageOptions = {},
  displayName?: string,
  diet?: DietFacts | null,
): ProductSummary {
  const image = resolveProductImage(product, options);
  return {
    code: product.code,
    ean: productEan(product),
    name: product.name,
    displayName: displayName ?? titleCase(expandErpName(product.name)),
    referencia: product.referencia,
    principioAtivo: product.principioAtivo,
    type: product.type,
    typeLabel: productTypeLabels[product.type],
    image: image.src,
    imageFallback: image.fallback,
    // Only when there is something to say: most cards carry none, and the summaries go to the browser.
    ...(diet ? { diet } : {}),
  };
}
