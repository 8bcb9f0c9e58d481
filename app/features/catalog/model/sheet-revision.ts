/**
 * The catalogue's revision, printed on every page of every technical-sheet PDF ("Revisão 07 — 26/11/2026") so a
 * buyer can tell which sheet he filed. A constant rather than the build's clock: the same data gives the same
 * bytes. Bumped when the data changes (it may move into data/raw with the catalogue).
 *
 * - `sheetRevision()`: its number and ISO date.
 *   Its label is written by scripts/build/assets/tech-sheet-pdf.ts, in the sheet's language.
 */
export interface SheetRevision {
  /** ISO date, yyyy-mm-dd. */
  date: string;
  number: number;
}

// Bumped when the data changes.
const REVISION: SheetRevision = { date: "2026-11-26", number: 7 };

export function sheetRevision(): SheetRevision {
  return REVISION;
}
