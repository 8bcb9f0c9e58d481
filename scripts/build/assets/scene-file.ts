import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import {
  SCENE_NAMES,
  SCENE_SIZE,
  SCENE_WIDTHS,
  type SceneName,
  sceneFile,
} from "../../../app/content/scenes";
import { sceneSvg } from "./scene-catalog";

/**
 * A scene as the file generate-assets.ts writes (decision 136): the SVG rasterised by sharp at the density of the
 * target width (so a 1200 px file is drawn at 1200 px, not enlarged), WebP as the packshots. The scene test
 * encodes through it too.
 */
export function encodeScene(name: SceneName, width: number): Promise<Buffer> {
  const density = (72 * width) / SCENE_SIZE.width;
  const height = Math.round((width * SCENE_SIZE.height) / SCENE_SIZE.width);
  return sharp(Buffer.from(sceneSvg(name)), { density })
    .resize(width, height)
    .webp({ quality: 82 })
    .toBuffer();
}

/** Writes every scene at every width under publicDir; returns how many files. */
export async function writeScenes(publicDir: string): Promise<number> {
  let count = 0;
  for (const name of SCENE_NAMES)
    for (const width of SCENE_WIDTHS) {
      const file = path.join(publicDir, sceneFile(name, width));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, await encodeScene(name, width));
      count++;
    }
  return count;
}
