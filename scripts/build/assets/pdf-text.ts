/**
 * Text for the technical-sheet PDF in glyphs the embedded font has (decision 092).
 *
 * - `pdfText(text, hasGlyph)`: a scientific count "1 x 10⁹" becomes "1 × 10⁹" when the font has "×"; any other
 *   missing character is replaced by its compatibility form (NFKC) when the font has that. Superscript digits
 *   are left as they are: Inter's subsets from @fontsource have only ¹²³, so pdf-typeset.ts draws every exponent
 *   as smaller raised digits (it once printed "^9" here).
 * - `embeddedFontHasGlyph(codePoint)`: true when both PDF fonts (Inter regular and bold) have the glyph.
 */
import { INTER_BOLD, INTER_REGULAR, loadFont } from "./glyph-text";

const SUPERSCRIPT = /[⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻]/;

export type HasGlyph = (codePoint: number) => boolean;

const has = (hasGlyph: HasGlyph, text: string) => [...text].every((ch) => hasGlyph(ch.codePointAt(0) ?? 0));

export function pdfText(text: string, hasGlyph: HasGlyph): string {
  const out = has(hasGlyph, "×") ? text.replace(/(\d)\s*[xX]\s*10(?=[⁰¹²³⁴⁵⁶⁷⁸⁹⁻])/g, "$1 × 10") : text;
  return [...out]
    .map((ch) => {
      if (SUPERSCRIPT.test(ch) || hasGlyph(ch.codePointAt(0) ?? 0)) return ch;
      const compatible = ch.normalize("NFKC");
      return compatible !== ch && has(hasGlyph, compatible) ? compatible : ch;
    })
    .join("");
}

export function embeddedFontHasGlyph(codePoint: number): boolean {
  return [INTER_REGULAR, INTER_BOLD].every((file) => loadFont(file).hasGlyphForCodePoint(codePoint));
}
