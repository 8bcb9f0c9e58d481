/**
 * The technical sheet (ficha técnica) of one product as a PDF, built from the same detail view model the site
 * shows, with Inter embedded so Portuguese accents render in any reader.
 *
 * A page a buyer files on its own still says what it is: every page carries the company block (legal name, CNPJ,
 * site, e-mail), the catalogue's revision and "Página N de M" in its footer, and pages after the first name the
 * product at the top. The body is laid out by pdf-pages.ts (no table row split, no near-empty last page) before
 * anything is drawn, so the page count is known when the first footer is written.
 *
 * The PDF's dates are the revision's, not the clock's, so the same data gives the same bytes.
 *
 * `locale` "en" writes the English sheet (decision 154): its words from tech-sheet.texts.ts, the label's text kept.
 */
import { createWriteStream } from "node:fs";
import PDFDocument from "pdfkit";
import type { ProductDetail } from "../../../app/features/catalog/detail/detail";
import { techSheetTexts } from "../../../app/features/catalog/detail/tech-sheet.texts";
import { type SheetRevision, sheetRevision } from "../../../app/features/catalog/model/sheet-revision";
import { LANGUAGE_TAG, type Locale } from "../../../app/i18n/locale";
import { textsIn } from "../../../app/i18n/texts";
import { INTER_BOLD, INTER_REGULAR, loadFont } from "./glyph-text";
import { paginate } from "./pdf-pages";
import { drawText, layoutText } from "./pdf-typeset";
import { INK, LINE, MUTED, sheetBlocks, style, t } from "./tech-sheet-blocks";

export interface TechSheetCompany {
  legalName: string;
  cnpj: string;
  site: string;
  email: string;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
/**
 * Where the body may be drawn: below the first page's band, below the running header on the others, above the
 * footer on all. The test reads words inside these bounds as the page's own content.
 */
export const SHEET_FRAME = { firstTop: 104, top: 70, bottom: A4.height - 80 };
/** A page after the first with fewer body words than this takes blocks from the page before it. */
const MIN_BODY_WORDS = 30;

const area = { left: MARGIN, width: A4.width - 2 * MARGIN };

/** "Revisão 07 — 26/11/2026" on the Portuguese sheet, "Revision 07 — 11/26/2026" on the English one. */
export function sheetRevisionLabel(revision: SheetRevision = sheetRevision(), locale: Locale = "pt"): string {
  const [year = "", month = "", day = ""] = revision.date.split("-");
  return textsIn(techSheetTexts, locale).revision(String(revision.number).padStart(2, "0"), year, month, day);
}

/** The first page's dark band with the product's name; it grows with a name of three lines or more. */
function firstPageBand(doc: PDFKit.PDFDocument, detail: ProductDetail, kicker: string) {
  const name = layoutText(
    doc,
    [{ text: t(detail.nome), style: style("Bold", 16, "#ffffff") }],
    area.width,
    "left",
  );
  const height = Math.max(84, 42 + name.height + 2);
  return {
    height,
    draw() {
      doc.rect(0, 0, A4.width, height).fill("#093d35");
      const kickerBox = layoutText(
        doc,
        [{ text: kicker, style: style("Bold", 10, "#f5b94a") }],
        area.width,
        "left",
      );
      drawText(doc, kickerBox, MARGIN, 26);
      drawText(doc, name, MARGIN, 42);
    },
  };
}

/** Pages after the first: which product's sheet this page belongs to. */
function runningHeader(doc: PDFKit.PDFDocument, detail: ProductDetail, kicker: string) {
  const runs = [
    { text: `${kicker} – `, style: style("Bold", 8, INK) },
    { text: t(`${detail.nome} – EAN-13 ${detail.technical.ean13}`), style: style("Regular", 8, MUTED) },
  ];
  drawText(doc, layoutText(doc, runs, area.width, "left"), MARGIN, 30);
  doc
    .moveTo(MARGIN, 56)
    .lineTo(A4.width - MARGIN, 56)
    .strokeColor(LINE)
    .lineWidth(0.6)
    .stroke();
}

function footer(doc: PDFKit.PDFDocument, company: TechSheetCompany, revision: string, pageLabel: string) {
  const top = A4.height - 68;
  doc
    .moveTo(MARGIN, top)
    .lineTo(A4.width - MARGIN, top)
    .strokeColor(LINE)
    .lineWidth(0.6)
    .stroke();
  const small = style("Regular", 7.5, MUTED);
  const right = 130;
  const site = company.site.replace(/^https?:\/\//, "");
  const lines = [
    layoutText(
      doc,
      [{ text: t(`${company.legalName} – CNPJ ${company.cnpj}`), style: style("Bold", 7.5, INK) }],
      area.width - right,
      "left",
    ),
    layoutText(doc, [{ text: t(`${site} – ${company.email}`), style: small }], area.width - right, "left"),
  ];
  const pageLines = [
    layoutText(doc, [{ text: t(revision), style: small }], right, "right"),
    layoutText(doc, [{ text: pageLabel, style: style("Bold", 7.5, INK) }], right, "right"),
  ];
  let y = top + 6;
  lines.forEach((box, i) => {
    drawText(doc, box, MARGIN, y);
    const pageLine = pageLines[i];
    if (pageLine) drawText(doc, pageLine, A4.width - MARGIN - right, y);
    y += Math.max(box.height, pageLine?.height ?? 0);
  });
}

export function writeTechSheet(
  file: string,
  detail: ProductDetail,
  company: TechSheetCompany,
  { locale = "pt", revision = sheetRevision() }: { locale?: Locale; revision?: SheetRevision } = {},
): Promise<void> {
  const words = textsIn(techSheetTexts, locale);
  const date = new Date(`${revision.date}T00:00:00Z`);
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: {
      Title: words.documentTitle(detail.nome),
      Author: company.legalName,
      Subject: detail.typeLabel,
      CreationDate: date,
      ModDate: date,
    },
    lang: LANGUAGE_TAG[locale],
  } as PDFKit.PDFDocumentOptions);
  // One parsed font per process, not one per sheet: pdfkit takes a fontkit font as it is, and fontkit keeps the
  // tables it has decoded and the runs it has shaped: 118 -> 65 ms a sheet, the same bytes (decision 146).
  doc.registerFont("Regular", loadFont(INTER_REGULAR) as unknown as Buffer);
  doc.registerFont("Bold", loadFont(INTER_BOLD) as unknown as Buffer);
  const done = new Promise<void>((resolve, reject) => {
    const out = createWriteStream(file);
    out.on("finish", resolve).on("error", reject);
    doc.pipe(out);
  });

  const band = firstPageBand(doc, detail, words.kicker);
  const frame = { ...SHEET_FRAME, firstTop: Math.max(SHEET_FRAME.firstTop, band.height + 20) };
  const pages = paginate(sheetBlocks(doc, area, detail, locale), frame, MIN_BODY_WORDS);
  const label = sheetRevisionLabel(revision, locale);
  pages.forEach((placed, i) => {
    if (i === 0) band.draw();
    else {
      doc.addPage();
      runningHeader(doc, detail, words.kicker);
    }
    for (const { block, y } of placed) block.draw(y);
    footer(doc, company, label, words.page(i + 1, pages.length));
  });
  doc.end();
  return done;
}
