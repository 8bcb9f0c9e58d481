/**
 * The contact sheet of every scene (decision 136), for the docs: each scene at 400×300 under its name, four to a
 * row. Run: node --import tsx scripts/build/assets/scene-contact-sheet.ts docs/screens/scenes-contact-sheet.webp
 * Not part of the build (generate-assets.ts does not import it).
 */
import sharp from "sharp";
import { SCENE_NAMES } from "../../../app/content/scenes";
import { INTER_REGULAR, loadFont, textPath } from "./glyph-text";
import { encodeScene } from "./scene-file";

const W = 400;
const H = 300;
const CAPTION = 28;
const COLS = 4;

const out = process.argv[2];
if (!out) throw new Error("Uso: scene-contact-sheet.ts <arquivo .webp>");
const font = loadFont(INTER_REGULAR);
const tiles = await Promise.all(
  SCENE_NAMES.map(async (name, i) => {
    const caption = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${CAPTION}"><rect width="${W}" height="${CAPTION}" fill="#ffffff"/><path d="${textPath(font, name, W / 2, 19, 14, "middle")}" fill="#12261c"/></svg>`,
    );
    const left = (i % COLS) * W;
    const top = Math.floor(i / COLS) * (H + CAPTION);
    return [
      { input: await encodeScene(name, W), left, top },
      { input: await sharp(caption).png().toBuffer(), left, top: top + H },
    ];
  }),
);
const rows = Math.ceil(SCENE_NAMES.length / COLS);
await sharp({
  create: { width: W * COLS, height: rows * (H + CAPTION), channels: 3, background: "#ffffff" },
})
  .composite(tiles.flat())
  .webp({ quality: 80 })
  .toFile(out);
console.log(`${SCENE_NAMES.length} cenas em ${out}.`);
