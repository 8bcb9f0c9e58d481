/**
 * Text helpers shared by the catalogue domain.
 *
 * - `foldText(s)`: lower-case, accent-free, single-spaced text used for search and name matching.
 * - `cleanText(v)`: a trimmed string from a raw value, or null for the "no data" markers of the raw export.
 * - `toLines(v)`: a list of non-empty lines from a raw value given as a list or as newline-separated text.
 * - `buildSearchText(fields)`: the folded "nome␁referencia␁principio ativo" text the substring rule matches
 *   against (search/search-floor.ts), with `SEARCH_FIELD_SEPARATOR` between fields.
 * - `foldQuery(q)`: a visitor's query folded like that text, the separator removed so no match spans two fields.
 */

/** Markers that the raw export uses for "no value" (the catalogue sources use "NULL", a single dash, empty strings). */
const EMPTY_MARKERS = new Set(["", "-", "–", "—", "null", "undefined", "n/a", "nan"]);

export function foldText(value: string): string {
  return value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/** Field separator that a folded query can never contain, so a match never spans two fields. */
export const SEARCH_FIELD_SEPARATOR = "\u0001";

export function foldQuery(q: string | null | undefined): string {
  return foldText((q ?? "").split(SEARCH_FIELD_SEPARATOR).join(" "));
}

export function buildSearchText(fields: readonly (string | null)[]): string {
  return fields.map((field) => (field ? foldText(field) : "")).join(SEARCH_FIELD_SEPARATOR);
}

/** True when a raw string means "no data" rather than carrying content. */
export function isEmptyMarker(value: string): boolean {
  return EMPTY_MARKERS.has(value.trim().toLowerCase());
}

/** Strings and finite numbers become trimmed text; anything else, or an empty marker, becomes null. */
export function cleanText(value: unknown): string | null {
  let text: string;
  if (typeof value === "string") text = value;
  else if (typeof value === "number" && Number.isFinite(value)) text = String(value);
  else return null;
  const trimmed = text.replace(/\r\n?/g, "\n").trim();
  return isEmptyMarker(trimmed) ? null : trimmed;
}

/** Lines of a field that the export writes either as an array of strings or as newline text. */
export function toLines(value: unknown): string[] {
  const parts: unknown[] = Array.isArray(value) ? value : [value];
  const lines: string[] = [];
  for (const part of parts) {
    const text = cleanText(part);
    if (text === null) continue;
    for (const line of text.split("\n")) {
      const trimmed = line.trim();
      if (trimmed && !isEmptyMarker(trimmed)) lines.push(trimmed);
    }
  }
  return lines;
}

/** First non-empty text among several field-name variants of the same raw field. */
export function firstText(row: Record<string, unknown>, keys: readonly string[]): string | null {
  for (const key of keys) {
    const text = cleanText(row[key]);
    if (text !== null) return text;
  }
  return null;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
