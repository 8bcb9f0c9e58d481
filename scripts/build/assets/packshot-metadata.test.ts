/**
 * Each packshot carries its form's template id, matching the product's packaging form as packaging-form.ts reads
 * it from the data, and fills the card's frame: a square image in a square frame with no padding (decision 123).
 * The files are encoded here through packshot-file.ts, as generate-assets.ts writes them: `npm test` runs the unit
 * step before the build, and public/img/produtos is not committed.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { loadCatalog } from "../../../app/features/catalog/catalog.server";
import { type PackagingForm, packagingFormFor, templateIdFor } from "./packaging-form";
import { type PackshotInput, packshotInputFor } from "./packshot";
import { encodePackshot } from "./packshot-file";
import { templateIdOf } from "./packshot-metadata";

const root = process.cwd();
const catalog = loadCatalog(path.join(root, "data/raw"));
/** One product of each form the catalogue uses, with the form read from its data. */
const perForm = new Map<PackagingForm, PackshotInput>();
for (const product of catalog.products) {
  const detail = catalog.detailFor(product);
  const form = packagingFormFor({
    type: product.type,
    name: detail.nome,
    apresentacao: detail.apresentacao,
    conteudo: detail.conteudo,
  });
  if (!perForm.has(form)) perForm.set(form, packshotInputFor(product, detail, 0));
}

describe("packshot metadata", () => {
  it("names, in the file of one product of each form, the template of that form", async () => {
    const wrong: string[] = [];
    for (const [form, input] of perForm) {
      const meta = await sharp(await encodePackshot(input)).metadata();
      const found = templateIdOf(meta.xmp);
      if (found !== templateIdFor(form)) wrong.push(`${input.code}: ${found} ≠ ${templateIdFor(form)}`);
      if (meta.width !== 600 || meta.height !== 600)
        wrong.push(`${input.code}: ${meta.width}×${meta.height}`);
    }
    expect(wrong).toEqual([]);
    expect(perForm.size).toBeGreaterThanOrEqual(18);
  });

  it("reads no template from a file without one", async () => {
    const plain = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#fff" } })
      .webp()
      .toBuffer();
    expect(templateIdOf((await sharp(plain).metadata()).xmp)).toBeNull();
  });

  it("fill the card's square frame: no padding or width cap around the image", () => {
    const card = readFileSync(
      path.join(root, "app/features/catalog/components/list/product-card.tsx"),
      "utf8",
    );
    const frame = /<div className="([^"]*)">\s*<ProductImage[\s\S]*?className="([^"]*)"/.exec(card);
    expect(frame, "the card's image frame").not.toBeNull();
    const [, outer = "", img = ""] = frame ?? [];
    expect(outer.split(" ").filter((c) => /^p[xytblr]?-|^max-w/.test(c))).toEqual([]);
    expect(img.split(" ")).toEqual(expect.arrayContaining(["aspect-square", "w-full", "object-cover"]));
    expect(img).not.toMatch(/max-w-|object-contain/);
  });
});
