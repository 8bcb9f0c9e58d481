/**
 * Product rules §7 on the server (docs/decisions/102-tech-sheet-checked-on-the-server.md): whether a product's
 * technical-sheet PDF can be offered, decided while its page (or the dialog's detail) is rendered, so the link is
 * in the HTML, works without JavaScript and never points at a PDF that is not there.
 *
 * - Our own PDFs (TECH_SHEET_BASE_URL empty): the file the server itself would send, looked up in the folder it
 *   serves at the site root (the load context's `publicDir`); its size makes the label.
 * - PDFs on another host: a HEAD on the PDF, as the rule says, answered OK with application/pdf within
 *   `REMOTE_TIMEOUT_MS`; an answer that says yes is remembered for the process (the files are published with the
 *   catalogue), any other is asked again on the next render.
 * - No barcode, no sheet, no folder to look in, an error or a timeout: no link (product rules §8).
 * - An English page offers the English sheet (decision 154), and the Portuguese one, said to be in Portuguese, when
 *   the English is not there (a static host that publishes only the Brazilian set).
 */
import { stat } from "node:fs/promises";
import path from "node:path";
import type { Locale } from "~/i18n/locale";
import { publicConfig } from "~/utils/server/env.server";
import { type TechSheet, techSheetInfo, techSheetLabel, techSheetUrl } from "./detail/tech-sheet-url";

export const REMOTE_TIMEOUT_MS = 2000;

const remoteYes = new Map<string, TechSheet>();

export async function techSheetFor(
  product: { ean: string | null; hasSheet: boolean },
  publicDir: string | undefined,
  {
    locale = "pt",
    base = publicConfig().techSheetBaseUrl,
  }: {
    /** The page's language: "en" asks for the English sheet first. */
    locale?: Locale;
    /** TECH_SHEET_BASE_URL; empty: our own folder. */
    base?: string;
  } = {},
): Promise<TechSheet | null> {
  if (!product.ean || !product.hasSheet) return null;
  const find = (lang: Locale) => {
    const url = techSheetUrl(base, product.ean ?? "", lang);
    return base ? remoteSheet(url, lang) : localSheet(url, lang, publicDir);
  };
  if (locale === "en") return (await find("en")) ?? find("pt");
  return find("pt");
}

async function localSheet(
  url: string,
  lang: Locale,
  publicDir: string | undefined,
): Promise<TechSheet | null> {
  if (!publicDir) return null;
  const root = path.resolve(publicDir);
  const file = path.join(root, ...url.split("/").map(decodeURIComponent));
  if (!file.startsWith(`${root}${path.sep}`)) return null;
  try {
    const found = await stat(file);
    return found.isFile() ? { url, label: techSheetLabel(found.size).label, lang } : null;
  } catch {
    return null;
  }
}

async function remoteSheet(url: string, lang: Locale): Promise<TechSheet | null> {
  const known = remoteYes.get(url);
  if (known) return known;
  try {
    const response = await fetch(url, { method: "HEAD", signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) });
    const info = techSheetInfo(response.ok, response.headers);
    if (!info) return null;
    const sheet = { url, label: info.label, lang };
    remoteYes.set(url, sheet);
    return sheet;
  } catch {
    return null;
  }
}
