/**
 * Build step (run by scripts/build/build.mjs before the React Router build): generates into public/
 *  - a packshot WebP for every image path the catalogue can resolve to (images.ts requiredImagePaths), so every
 *    product has a real image of ours, drawn in its packaging form with the form's template id in its XMP
 *    (decision 123);
 *  - a technical-sheet PDF, /fichatecnica/<unit EAN-13>.pdf, for every product that has a sheet (decision 114),
 *    and its English sheet, /fichatecnica/en/<unit EAN-13>.pdf (decision 154);
 *  - the scenes of the institutional pages and the home, /img/cenas/<scene>-<width>.webp (decision 136).
 * Output is skipped when the inputs (raw data, every module this script imports, package versions; see
 * assets/inputs-hash.ts) have not changed since the last run.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { productTextsEn } from "../../app/content/en/product-texts-en";
import { site } from "../../app/content/site";
import { loadCatalog } from "../../app/features/catalog/catalog.server";
import { englishCatalog } from "../../app/features/catalog/i18n/english-catalog";
import { productEan } from "../../app/features/catalog/model/codes";
import { requiredImagePaths } from "../../app/features/catalog/model/images";
import { inputsHash } from "./assets/inputs-hash";
import { type PackshotInput, packshotInputFor } from "./assets/packshot";
import { encodePackshot } from "./assets/packshot-file";
import { writeScenes } from "./assets/scene-file";
import { writeTechSheet } from "./assets/tech-sheet-pdf";

const root = process.cwd();
const dataDir = path.join(root, "data/raw");
const publicDir = path.join(root, "public");
const sheetDir = path.join(publicDir, "fichatecnica");
const imageDir = path.join(publicDir, "img/produtos");
const sceneDir = path.join(publicDir, "img/cenas");
const stampFile = path.join(publicDir, "img/produtos/.inputs-hash");

async function inPool<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const runners = Array.from({ length: size }, async () => {
    while (next < items.length) await work(items[next++] as T);
  });
  await Promise.all(runners);
}

async function main() {
  // @fontsource/inter: its font files are read at run time (glyph-text.ts), not imported.
  const hash = await inputsHash(root, "scripts/build/generate-assets.ts", "data/raw", ["@fontsource/inter"]);
  if (existsSync(stampFile) && readFileSync(stampFile, "utf8") === hash && existsSync(sceneDir)) {
    console.log("Imagens e fichas técnicas já atualizadas.");
    return;
  }
  const started = Date.now();
  const catalog = loadCatalog(dataDir);
  rmSync(imageDir, { recursive: true, force: true });
  rmSync(sheetDir, { recursive: true, force: true });
  rmSync(sceneDir, { recursive: true, force: true });
  mkdirSync(imageDir, { recursive: true });
  mkdirSync(sheetDir, { recursive: true });

  const images: { file: string; input: PackshotInput }[] = [];
  for (const product of catalog.products) {
    const detail = catalog.detailFor(product);
    requiredImagePaths(product).forEach((src, view) => {
      const file = path.join(publicDir, src.split("?")[0] ?? src);
      if (!file.startsWith(`${publicDir}${path.sep}`)) return; // never write outside public/
      images.push({ file, input: packshotInputFor(product, detail, view) });
    });
  }
  await inPool(images, 4, async ({ file, input }) => {
    mkdirSync(path.dirname(file), { recursive: true });
    // With the form's template id in its XMP (packshot-file.ts), which packshot-metadata.test.ts checks.
    writeFileSync(file, await encodePackshot(input, path.extname(file)));
  });

  const withSheet = catalog.products.filter((p) => productEan(p) && catalog.sheetFor(p));
  const company = { legalName: site.legalName, cnpj: site.cnpj, site: site.url, email: site.email };
  const english = englishCatalog(catalog, productTextsEn);
  mkdirSync(path.join(sheetDir, "en"), { recursive: true });
  const sheets = withSheet.flatMap((product) => [
    { file: `${productEan(product)}.pdf`, detail: catalog.detailFor(product), locale: "pt" as const },
    { file: `en/${productEan(product)}.pdf`, detail: english.detailFor(product), locale: "en" as const },
  ]);
  await inPool(sheets, 4, async ({ file, detail, locale }) => {
    await writeTechSheet(path.join(sheetDir, file), detail, company, { locale });
  });

  const scenes = await writeScenes(publicDir);

  writeFileSync(stampFile, hash);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `${images.length} imagens de produto, ${scenes} imagens de cenas e ${withSheet.length} fichas técnicas (em português e em inglês) geradas em ${seconds}s.`,
  );
}

await main();
