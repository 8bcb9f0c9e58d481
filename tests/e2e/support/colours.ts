import type { Page } from "@playwright/test";

type Rgb = readonly [number, number, number];
type Rgba = readonly [number, number, number, number];

/** The colour reading the axe gate (fixtures.ts) and the contrast checks share, installed in the page. */
export interface Colours {
  /** Any CSS colour (oklch, hex, rgb) as 0–255 sRGB channels and an alpha of 0–1, as a canvas paints it. */
  rgba: (css: string) => Rgba;
  over: (top: Rgba, below: Rgb) => Rgb;
  /**
   * The colour behind an element: its own and its ancestors' background colours, down to the first opaque one,
   * over white. A background image or gradient, text painted by its background, or a fixed element not yet on a
   * colour of its own is something only a look at the pixels could tell: null.
   */
  ground: (el: Element) => Rgb | null;
  /** WCAG contrast ratio of an element's text against its ground (null where the ground cannot be told). */
  contrastRatio: (el: Element) => number | null;
}

declare global {
  interface Window {
    colours?: Colours;
  }
}

/** Evaluated through Playwright, which the page's Content-Security-Policy does not govern. */
export async function installColours(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (window.colours) return;
    const ink = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
    if (!ink) throw new Error("no 2D canvas to read colours with");
    const rgba = (css: string): Rgba => {
      ink.clearRect(0, 0, 1, 1);
      ink.fillStyle = css;
      ink.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = ink.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const over = (top: Rgba, below: Rgb): Rgb => [
      top[0] * top[3] + below[0] * (1 - top[3]),
      top[1] * top[3] + below[1] * (1 - top[3]),
      top[2] * top[3] + below[2] * (1 - top[3]),
    ];
    const ground = (el: Element): Rgb | null => {
      const layers: Rgba[] = [];
      for (let e: Element | null = el; e; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.backgroundImage !== "none" || style.backgroundClip === "text") return null;
        const colour = rgba(style.backgroundColor);
        if (colour[3] > 0) layers.push(colour);
        if (colour[3] === 1) break;
        if (style.position === "fixed") return null;
      }
      return layers.reduceRight<Rgb>((below, layer) => over(layer, below), [255, 255, 255]);
    };
    const luminance = (c: Rgb) => {
      const [r = 0, g = 0, b = 0] = c.map((v) => {
        const s = v / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrastRatio = (el: Element) => {
      const behind = ground(el);
      if (!behind) return null;
      const style = getComputedStyle(el);
      const front = over(rgba(style.webkitTextFillColor || style.color), behind);
      const [a, b] = [luminance(front), luminance(behind)];
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    };
    window.colours = { rgba, over, ground, contrastRatio };
  });
}
