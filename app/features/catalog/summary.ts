/**
 * Card summaries: the few fields a product card needs, small enough to send to the browser.
 *
 * - `toSummary(product, options)`: a `ProductSummary` with the resolved main image (images.ts).
 */
import { type ImageOptions, resolveProductImage } from "./images";
import { type Product, type ProductType, productTypeLabels } from "./types";

export interface ProductSummary {
  code: string;
  /** The barcode used in /produto?ean=…, or null when the product has none (link by code instead). */
  ean: string | null;
  name: string;
  referencia: string | null;
  principioAtivo: string | null;
  type: ProductType;
  /** "Suplemento", "Cosmético", "Perfumaria" or "Medicamento". */
  typeLabel: string;
  image: string;
  /** Placeholder to swap in when `image` fails to load. */
  imageFallback: string;
}

export function toSummary(product: Product, options: ImageOptions = {}): ProductSummary {
  const image = resolveProductImage(product, options);
  return {
    code: product.code,
    ean: product.barcode,
    name: product.name,
    referencia: product.referencia,
    principioAtivo: product.principioAtivo,
    type: product.type,
    typeLabel: productTypeLabels[product.type],
    image: image.src,
    imageFallback: image.fallback,
  };
}
