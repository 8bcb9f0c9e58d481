import { describe, expect, it } from "vitest";
import { assetInputs, inputsHash } from "./inputs-hash";

const root = process.cwd();
const entry = "scripts/build/generate-assets.ts";

describe("generate-assets' inputs", () => {
  it("cover the data, every module the sheets and packshots are made with and the packages' versions", async () => {
    const { files, packages } = await assetInputs(root, entry, "data/raw", ["@fontsource/inter"]);
    expect(files).toEqual(
      expect.arrayContaining([
        "data/raw/produtos.json",
        "data/raw/suplementos.json",
        "data/raw/cosmeticos.json",
        "data/raw/medicamentos.json",
        entry,
        "scripts/build/assets/tech-sheet-pdf.ts",
        "scripts/build/assets/pdf-typeset.ts",
        "app/features/catalog/detail/technical-rows.ts",
        "app/features/catalog/detail/detail.ts",
        "app/features/catalog/detail/nutrition.ts",
        "app/features/catalog/model/sheet-revision.ts",
        // The English sheets (decision 154): their words and the English product names and descriptions.
        "app/features/catalog/detail/tech-sheet.texts.ts",
        "app/content/en/product-texts-en.ts",
        "app/content/en/product-texts-en-medicines.ts",
        // Their presentation, content, flavor and shelf life in English (decision 156).
        "app/content/en/technical-values-en.ts",
        // The company block printed on every page.
        "app/content/site.ts",
        // The packshots (decision 123): forms, drawings, label systems, metadata, and the kind a form reads.
        "scripts/build/assets/packshot.ts",
        "scripts/build/assets/packaging-form.ts",
        "scripts/build/assets/packshot-forms.ts",
        "scripts/build/assets/packshot-cartons.ts",
        "scripts/build/assets/packshot-primitives.ts",
        "scripts/build/assets/brand-labels.ts",
        "scripts/build/assets/label-layout.ts",
        "scripts/build/assets/glyph-text.ts",
        "scripts/build/assets/packshot-metadata.ts",
        "scripts/build/assets/packshot-file.ts",
        "app/features/catalog/model/product-kind.ts",
      ]),
    );
    expect(files.some((file) => file.includes("node_modules") || file.endsWith(".test.ts"))).toBe(false);
    for (const name of ["pdfkit", "fontkit", "sharp", "@fontsource/inter"])
      expect(
        packages.some((p) => p.startsWith(`${name}@`) && !p.endsWith("@missing")),
        name,
      ).toBe(true);
  });

  it("hash to the same value twice and to another when the data folder differs", async () => {
    const a = await inputsHash(root, entry, "data/raw");
    expect(await inputsHash(root, entry, "data/raw")).toBe(a);
    expect(await inputsHash(root, entry, "app/features/catalog/fixtures")).not.toBe(a);
  });
});
