/**
 * The packshots read as a buyer reads them (issue 34, decision 123): tesseract (Debian's tesseract-ocr with the
 * Portuguese data, installed by scripts/test-env/ensure-tesseract.mjs) must find the brand and the content on at
 * least 95 % of the main images (encoded as generate-assets.ts writes them, packshot-file.ts), each shrunk to the card's size (320 × 320 px, the card's width and height
 * attributes in app/features/catalog/components/list/product-card.tsx) the way a browser shrinks it.
 *
 * The 320 px image is cropped just inside its label and only then enlarged three times for tesseract, which wants
 * letters about 30 px high, with a white margin (tesseract misses text that touches the edge): neither adds detail
 * the card does not have. Text is compared without accents, case or spaces ("2x300ml" is "2 x 300 ml").
 * Languages "por+eng": with Portuguese alone tesseract read Inter's single-storey "g" after a digit as "9"
 * ("90 g" → "90 9") on 12 of 190 labels; the English model, which Debian's tesseract-ocr depends on, knows the
 * unit. Two tesseract processes run at once, page segmentation 4 (one column of lines of different sizes).
 */
import { execFile, spawnSync } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { loadCatalog } from "../../../app/features/catalog/catalog.server";
import { foldText } from "../../../app/features/catalog/model/text";
import { templateIdFor } from "./packaging-form";
import { type PackshotInput, packshotForm, packshotInputFor, packshotLabel } from "./packshot";
import { encodePackshot } from "./packshot-file";
import { templateIdOf } from "./packshot-metadata";

const run = promisify(execFile);
const CARD = 320;
const SCALE = CARD / 600;
const root = process.cwd();

const catalog = loadCatalog(path.join(root, "data/raw"));
const subjects = catalog.products.map((product) => packshotInputFor(product, catalog.detailFor(product), 0));

/** Lower case, no accents, no spaces (the label joins "300 ml" with a no-break space). */
const fold = (text: string) => foldText(text).replace(/[\s\u00a0]+/g, "");

async function readLabel(input: PackshotInput, file: Buffer): Promise<string> {
  const card = await sharp(file).resize(CARD, CARD, { kernel: "lanczos3" }).toBuffer();
  const [x, y, w, h] = packshotLabel(input).box;
  // Just inside the label's edge, so the container's dark outline is not read as a letter.
  const margin = -1;
  const left = Math.max(0, Math.floor(x * SCALE) - margin);
  const top = Math.max(0, Math.floor(y * SCALE) - margin);
  const label = await sharp(card)
    .extract({
      left,
      top,
      width: Math.min(CARD - left, Math.ceil(w * SCALE) + 2 * margin),
      height: Math.min(CARD - top, Math.ceil(h * SCALE) + 2 * margin),
    })
    .resize({ width: (Math.ceil(w * SCALE) + 2 * margin) * 3, kernel: "lanczos3" })
    .greyscale()
    .extend({ top: 24, bottom: 24, left: 24, right: 24, background: "#ffffff" })
    .normalise()
    .png()
    .toBuffer();
  const child = run("tesseract", ["stdin", "stdout", "-l", "por+eng", "--psm", "4"], {
    env: { ...process.env, OMP_THREAD_LIMIT: "1" },
  });
  child.child.stdin?.end(label);
  return (await child).stdout;
}

async function inPool<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i] as T);
      }
    }),
  );
  return results;
}

describe("packshots at card size, read by OCR", () => {
  beforeAll(() => {
    // The same script `npm test` runs: installs tesseract when root, otherwise fails saying what to install.
    const ensure = spawnSync(process.execPath, ["scripts/test-env/ensure-tesseract.mjs"], {
      encoding: "utf8",
    });
    if (ensure.status !== 0) throw new Error(ensure.stderr);
  });

  it("show the brand and the content on at least 95 % of the main images", { timeout: 240_000 }, async () => {
    const results = await inPool(subjects, 2, async (input) => {
      // Encoded as generate-assets.ts writes it (the unit step runs before the build): its template id too.
      const file = await encodePackshot(input);
      const template = templateIdOf((await sharp(file).metadata()).xmp);
      expect(template, input.code).toBe(templateIdFor(packshotForm(input)));
      const text = fold(await readLabel(input, file));
      const wanted = [input.brand ?? "Convale", input.conteudo ?? ""].map(fold).filter(Boolean);
      const unread = wanted.filter((w) => !text.includes(w));
      return { code: input.code, unread, text };
    });
    const failures = results.filter((r) => r.unread.length > 0);
    const share = 1 - failures.length / results.length;
    const report = failures.map((f) => `${f.code}: no "${f.unread.join('", "')}" in "${f.text}"`).join("\n");
    expect(share, `${failures.length} of ${results.length} unread:\n${report}`).toBeGreaterThanOrEqual(0.95);
  });
});
