import { INTER_BOLD, INTER_REGULAR, loadFont, textPath } from "./glyph-text";
import { box, outline, palette, rect, repeat, shadow } from "./scene-kit";

/**
 * Furniture and equipment the scenes share (decision 136), all in the packshots' light: stainless steel (#st),
 * the brand's green for machine panels, kraft for our cartons. Text is drawn as glyph paths in Inter
 * (glyph-text.ts), so the render needs no system font, as for the packshots.
 */
const bold = () => loadFont(INTER_BOLD);
const regular = () => loadFont(INTER_REGULAR);

/** A line of text as a filled path. */
export const words = (
  text: string,
  x: number,
  y: number,
  size: number,
  fill: string,
  weight: 400 | 700 = 700,
) =>
  `<path d="${textPath(weight === 700 ? bold() : regular(), text, x, y, size, "middle")}" fill="${fill}"/>`;

/** A conveyor belt from x1 to x2 whose top is at y, on legs to the floor. */
export function conveyor(x1: number, x2: number, y: number, floor: number): string {
  const legs = repeat(
    Math.max(2, Math.round((x2 - x1) / 160) + 1),
    (i, n = Math.max(2, Math.round((x2 - x1) / 160) + 1)) =>
      rect(x1 + 14 + (i * (x2 - x1 - 40)) / (n - 1), y + 18, 12, floor - y - 18, 2, "url(#st)"),
  );
  return `${shadow((x1 + x2) / 2, floor, (x2 - x1) / 2 + 20, 10)}${legs}${rect(x1, y, x2 - x1, 20, 10, "#4a555d")}${rect(x1, y, x2 - x1, 6, 3, "#6f7b84")}${rect(x1 - 4, y + 8, x2 - x1 + 8, 12, 6, "url(#stv)", outline)}`;
}

/** A machine cabinet in stainless steel with a green panel and an operator screen. */
export function cabinet(x: number, y: number, w: number, h: number, screen = true): string {
  const hmi = screen
    ? `${rect(x + w - 84, y + 18, 66, 48, 4, "#26323a")}${rect(x + w - 80, y + 22, 58, 40, 2, "#2d6f8f")}${rect(x + w - 74, y + 28, 26, 6, 2, palette.brand200)}${rect(x + w - 74, y + 40, 40, 4, 2, "#ffffff", ' opacity="0.6"')}${rect(x + w - 74, y + 50, 18, 8, 2, palette.accent)}`
    : "";
  return `${box(x, y, w, h, "#c9d0d5", 18)}${rect(x, y, w, h, 2, "url(#st)", outline)}${rect(x + 12, y + h - 46, w - 24, 30, 4, "url(#green)")}${rect(x + 12, y + h - 12, w - 24, 4, 2, palette.accent)}${hmi}`;
}

/** A window onto a corridor or the outside, with the light falling from it. */
export const windowPane = (x: number, y: number, w: number, h: number) =>
  `${rect(x - 6, y - 6, w + 12, h + 12, 4, "#ffffff", outline)}${rect(x, y, w, h, 2, "url(#sky)")}<path d="M${x + w * 0.15} ${y + h}L${x + w * 0.55} ${y}H${x + w * 0.75}L${x + w * 0.35} ${y + h}Z" fill="#fff" opacity="0.45"/>${rect(x + w / 2 - 3, y, 6, h, 0, "#ffffff")}`;

/** A framed certificate on the wall: the standard's name large, lines for the text, never a number. */
export function certificate(x: number, y: number, title: string, subtitle: string): string {
  return `${rect(x + 4, y + 6, 150, 110, 3, "#000", ' opacity="0.12"')}${rect(x, y, 150, 110, 3, "#7a5a3a")}${rect(x + 8, y + 8, 134, 94, 1, "#fffdf6")}${rect(x + 14, y + 14, 122, 82, 1, "none", ` stroke="${palette.accentDeep}" stroke-width="1.5"`)}${words(title, x + 75, y + 44, 18, palette.brand900)}${words(subtitle, x + 75, y + 60, 8.5, palette.brand700, 400)}${rect(x + 34, y + 70, 82, 3, 1.5, "#c0c7cc")}${rect(x + 44, y + 78, 62, 3, 1.5, "#c0c7cc")}<circle cx="${x + 116}" cy="${y + 86}" r="9" fill="${palette.accent}"/><circle cx="${x + 116}" cy="${y + 86}" r="5" fill="${palette.accentDeep}"/>`;
}

