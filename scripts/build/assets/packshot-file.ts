import sharp from "sharp";
import { templateIdFor } from "./packaging-form";
import { type PackshotInput, packshotForm, packshotSvg } from "./packshot";
import { packshotXmp } from "./packshot-metadata";

/**
 * A packshot as the file generate-assets.ts writes (decision 123): the SVG rendered by sharp, its form's template
 * id in an XMP packet, encoded by the file's extension (WebP unless ".png" or ".jpg"). The packshot tests encode
 * through it too, so they check what the build writes without needing a build first (`npm test` runs the unit
 * step before the build, and public/img/produtos is not committed).
 */
export function encodePackshot(input: PackshotInput, ext = ".webp"): Promise<Buffer> {
  const image = sharp(Buffer.from(packshotSvg(input))).withXmp(
    packshotXmp(templateIdFor(packshotForm(input))),
  );
  const lower = ext.toLowerCase();
  const encoded =
    lower === ".png" ? image.png() : lower === ".jpg" || lower === ".jpeg" ? image.jpeg() : image.webp();
  return encoded.toBuffer();
}
