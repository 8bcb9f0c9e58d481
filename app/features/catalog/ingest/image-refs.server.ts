/**
 * Image references of one raw catalogue row (product rules §3, §8), read at ingest: Caminho of Imagens (Principal
 * entries first), then the alternative field names (UrlImagem, FotoPrincipal, Foto, …), then Imagem as a file
 * name under /img/produtos/. Every value is checked with `isValidImageSource`; refused values are returned for
 * the anomaly report. The resolution order that uses these references lives in ../images.ts.
 *
 * - `collectImageRefs(row)`: `{ refs, rejected, emptyEntries }` (used by normalize.server.ts).
 */
import { isValidImageSource, PRODUCT_IMAGE_DIR } from "../model/images";
import { cleanText } from "../model/text";
import type { ProductImageRefs } from "../model/types";
import { rawImageEntrySchema } from "./raw-schemas.server";

/** Alternative field names seen in exports, in priority order; Imagem (a bare file name) comes after them. */
export const ALTERNATIVE_IMAGE_FIELDS = [
  "UrlImagem",
  "urlImagem",
  "url_imagem",
  "FotoPrincipal",
  "fotoPrincipal",
  "foto_principal",
  "Foto",
  "foto",
  "ImagemUrl",
  "imagemUrl",
  "imagem_url",
  "ImagemPrincipal",
  "imagemPrincipal",
  "imagem_principal",
  "Thumbnail",
  "thumbnail",
  "image",
  "imageUrl",
] as const;

/** A bare file name ("10023.webp") lives under the product image folder; paths and URLs stay as they are. */
function imagemFieldToPath(value: string): string {
  return value.includes("/") || value.includes(":") ? value : `${PRODUCT_IMAGE_DIR}${value}`;
}

export interface CollectedImages {
  refs: ProductImageRefs;
  /** Raw values that were refused (field name and value), for the anomaly report. */
  rejected: { field: string; value: string }[];
  emptyEntries: number;
}

export function collectImageRefs(row: Record<string, unknown>): CollectedImages {
  const rejected: { field: string; value: string }[] = [];
  const principal: string[] = [];
  const others: string[] = [];
  let emptyEntries = 0;
  const imagens = Array.isArray(row.Imagens) ? row.Imagens : [];
  for (const entry of imagens) {
    const parsed = rawImageEntrySchema.safeParse(entry);
    const caminho = parsed.success ? cleanText(parsed.data.Caminho) : null;
    if (caminho === null) {
      emptyEntries++;
      continue;
    }
    if (!isValidImageSource(caminho)) {
      rejected.push({ field: "Imagens.Caminho", value: caminho });
      continue;
    }
    (parsed.success && parsed.data.Principal ? principal : others).push(caminho);
  }
  const alternatives: string[] = [];
  const candidates: { field: string; value: string | null }[] = ALTERNATIVE_IMAGE_FIELDS.map((field) => ({
    field,
    value: cleanText(row[field]),
  }));
  const imagem = cleanText(row.Imagem);
  candidates.push({ field: "Imagem", value: imagem === null ? null : imagemFieldToPath(imagem) });
  for (const { field, value } of candidates) {
    if (value === null) continue;
    if (!isValidImageSource(value)) rejected.push({ field, value });
    else alternatives.push(value);
  }
  return {
    refs: { gallery: unique([...principal, ...others]), alternatives: unique(alternatives) },
    rejected,
    emptyEntries,
  };
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
