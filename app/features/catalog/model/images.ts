/**
 * Product image resolution (product rules §3, §4, §8).
 *
 * Order: Caminho of Imagens (Principal first) → alternative field names (UrlImagem, FotoPrincipal, Foto, …) →
 * Imagem as a file name under /img/produtos/ → a path guessed from the code (/img/produtos/<code>.webp) →
 * the fixed placeholder. Only valid sources (`isValidImageSource`) are ever returned. Reading those fields from a
 * raw row is ingest work (ingest/image-refs.server.ts); this module only resolves the validated references, so
 * the browser can import it (the dialog preloads with it) without the raw schemas.
 *
 * - `resolveProductImage(product, options)`: the main image with where it came from.
 * - `uniqueImageUrls(product, options)`: every distinct image of a product, main first (for a gallery).
 * - `requiredImagePaths(product)`: local paths that must exist as files (for the packshot build step).
 * - `withImageBase(src, base)`: prefixes relative paths with an external static host.
 * - `preloadImage(src, ImageCtor?)`: browser preloader; rejects "Invalid image source" (empty or
 *   invalid source) / "Failed to load image".
 */
import type { ProductImageRefs } from "./types";

export const PLACEHOLDER_IMAGE = "/img/produto-sem-imagem.svg";
export const PRODUCT_IMAGE_DIR = "/img/produtos/";

export interface ImageOptions {
  /** External static host for relative paths, e.g. "https://static.example.com" (no effect on absolute URLs). */
  imageBaseUrl?: string | null;
}

export type ImageOrigin = "imagens" | "alternative" | "guessed" | "placeholder";

export interface ResolvedImage {
  src: string;
  origin: ImageOrigin;
  /** What the UI swaps in when `src` fails to load (product rules §4/§8). */
  fallback: string;
}

/** data:image, blob:, http(s) URLs and relative paths; never javascript:, protocol-relative or blank. */
export function isValidImageSource(src: unknown): src is string {
  if (typeof src !== "string") return false;
  const value = src.trim();
  if (value === "" || hasControlCharacter(value)) return false;
  if (/^data:image\/[a-z0-9.+-]+[;,]/i.test(value)) return true;
  if (/^blob:/i.test(value)) return value.length > 5;
  if (/^https?:\/\//i.test(value)) {
    try {
      return Boolean(new URL(value).hostname);
    } catch {
      return false;
    }
  }
  if (value.startsWith("//") || value.startsWith("\\")) return false;
  // Anything with a scheme that is not one of the above (javascript:, file:, ftp:) is refused.
  return !/^[a-z][a-z0-9+.-]*:/i.test(value);
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 32 || code === 127) return true;
  }
  return false;
}

function isRelative(src: string): boolean {
  return !/^(data:|blob:|https?:)/i.test(src);
}

export function withImageBase(src: string, base: string | null | undefined): string {
  if (!base || !isRelative(src)) return src;
  const path = src.replace(/^\.\//, "");
  return `${base.replace(/\/+$/, "")}${path.startsWith("/") ? "" : "/"}${path}`;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

export function guessedImagePath(code: string): string | null {
  const safe = code.trim();
  return /^[\w.-]+$/.test(safe) ? `${PRODUCT_IMAGE_DIR}${safe}.webp` : null;
}

interface ImageSubject {
  code: string;
  images: ProductImageRefs;
}

export function resolveProductImage(
  product: ImageSubject | null | undefined,
  options: ImageOptions = {},
): ResolvedImage {
  const fallback = withImageBase(PLACEHOLDER_IMAGE, options.imageBaseUrl);
  if (!product) return { src: fallback, origin: "placeholder", fallback };
  const pick = (src: string, origin: ImageOrigin): ResolvedImage => ({
    src: withImageBase(src, options.imageBaseUrl),
    origin,
    fallback,
  });
  const fromImagens = product.images.gallery[0];
  if (fromImagens) return pick(fromImagens, "imagens");
  const alternative = product.images.alternatives[0];
  if (alternative) return pick(alternative, "alternative");
  const guessed = guessedImagePath(product.code);
  if (guessed) return pick(guessed, "guessed");
  return { src: fallback, origin: "placeholder", fallback };
}

/** Main image first, then the rest of Imagens, then alternatives; duplicates removed. */
export function uniqueImageUrls(product: ImageSubject, options: ImageOptions = {}): string[] {
  const main = resolveProductImage(product, options).src;
  const rest = [...product.images.gallery, ...product.images.alternatives].map((src) =>
    withImageBase(src, options.imageBaseUrl),
  );
  return unique([main, ...rest]);
}

/**
 * Local files (paths under public/) that the packshot build step must create for a product: every relative
 * path the resolver can return (gallery, alternatives, or the guessed path when nothing is declared).
 * External URLs, data: and blob: sources are not files of ours, and the placeholder is a shared asset.
 */
export function requiredImagePaths(product: ImageSubject): string[] {
  return uniqueImageUrls(product).filter((src) => isRelative(src) && src !== PLACEHOLDER_IMAGE);
}

/** The minimal Image constructor shape, so tests can pass a fake one. */
export type ImageConstructor = new () => {
  onload: ((this: unknown, ev: unknown) => unknown) | null;
  onerror: ((this: unknown, ev: unknown) => unknown) | null;
  src: string;
};

/** Preloads an image in the browser (product rules §4: the first product image on dialog open). */
export function preloadImage(src: string | null | undefined, ImageCtor?: ImageConstructor): Promise<string> {
  return new Promise((resolve, reject) => {
    if (typeof src !== "string" || !isValidImageSource(src)) {
      reject(new Error("Invalid image source"));
      return;
    }
    const Ctor = ImageCtor ?? (globalThis as { Image?: ImageConstructor }).Image;
    if (!Ctor) {
      reject(new Error("Failed to load image"));
      return;
    }
    const image = new Ctor();
    image.onload = () => resolve(src);
    image.onerror = () => reject(new Error("Failed to load image"));
    image.src = src;
  });
}
