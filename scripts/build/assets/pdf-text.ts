/**
 * Text for the technical-sheet PDF in glyphs the embedded font has (decision 092). Inter's subsets from
 * @fontsource have no superscript digits beyond ¹²³, so "1 x 10⁹ UFC" printed "1 x 10" and a missing glyph.
 *
 * - `pdfText(text, hasGlyph)`: a scientific count "1 x 10⁹" becomes "1 × 10⁹" when the font has "×"; a run of
 *   superscript digits the font lacks becomes "^9"; any other missing character is replaced by its
 *   compatibility form (NFKC) when the font has that.
 * - `embeddedFontHasGlyph(codePoint)`: true when both PDF fonts (Inter regular and bold) have the glyph.
 */
import { INTER_BOLD, INTER_REGULAR, loadFont } from "./glyph-text";

const SUPERSCRIPTS = "⁰¹²³⁴⁵⁶⁷⁸⁹⁻";
const PLAIN = "0123456789-";

export type HasGlyph = (codePoint: number) => boolean;

const has = (hasGlyph: HasGlyph, text: string) => [...text].every((ch) => hasGlyph(ch.codePointAt(0) ?? 0));

export function pdfText(text: string, hasGlyph: HasGlyph): string {
  let out = has(hasGlyph, "×") ? text.replace(/(\d)\s*[xX]\s*10(?=[⁰¹²³⁴⁵⁶⁷⁸⁹⁻^])/g, "$1 × 10") : text;
  out = out.replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+/g, (run) =>
    has(hasGlyph, run) ? run : `^${[...run].map((ch) => PLAIN[SUPERSCRIPTS.indexOf(ch)]).join("")}`,
  );
  return [...out]
    .map((ch) => {
      if (hasGlyph(ch.codePointAt(0) ?? 0)) return ch;
      const compatible = ch.normalize("NFKC");
      return compatible !== ch && has(hasGlyph, compatible) ? compatible : ch;
    })
    .join("");
}

export function embeddedFontHasGlyph(codePoint: number): boolean {
  return [INTER_REGULAR, INTER_BOLD].every((file) => loadFont(file).hasGlyphForCodePoint(codePoint));
}
