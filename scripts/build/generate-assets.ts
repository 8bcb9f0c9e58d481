/**
 * Build step (run by scripts/build/build.mjs before the React Router build): generates into public/
 *  - a packshot WebP for every image path the catalogue can resolve to (images.ts requiredImagePaths), so every
 *    product has a real image of ours;
 *  - a technical-sheet PDF, /fichatecnica/<unit EAN-13>.pdf, for every product that has a sheet (decision 114).
 * Output is skipped when the inputs (raw data, every module this script imports, package versions; see
 * assets/inputs-hash.ts) have not changed since the last run.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { site } from "../../app/content/site";
import { loadCatalog } from "../../app/features/catalog/catalog.server";
import { productEan } from "../../app/features/catalog/model/codes";
import { requiredImagePaths } from "../../app/features/catalog/model/images";
import { inputsHash } from "./assets/inputs-hash";
import { packshotInputFor, packshotSvg } from "./assets/packshot";
import { writeTechSheet } from "./assets/tech-sheet-pdf";

const root = process.cwd();
const dataDir = path.join(root, "data/raw");
const publicDir = path.join(root, "public");
const sheetDir = path.join(publicDir, "fichatecnica");
const imageDir = path.join(publicDir, "img/produtos");
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
  if (existsSync(stampFile) && readFileSync(stampFile, "utf8") === hash) {
    console.log("Imagens e fichas técnicas já atualizadas.");
    return;
  }
  const started = Date.now();
  const catalog = loadCatalog(dataDir);
  rmSync(imageDir, { recursive: true, force: true });
  rmSync(sheetDir, { recursive: true, force: true });
  mkdirSync(imageDir, { recursive: true });
  mkdirSync(sheetDir, { recursive: true });

  const images: { file: string; svg: string }[] = [];
  for (const product of catalog.products) {
    const detail = catalog.detailFor(product);
    requiredImagePaths(product).forEach((src, view) => {
      const file = path.join(publicDir, src.split("?")[0] ?? src);
      if (!file.startsWith(`${publicDir}${path.sep}`)) return; // never write outside public/
      const svg = packshotSvg(packshotInputFor(product, detail, view));
      images.push({ file, svg });
    });
  }
  await inPool(images, 4, async ({ file, svg }) => {
    mkdirSync(path.dirname(file), { recursive: true });
    const image = sharp(Buffer.from(svg));
    const ext = path.extname(file).toLowerCase();
    const encoded =
      ext === ".png" ? image.png() : ext === ".jpg" || ext === ".jpeg" ? image.jpeg() : image.webp();
    await encoded.toFile(file);
  });

  const withSheet = catalog.products.filter((p) => productEan(p) && catalog.sheetFor(p));
  const company = { legalName: site.legalName, cnpj: site.cnpj, site: site.url, email: site.email };
  await inPool(withSheet, 4, async (product) => {
    await writeTechSheet(
      path.join(sheetDir, `${productEan(product)}.pdf`),
      catalog.detailFor(product),
      company,
    );
  });

  writeFileSync(stampFile, hash);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `${images.length} imagens de produto e ${withSheet.length} fichas técnicas geradas em ${seconds}s.`,
  );
}

await main();
