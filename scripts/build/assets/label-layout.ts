import type { Font } from "fontkit";
import { textWidth } from "./glyph-text";

/**
 * Where each line of a packshot label goes (decision 093), measured with the embedded font's own metrics so
 * that no line is wider than the label, runs past its bottom or overlaps another line: the brand on top (one
 * or two lines), the content at the bottom, the name in between; each block shrinks its size, then wraps, and
 * only as a last resort shortens its last line with "…". The back view has the content or presentation
 * above a barcode area.
 *
 * - `layoutLabel(input)` → `LabelLine[]`, in label coordinates (the caller draws them centred on `x`).
 * - `LABEL_PADDING`, `ACCENT_STRIP`: the margins every line keeps from the label's edges.
 */
export interface LabelLine {
  text: string;
  role: "brand" | "name" | "content" | "back";
  font: Font;
  size: number;
  /** Centre of the line. */
  x: number;
  baseline: number;
  width: number;
  /** Extent of the font's ascender and descender at this size. */
  top: number;
  bottom: number;
}

export interface LabelInput {
  box: readonly [x: number, y: number, width: number, height: number];
  brand: string;
  name: string;
  content: string | null;
  back: boolean;
  /** Text of the back view (content or presentation). */
  backText: string;
  /** Back view: height above the label's bottom edge kept free for the barcode bars. */
  barcodeHeight: number;
  bold: Font;
  regular: Font;
  /** Largest and smallest size of each block; the packshots' large labels pass larger ones (decision 123). */
  sizes?: LabelSizes;
  /** The wordmark's weight, when the brand's label system sets it heavier than the bold (brand-labels.ts). */
  brandFont?: Font;
  /** The content's font, when not the bold (the packshots set it regular: OCR reads bold "g" as "9"). */
  contentFont?: Font;
}

export interface LabelSizes {
  brand: readonly [max: number, min: number];
  name: readonly [max: number, min: number];
  content: readonly [max: number, min: number];
}

const DEFAULT_SIZES: LabelSizes = { brand: [22, 12], name: [19, 10], content: [17, 10] };

export const LABEL_PADDING = 12;
export const ACCENT_STRIP = 8;
const GAP = 6;
const LEADING = 1.25;

const ascent = (font: Font, size: number) => (font.ascent * size) / font.unitsPerEm;
const descent = (font: Font, size: number) => (-font.descent * size) / font.unitsPerEm;

function wrap(font: Font, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  // A quantity and its unit ("300 g") stay on one line: they are joined by a no-break space.
  const joined = text.replace(/(\d) (g|kg|mg|µg|ml|L|UI)\b/g, "$1\u00a0$2");
  for (const word of joined.split(/[ \t\n]+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(font, candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** Shortens a line word by word, then letter by letter, until it and its "…" fit. */
function shorten(font: Font, text: string, size: number, width: number): string {
  let kept = text;
  while (kept.length > 1 && textWidth(font, `${kept}…`, size) > width) {
    kept = kept.includes(" ") ? kept.slice(0, kept.lastIndexOf(" ")) : kept.slice(0, -1);
  }
  return `${kept.trimEnd()}…`;
}

/** The largest size (max..min) at which `text` wraps into the lines that fit `height`, or the min size cut. */
function fitBlock(
  font: Font,
  text: string,
  sizes: readonly [max: number, min: number],
  width: number,
  height: number,
  maxLines: number,
): { lines: string[]; size: number } {
  const linesFor = (size: number) =>
    Math.min(
      maxLines,
      Math.floor((height - ascent(font, size) - descent(font, size)) / (size * LEADING)) + 1,
    );
  for (let size = sizes[0]; size >= sizes[1]; size -= 0.5) {
    const lines = wrap(font, text, size, width);
    const fits = lines.every((l) => textWidth(font, l, size) <= width);
    if (fits && lines.length <= linesFor(size)) return { lines, size };
  }
  const size = sizes[1];
  const room = Math.max(1, linesFor(size));
  const lines = wrap(font, text, size, width).slice(0, room);
  const all = wrap(font, text, size, width);
  return {
    lines: lines.map((l, i) =>
      textWidth(font, l, size) > width || (i === room - 1 && all.length > room)
        ? shorten(font, l, size, width)
        : l,
    ),
    size,
  };
}

function place(
  block: { lines: string[]; size: number },
  font: Font,
  role: LabelLine["role"],
  x: number,
  top: number,
): LabelLine[] {
  return block.lines.map((text, i) => {
    const baseline = top + ascent(font, block.size) + i * block.size * LEADING;
    return {
      text,
      role,
      font,
      size: block.size,
      x,
      baseline,
      width: textWidth(font, text, block.size),
      top: baseline - ascent(font, block.size),
      bottom: baseline + descent(font, block.size),
    };
  });
}

const bottomOf = (lines: readonly LabelLine[], fallback: number) =>
  lines.length ? Math.max(...lines.map((l) => l.bottom)) : fallback;

export function layoutLabel(input: LabelInput): LabelLine[] {
  const [lx, ly, lw, lh] = input.box;
  const width = lw - 2 * LABEL_PADDING;
  const cx = lx + lw / 2;
  const top = ly + ACCENT_STRIP + LABEL_PADDING / 2;
  const floor = ly + lh - LABEL_PADDING / 2;
  const { bold, regular } = input;
  const sizes = input.sizes ?? DEFAULT_SIZES;

  if (input.back) {
    const area = ly + lh - input.barcodeHeight - GAP - top;
    return place(fitBlock(regular, input.backText, sizes.content, width, area, 2), regular, "back", cx, top);
  }
  const brandFont = input.brandFont ?? bold;
  const brand = place(
    fitBlock(brandFont, input.brand, sizes.brand, width, 2 * sizes.brand[0] * LEADING, 2),
    brandFont,
    "brand",
    cx,
    top,
  );
  const contentFont = input.contentFont ?? bold;
  const content = input.content
    ? fitBlock(contentFont, input.content, sizes.content, width, sizes.content[0] * LEADING + 8, 1)
    : { lines: [], size: sizes.content[0] };
  const contentHeight = content.lines.length
    ? ascent(contentFont, content.size) + descent(contentFont, content.size)
    : 0;
  const contentLines = place(content, contentFont, "content", cx, floor - contentHeight);
  const nameTop = bottomOf(brand, top) + GAP;
  const nameBottom = contentLines.length ? (contentLines[0] as LabelLine).top - GAP : floor;
  const name = input.name
    ? place(
        fitBlock(regular, input.name, sizes.name, width, nameBottom - nameTop, 5),
        regular,
        "name",
        cx,
        nameTop,
      )
    : [];
  return [...brand, ...name, ...contentLines];
}
