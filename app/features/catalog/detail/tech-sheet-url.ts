/**
 * Technical-sheet PDF location and the product rules §7 availability rule, kept pure so it can be unit tested.
 *
 * - `techSheetUrl(base, ean)`: `${base}/fichatecnica/${ean}.pdf`; an empty base means our own origin.
 * - `techSheetInfo(ok, headers)`: null unless the answer is OK with content type application/pdf; otherwise the
 *   link label "Baixar ficha técnica (PDF, N KB)" with N rounded up from Content-Length.
 */
export interface TechSheetInfo {
  label: string;
  bytes: number | null;
}

export function techSheetUrl(base: string, ean: string): string {
  return `${base.replace(/\/+$/, "")}/fichatecnica/${encodeURIComponent(ean)}.pdf`;
}

export function techSheetInfo(
  ok: boolean,
  headers: { get(name: string): string | null },
): TechSheetInfo | null {
  const type = (headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (!ok || type !== "application/pdf") return null;
  const length = Number(headers.get("content-length"));
  if (!Number.isFinite(length) || length <= 0) return { label: "Baixar ficha técnica (PDF)", bytes: null };
  return { label: `Baixar ficha técnica (PDF, ${Math.ceil(length / 1024)} KB)`, bytes: length };
}
