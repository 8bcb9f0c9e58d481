import { readFileSync } from "node:fs";
import { create, type Font } from "fontkit";
import { woffToSfnt } from "./woff";

/**
 * Text drawn as SVG paths with the site's own font (Inter, from @fontsource). Packshots then need no system
 * font to render the same on every machine, and the PDF generator shares the font files.
 */
/** Inter's Latin WOFF file of one static weight. */
export const interFile = (weight: 400 | 700 | 800) =>
  `node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff`;
export const INTER_REGULAR = interFile(400);
export const INTER_BOLD = interFile(700);

const sfnts = new Map<string, Buffer>();
/** The font file as plain TrueType, converted once per process (see woff.ts). */
export function fontBuffer(file: string): Buffer {
  let buffer = sfnts.get(file);
  if (!buffer) {
    buffer = woffToSfnt(readFileSync(file));
    sfnts.set(file, buffer);
  }
  return buffer;
}

const fonts = new Map<string, Font>();
export function loadFont(file: string): Font {
  let font = fonts.get(file);
  if (!font) {
    font = create(fontBuffer(file)) as Font;
    fonts.set(file, font);
  }
  return font;
}

// Shaping a run (fontkit's layout) is the slow part of fitting a label, which tries the same words at many sizes;
// the advance scales with the size, so one shaping per font and text serves them all.
const advances = new WeakMap<Font, Map<string, number>>();
export function textWidth(font: Font, text: string, size: number): number {
  let byText = advances.get(font);
  if (!byText) {
    byText = new Map();
    advances.set(font, byText);
  }
  let advance = byText.get(text);
  if (advance === undefined) {
    advance = font.layout(text).advanceWidth;
    byText.set(text, advance);
  }
  return (advance * size) / font.unitsPerEm;
}

export type Anchor = "start" | "middle";

/** One line of text as an SVG path `d` attribute, baseline at y. */
export function textPath(
  font: Font,
  text: string,
  x: number,
  y: number,
  size: number,
  anchor: Anchor = "start",
) {
  const run = font.layout(text);
  const scale = size / font.unitsPerEm;
  let cursor = anchor === "middle" ? x - (run.advanceWidth * scale) / 2 : x;
  const parts: string[] = [];
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i];
    const d = glyph.path
      .scale(scale, -scale)
      .translate(cursor + (position?.xOffset ?? 0) * scale, y - (position?.yOffset ?? 0) * scale)
      .toSVG();
    if (d) parts.push(d);
    cursor += (position?.xAdvance ?? glyph.advanceWidth) * scale;
  });
  return parts.join("");
}

/** Greedy word wrap to a maximum width; words longer than the width stay whole. */
export function wrapText(
  font: Font,
  text: string,
  size: number,
  maxWidth: number,
  maxLines: number,
): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(font, candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}
