/**
 * The scenes drawn for the institutional pages and the home (decision 136): vector drawings rendered to WebP at
 * build time by scripts/build/generate-assets.ts (scene-*.ts), at each of `SCENE_WIDTHS`, into /img/cenas/.
 * The pages pick a scene by name; `sceneImage` gives the 800 px file as `src`, the three widths as `srcSet` and
 * the box the page lays it out in as `sizes`.
 */
import type { ImageAsset } from "./home";

export const SCENE_NAMES = [
  "linha-suplementos",
  "linha-cosmeticos",
  "sala-limpa",
  "laboratorio-pd",
  "controle-qualidade",
  "fabricas",
  "equipe",
  "coleta-seletiva",
  "projeto",
  "personalizacao",
  "aprovacao",
  "regulatorio",
  "linha-envase",
  "armazem",
  "treinamento",
] as const;
export type SceneName = (typeof SCENE_NAMES)[number];

export const SCENE_WIDTHS = [480, 800, 1200] as const;
/** Every scene is drawn on a 4:3 canvas; `src` is the 800 px file. */
export const SCENE_SIZE = { width: 800, height: 600 } as const;

export const sceneFile = (name: SceneName, width: number) => `/img/cenas/${name}-${width}.webp`;

/** Half of the 1280 px content column beside the text (lg:grid-cols-2, gap-10, px-6), full width below 1024 px. */
export const HALF_COLUMN =
  "(min-width: 1280px) 596px, (min-width: 1024px) calc(50vw - 44px), calc(100vw - 48px)";
/** A third of the column (the home's unit cards, md:grid-cols-3, gap-6). */
export const THIRD_COLUMN =
  "(min-width: 1280px) 395px, (min-width: 768px) calc(33vw - 32px), calc(100vw - 48px)";

export function sceneImage(name: SceneName, alt: string, sizes: string = HALF_COLUMN): ImageAsset {
  return {
    src: sceneFile(name, SCENE_SIZE.width),
    srcSet: SCENE_WIDTHS.map((w) => `${sceneFile(name, w)} ${w}w`).join(", "),
    sizes,
    alt,
    ...SCENE_SIZE,
  };
}
