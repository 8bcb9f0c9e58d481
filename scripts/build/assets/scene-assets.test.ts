import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import * as about from "../../../app/content/about";
import * as careers from "../../../app/content/careers";
import * as home from "../../../app/content/home";
import * as homeBelow from "../../../app/content/home-below";
import { SCENE_NAMES, SCENE_SIZE, SCENE_WIDTHS, sceneFile } from "../../../app/content/scenes";
import * as sustainability from "../../../app/content/sustainability";
import * as units from "../../../app/content/units";
import { assetInputs } from "./inputs-hash";
import { sceneSvg } from "./scene-catalog";
import { encodeScene } from "./scene-file";

/** Every value reachable from the pages' content modules whose `src` is a scene file. */
function sceneAssets(value: unknown, found: Record<string, unknown>[] = []) {
  if (Array.isArray(value)) for (const v of value) sceneAssets(v, found);
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.src === "string" && record.src.startsWith("/img/cenas/")) found.push(record);
    else for (const v of Object.values(record)) sceneAssets(v, found);
  } else if (typeof value === "string" && value.startsWith("/img/cenas/")) found.push({ src: value });
  return found;
}

describe("scenes (decision 136)", () => {
  it("are self-contained SVGs on the declared canvas, with no text elements or outside references", () => {
    for (const name of SCENE_NAMES) {
      const svg = sceneSvg(name);
      expect(svg, name).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg, name).toContain(`width="${SCENE_SIZE.width}" height="${SCENE_SIZE.height}"`);
      expect(svg, name).not.toContain("<text");
      expect(svg, name).not.toMatch(/href="(?!#)/);
    }
  });

  it("are all different drawings", () => {
    const drawn = new Set(SCENE_NAMES.map(sceneSvg));
    expect(drawn.size).toBe(SCENE_NAMES.length);
  });

  it("are encoded at every width as WebP of the declared proportions", async () => {
    for (const name of SCENE_NAMES)
      for (const width of SCENE_WIDTHS) {
        const meta = await sharp(await encodeScene(name, width)).metadata();
        expect({ name, format: meta.format, width: meta.width, height: meta.height }).toEqual({
          name,
          format: "webp",
          width,
          height: (width * SCENE_SIZE.height) / SCENE_SIZE.width,
        });
      }
  }, 60_000);

  it("are each shown by a page, with their size, every width and alt text", () => {
    const assets = sceneAssets([about, careers, home, homeBelow, sustainability, units]);
    const shown = new Set(assets.map((a) => a.src));
    for (const name of SCENE_NAMES) expect(shown, name).toContain(sceneFile(name, SCENE_SIZE.width));
    for (const asset of assets.filter((a) => "alt" in a)) {
      expect(asset).toMatchObject({ ...SCENE_SIZE, sizes: expect.any(String) });
      for (const width of SCENE_WIDTHS) expect(asset.srcSet).toContain(`-${width}.webp ${width}w`);
      expect(asset.alt, String(asset.src)).toMatch(/^Ilustração d/);
    }
    // The home's unit cards show the units' scenes (app/features/home/units-section.tsx) with an empty alt.
    expect(Object.keys(units.unitScenes).sort()).toEqual(units.unitsPage.sections.map((s) => s.id).sort());
  });

  it("are covered by the build's input hash", async () => {
    const { files } = await assetInputs(process.cwd(), "scripts/build/generate-assets.ts", "data/raw");
    const modules = readdirSync(path.join(process.cwd(), "scripts/build/assets"))
      // The contact sheet is a docs tool, not part of the build.
      .filter((f) => /^scene-(?!assets\.test|contact-sheet).*\.ts$/.test(f))
      .map((f) => `scripts/build/assets/${f}`);
    expect(modules.length).toBeGreaterThan(5);
    expect(files).toEqual(expect.arrayContaining([...modules, "app/content/scenes.ts"]));
  });
});
