/**
 * Test support: a PDF read back as a reader sees it, with poppler's pdftotext (installed by
 * scripts/test-env/ensure-poppler.mjs; node_modules has no PDF reader).
 *
 * - `pdfWords(file)`: every word with its page (from 1) and box, in points from the page's top left.
 * - `pdfPages(file)`: each page's text in layout mode (columns kept on one line), one string per page.
 * - `overlaps(words)`: pairs of words on one page whose boxes intersect by more than half a point both ways.
 */
import { execFileSync } from "node:child_process";

export interface Word {
  page: number;
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const unescapeHtml = (html: string) =>
  html
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

export function pdfWords(file: string): Word[] {
  const html = execFileSync("pdftotext", ["-bbox", file, "-"], { encoding: "utf8" });
  const words: Word[] = [];
  let page = 0;
  for (const line of html.split("\n")) {
    if (line.includes("<page ")) page += 1;
    const m = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*)<\/word>/.exec(line);
    if (!m) continue;
    const [, x0 = "", y0 = "", x1 = "", y1 = "", text = ""] = m;
    words.push({ page, x0: +x0, y0: +y0, x1: +x1, y1: +y1, text: unescapeHtml(text) });
  }
  return words;
}

export function pdfPages(file: string): string[] {
  const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  // pdftotext ends every page with a form feed, the last one included.
  return text.split("\f").slice(0, -1);
}

export function overlaps(words: Word[]): [Word, Word][] {
  const found: [Word, Word][] = [];
  for (const [i, a] of words.entries())
    for (const b of words.slice(i + 1)) {
      if (a.page !== b.page) continue;
      const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
      const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
      if (w > 0.5 && h > 0.5) found.push([a, b]);
    }
  return found;
}