/** A lab bench with cabinets under a worktop at `top`. */
export function bench(x1: number, x2: number, top: number, floor: number): string {
  const doors = Math.max(1, Math.round((x2 - x1) / 110));
  const dw = (x2 - x1 - 16) / doors;
  return `${shadow((x1 + x2) / 2, floor, (x2 - x1) / 2 + 16, 10)}${rect(x1 + 6, top + 14, x2 - x1 - 12, floor - top - 18, 2, "#e9eef1", outline)}${repeat(doors, (i) => `${rect(x1 + 12 + i * dw, top + 22, dw - 8, floor - top - 36, 3, "#f7f9fa", outline)}${rect(x1 + 12 + i * dw + dw / 2 - 18, top + 32, 28, 4, 2, "#9aa7b0")}`)}${rect(x1, top, x2 - x1, 16, 3, "#3d4a52")}${rect(x1, top, x2 - x1, 4, 2, "#5d6b74")}`;
}

/** An HPLC stack on the bench: solvent bottles, four modules, and a screen with a chromatogram beside it. */
export function hplc(x: number, top: number): string {
  const modules = repeat(
    4,
    (i) =>
      `${rect(x, top - 44 - i * 44, 120, 42, 4, "#eef1f3", outline)}${rect(x + 8, top - 36 - i * 44, 40, 6, 3, i === 1 ? palette.brand500 : "#9aa7b0")}<circle cx="${x + 104}" cy="${top - 23 - i * 44}" r="4" fill="${i === 0 ? palette.brand500 : "#9aa7b0"}"/>`,
  );
  const bottles = repeat(
    4,
    (i) =>
      `${rect(x + 8 + i * 28, top - 226, 22, 44, 5, "url(#gc)", outline)}${rect(x + 13 + i * 28, top - 234, 12, 10, 2, i % 2 ? "#d9480f" : "#1864ab")}`,
  );
  const peaks = `M${x + 154} ${top - 66}h20l6-34 6 34h14l5-52 6 52h18l4-20 5 20h22`;
  return `${modules}${bottles}<path d="M${x + 30} ${top - 226}c0-16 90-40 110-20" stroke="#9aa7b0" stroke-width="2" fill="none"/>${rect(x + 140, top - 130, 130, 90, 5, "#26323a")}${rect(x + 146, top - 124, 118, 72, 2, "#f4f8fa")}<path d="${peaks}" stroke="${palette.brand700}" stroke-width="2.5" fill="none"/>${rect(x + 198, top - 40, 14, 12, 2, "#3d4a52")}${rect(x + 178, top - 30, 54, 6, 3, "#3d4a52")}`;
}

/** An analytical balance with its glass draft shield. */
export const balance = (x: number, top: number) =>
  `${rect(x, top - 18, 96, 18, 4, "#eef1f3", outline)}${rect(x + 8, top - 14, 36, 10, 2, "#26323a")}${rect(x + 11, top - 12, 22, 6, 1, "#7fd1b9")}${rect(x + 6, top - 86, 84, 68, 4, "url(#glass)", outline)}<ellipse cx="${x + 48}" cy="${top - 24}" rx="22" ry="4" fill="#9aa7b0"/>${rect(x + 40, top - 40, 16, 14, 3, "#ffffff", outline)}`;

