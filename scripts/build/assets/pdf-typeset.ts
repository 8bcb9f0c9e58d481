/**
 * A small typesetter for the technical-sheet PDF. Lines are broken here, not by pdfkit, so the page layout
 * (pdf-pages.ts) knows every line's height and words before anything is drawn, and pdfkit never starts a page on
 * its own (that is how a table row's cells once landed one per page).
 *
 * - `layoutText(doc, runs, width, align)`: styled runs wrapped into lines of at most `width` points.
 * - `drawLine(doc, box, line, x, top)` / `drawText(doc, box, x, top)`: draw them; nothing is drawn beyond them.
 *
 * Exponents: Inter's Latin subset has superscript glyphs for ¹²³ only and no `sups` feature (checked with fontkit),
 * so a superscript run ("10⁹") is drawn as smaller raised digits, every one the same way. Its word carries an
 * ActualText of the original characters, so copying or pdftotext gives "10⁹", not "109".
 */
import { INTER_BOLD, INTER_REGULAR, loadFont } from "./glyph-text";

export type FontName = "Regular" | "Bold";
export interface Style {
  font: FontName;
  size: number;
  color: string;
}
export interface Run {
  text: string;
  style: Style;
}
export type Align = "left" | "right" | "justify";

interface Piece {
  text: string;
  style: Style;
  sup: boolean;
  width: number;
}
interface Word {
  pieces: Piece[];
  width: number;
  /** The word as written, superscripts included (the ActualText of a word with an exponent). */
  source: string;
  /** The width of a space after this word, in its own style. */
  space: number;
}
export interface TextLine {
  words: Word[];
  width: number;
  height: number;
  ascent: number;
  /** Stretched to the box's width (a justified paragraph's lines but its last). */
  justify: boolean;
}
export interface TextBox {
  lines: TextLine[];
  width: number;
  align: Align;
  height: number;
  words: number;
}

const SUPERSCRIPT = /([⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻]+)/;
const SUPERSCRIPTS = "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻";
const PLAIN = "0123456789+-";
/** Size and rise of an exponent, as fractions of the text's size (close to Inter's own ¹²³). */
const SUP_SCALE = 0.62;
const SUP_RISE = 0.36;

const FONT_FILES: Record<FontName, string> = { Regular: INTER_REGULAR, Bold: INTER_BOLD };
const ascentOf = (style: Style) => {
  const font = loadFont(FONT_FILES[style.font]);
  return (font.ascent / font.unitsPerEm) * style.size;
};

function use(doc: PDFKit.PDFDocument, style: Style) {
  return doc.font(style.font).fontSize(style.size);
}

/**
 * A text's advance width, as pdfkit measures it (fontkit's layout of the same font file, kerning included), from
 * one font instance for the process: each PDF document opens its own, and shaping every word there again cost
 * most of the time of writing 190 sheets.
 */
const emWidths = new Map<string, number>();
function measure(style: Style, text: string): number {
  const key = `${style.font}\u0000${text}`;
  let em = emWidths.get(key);
  if (em === undefined) {
    const font = loadFont(FONT_FILES[style.font]);
    em = font.layout(text).advanceWidth / font.unitsPerEm;
    emWidths.set(key, em);
  }
  return em * style.size;
}

/** Whitespace splits words; a superscript run inside a word becomes a raised piece of plain digits. */
function wordsOf(runs: Run[]): Word[] {
  const words: Word[] = [];
  let pieces: Piece[] = [];
  let source = "";
  const end = () => {
    const first = pieces.find((p) => !p.sup) ?? pieces[0];
    if (first) {
      const width = pieces.reduce((sum, p) => sum + p.width, 0);
      words.push({ pieces, width, source, space: measure(first.style, " ") });
    }
    pieces = [];
    source = "";
  };
  for (const run of runs)
    for (const token of run.text.split(/(\s+)/)) {
      if (token === "") continue;
      if (token.trim() === "") {
        end();
        continue;
      }
      source += token;
      token.split(SUPERSCRIPT).forEach((part, i) => {
        if (part === "") return;
        const sup = i % 2 === 1;
        const text = sup ? [...part].map((ch) => PLAIN[SUPERSCRIPTS.indexOf(ch)]).join("") : part;
        const style = sup ? { ...run.style, size: run.style.size * SUP_SCALE } : run.style;
        pieces.push({ text, style, sup, width: measure(style, text) });
      });
    }
  end();
  return words;
}

export function layoutText(doc: PDFKit.PDFDocument, runs: Run[], width: number, align: Align): TextBox {
  const groups: Word[][] = [];
  let line: Word[] = [];
  let lineWidth = 0;
  for (const word of wordsOf(runs)) {
    const previous = line[line.length - 1];
    const added = previous ? previous.space + word.width : word.width;
    if (previous && lineWidth + added > width) {
      groups.push(line);
      line = [word];
      lineWidth = word.width;
    } else {
      line.push(word);
      lineWidth += added;
    }
  }
  if (line.length > 0) groups.push(line);
  const lines = groups.map((words, i): TextLine => {
    const styles = words.flatMap((w) => w.pieces.filter((p) => !p.sup).map((p) => p.style));
    const base = styles.length > 0 ? styles : [runs[0]?.style].filter((s) => s !== undefined);
    return {
      words,
      width: words.reduce((sum, w, j) => sum + w.width + (j > 0 ? (words[j - 1]?.space ?? 0) : 0), 0),
      height: Math.max(0, ...base.map((s) => use(doc, s).currentLineHeight(true))),
      ascent: Math.max(0, ...base.map(ascentOf)),
      justify: align === "justify" && i < groups.length - 1,
    };
  });
  return {
    lines,
    width,
    align,
    height: lines.reduce((sum, l) => sum + l.height, 0),
    words: lines.reduce((sum, l) => sum + l.words.length, 0),
  };
}

export function drawText(doc: PDFKit.PDFDocument, box: TextBox, x: number, top: number) {
  let y = top;
  for (const line of box.lines) {
    drawLine(doc, box, line, x, y);
    y += line.height;
  }
}

export function drawLine(doc: PDFKit.PDFDocument, box: TextBox, line: TextLine, x: number, top: number) {
  const baseline = top + line.ascent;
  const gaps = line.words.length - 1;
  const extra = line.justify && gaps > 0 ? (box.width - line.width) / gaps : 0;
  let cx = box.align === "right" ? x + box.width - line.width : x;
  let i = 0;
  while (i < line.words.length) {
    const word = line.words[i] as Word;
    const single = word.pieces.length === 1 && !word.pieces[0]?.sup ? word.pieces[0] : undefined;
    if (!single) {
      drawWord(doc, word, cx, baseline);
      cx += word.width + word.space + extra;
      i += 1;
      continue;
    }
    // Consecutive plain words of one style go out as one run of text, as pdfkit would write them.
    const run: Word[] = [word];
    while (i + run.length < line.words.length) {
      const next = line.words[i + run.length] as Word;
      const piece = next.pieces.length === 1 ? next.pieces[0] : undefined;
      if (!piece || piece.sup || !sameStyle(piece.style, single.style)) break;
      run.push(next);
    }
    use(doc, single.style)
      .fillColor(single.style.color)
      .text(run.map((w) => w.source).join(" "), cx, baseline, {
        lineBreak: false,
        baseline: "alphabetic",
        ...(extra > 0 ? { wordSpacing: extra } : {}),
      });
    for (const w of run) cx += w.width + w.space + extra;
    i += run.length;
  }
}

const sameStyle = (a: Style, b: Style) => a.font === b.font && a.size === b.size && a.color === b.color;

/** What this file needs of pdfkit's current font (an EmbeddedFont); pdfkit's types do not declare it. */
interface PdfFont {
  id: string;
  ref(): unknown;
  encode(text: string): [string[], { xAdvance: number; advanceWidth: number }[]];
}
type DocInternals = PDFKit.PDFDocument & { _font: PdfFont; page: { fonts: Record<string, unknown> } };

const num = (n: number) => String(Math.round(n * 1000) / 1000);
const utf16Hex = (text: string) =>
  `FEFF${Buffer.from(text, "utf16le").swap16().toString("hex").toUpperCase()}`;

/**
 * A word with an exponent, written as content operators: pdfkit's text() closes its graphics state around each
 * call, and a marked-content span around that would be placed by readers in the wrong coordinates.
 */
function drawWord(doc: PDFKit.PDFDocument, word: Word, x: number, baseline: number) {
  const d = doc as DocInternals;
  const first = word.pieces[0];
  if (!first) return;
  d.fillColor(first.style.color);
  d.addContent(`q 1 0 0 -1 0 ${num(d.page.height)} cm /Span <</ActualText <${utf16Hex(word.source)}>>> BDC`);
  let cx = x;
  for (const piece of word.pieces) {
    use(d, piece.style);
    const font = d._font;
    d.page.fonts[font.id] ??= font.ref();
    const [glyphs, positions] = font.encode(piece.text);
    const parts: string[] = [];
    glyphs.forEach((glyph, g) => {
      parts.push(`<${glyph}>`);
      const kern = (positions[g]?.xAdvance ?? 0) - (positions[g]?.advanceWidth ?? 0);
      if (kern !== 0) parts.push(num(-kern));
    });
    const base = baseline - (piece.sup ? (piece.style.size / SUP_SCALE) * SUP_RISE : 0);
    d.addContent(
      `BT 1 0 0 1 ${num(cx)} ${num(d.page.height - base)} Tm /${font.id} ${num(piece.style.size)} Tf [${parts.join(" ")}] TJ ET`,
    );
    cx += piece.width;
  }
  d.addContent("EMC Q");
}