/** Laboratory glassware at `top`: a beaker, an Erlenmeyer flask and a volumetric flask, with a liquid. */
export function glassware(x: number, top: number, liquid: string = palette.brand200): string {
  return `<path d="M${x} ${top - 60}h44v54c0 4-2 6-6 6H${x + 6}c-4 0-6-2-6-6Z" fill="url(#glass)"${outline}/>${rect(x + 3, top - 30, 38, 28, 3, liquid, ' opacity="0.8"')}<path d="M${x + 66} ${top - 84}h14v26l24 52c2 4 0 6-4 6H${x + 46}c-4 0-6-2-4-6l24-52Z" fill="url(#glass)"${outline}/><path d="M${x + 52} ${top - 26}h42l8 18c1 4 0 6-4 6H${x + 48}c-4 0-5-2-4-6Z" fill="${liquid}" opacity="0.85"/><path d="M${x + 128} ${top - 110}h8v62c20 6 30 20 30 32 0 10-8 16-18 16h-32c-10 0-18-6-18-16 0-12 10-26 30-32Z" fill="url(#glass)"${outline}/><ellipse cx="${x + 132}" cy="${top - 18}" rx="26" ry="14" fill="${liquid}" opacity="0.8"/>${rect(x + 127, top - 86, 10, 2, 1, "#3d4a52")}`;
}

/** Our shipping carton: kraft, the green band and the Convale wordmark. */
export function carton(x: number, y: number, w: number, h: number): string {
  const size = Math.min(h * 0.22, w * 0.16);
  return `${box(x, y, w, h, palette.kraft, Math.min(18, w * 0.14))}${rect(x, y, w, h, 2, "url(#kraft)", outline)}${rect(x, y + h * 0.3, w, h * 0.16, 0, palette.brand700)}${words("CONVALE", x + w / 2, y + h * 0.3 + h * 0.16 * 0.5 + size * 0.36, size, "#ffffff")}${rect(x + w * 0.62, y + h * 0.66, w * 0.28, h * 0.18, 1, "#ffffff", ' opacity="0.85"')}`;
}

/** A wooden pallet whose top is at y. */
export const pallet = (x: number, y: number, w: number) =>
  `${rect(x, y, w, 7, 1, "#b58a55")}${repeat(3, (i) => rect(x + i * (w / 2 - 12), y + 7, 24, 12, 1, "#9c7443"))}${rect(x, y + 19, w, 5, 1, "#b58a55")}`;

/** A pallet rack bay: uprights in the brand's green, orange beams, a pallet of cartons on each level. */
export function rack(x: number, w: number, levels: number[], floor: number): string {
  const loads = levels
    .map((y) => {
      const n = Math.max(2, Math.floor((w - 20) / 62));
      const cw = (w - 30) / n;
      return `${rect(x, y, w, 10, 1, palette.accentDeep)}${pallet(x + 12, y - 24, w - 24)}${repeat(n, (i) => carton(x + 14 + i * cw, y - 24 - 58, cw - 6, 58))}`;
    })
    .join("");
  const top = Math.min(...levels) - 110;
  return `${rect(x - 10, top, 10, floor - top, 1, palette.brand700)}${rect(x + w, top, 10, floor - top, 1, palette.brand700)}${loads}`;
}

/** A waste bin with its colour (Brazil's selective collection colours, CONAMA 275) and a label. */
export const bin = (x: number, floor: number, colour: string, label: string) =>
  `${shadow(x + 40, floor, 52, 6)}<path d="M${x} ${floor - 120}h80l-6 116c0 3-2 4-5 4H${x + 11}c-3 0-5-1-5-4Z" fill="${colour}"${outline}/><path d="M${x} ${floor - 120}h80l-6 116c0 3-2 4-5 4H${x + 11}c-3 0-5-1-5-4Z" fill="url(#sh)"/>${rect(x - 4, floor - 132, 88, 14, 4, colour, outline)}${rect(x + 12, floor - 86, 56, 22, 3, "#ffffff")}${words(label, x + 40, floor - 70, 11, "#1b2a33")}`;
