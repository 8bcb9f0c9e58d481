import { createWriteStream } from "node:fs";
import PDFDocument from "pdfkit";
import type { ProductDetail } from "../../../app/features/catalog/detail/detail";
import type { NutritionView } from "../../../app/features/catalog/detail/nutrition";
import { technicalRows } from "../../../app/features/catalog/detail/technical-rows";
import { NO_VALUE, NOT_INFORMED } from "../../../app/features/catalog/model/display-text";
import { fontBuffer, INTER_BOLD, INTER_REGULAR } from "./glyph-text";
import { embeddedFontHasGlyph, pdfText } from "./pdf-text";

/**
 * The technical sheet (ficha técnica) of one product as a PDF, built from the same detail view model the site
 * shows, with Inter embedded so Portuguese accents render in any reader.
 */
export interface TechSheetCompany {
  legalName: string;
  cnpj: string;
  site: string;
  email: string;
}

const INK = "#0c2f29";
const MUTED = "#4a5a57";
const LINE = "#c9d6d2";

/** Every string goes through here: only glyphs Inter has (pdf-text.ts). */
const t = (text: string) => pdfText(text, embeddedFontHasGlyph);

function section(doc: PDFKit.PDFDocument, title: string, body: string | string[]) {
  if (doc.y > 720) doc.addPage();
  doc.moveDown(0.8).font("Bold").fontSize(11).fillColor(INK).text(t(title.toUpperCase()));
  doc.moveDown(0.25).font("Regular").fontSize(9.5).fillColor(MUTED);
  if (Array.isArray(body)) for (const line of body) doc.text(t(`• ${line}`), { paragraphGap: 2 });
  else doc.text(t(body), { align: "justify" });
}

function nutritionTable(doc: PDFKit.PDFDocument, view: NutritionView) {
  if (doc.y > 600) doc.addPage();
  doc.moveDown(0.8).font("Bold").fontSize(11).fillColor(INK).text("INFORMAÇÃO NUTRICIONAL");
  doc.font("Regular").fontSize(9).fillColor(MUTED);
  if (view.portionsPerPackage) doc.text(t(`Porções por embalagem: ${view.portionsPerPackage}`));
  if (view.portion)
    doc.text(t(`Porção: ${view.portion}${view.householdMeasure ? ` (${view.householdMeasure})` : ""}`));
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const columns = view.columns.length;
  const nameWidth = width * 0.46;
  const colWidth = (width - nameWidth) / Math.max(columns, 1);
  let y = doc.y + 6;
  const row = (raw: string[], bold: boolean, indent: number) => {
    const cells = raw.map(t);
    doc
      .font(bold ? "Bold" : "Regular")
      .fontSize(9)
      .fillColor(INK);
    const nameOptions = { width: nameWidth - 16 - indent * 10 };
    const cellOptions = { width: colWidth - 6, align: "right" as const };
    // A long label ("30 g + 200 ml de leite desnatado") wraps: the row grows to hold it instead of the next
    // row being drawn over it.
    const height = Math.max(
      18,
      8 + doc.heightOfString(cells[0] || " ", nameOptions),
      ...cells.slice(1).map((cell) => 8 + doc.heightOfString(cell || " ", cellOptions)),
    );
    if (y + height > 800) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    doc.text(cells[0] ?? "", left + 4 + indent * 10, y + 4, nameOptions);
    cells.slice(1).forEach((cell, i) => {
      doc.text(cell, left + nameWidth + i * colWidth, y + 4, cellOptions);
    });
    y += height;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .strokeColor(LINE)
      .lineWidth(0.6)
      .stroke();
  };
  row(["", ...view.columns.map((c) => c.label)], true, 0);
  for (const r of view.rows) row([r.name, ...r.values], false, r.indent);
  doc
    .font("Regular")
    .fontSize(8)
    .fillColor(MUTED)
    .text(t(view.footnote), left, y + 6, { width });
  doc.x = left;
}

export function writeTechSheet(
  file: string,
  detail: ProductDetail,
  company: TechSheetCompany,
): Promise<void> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 48,
    info: { Title: `Ficha técnica – ${detail.nome}`, Author: company.legalName, Subject: detail.typeLabel },
    lang: "pt-BR",
  } as PDFKit.PDFDocumentOptions);
  doc.registerFont("Regular", fontBuffer(INTER_REGULAR));
  doc.registerFont("Bold", fontBuffer(INTER_BOLD));
  const done = new Promise<void>((resolve, reject) => {
    const out = createWriteStream(file);
    out.on("finish", resolve).on("error", reject);
    doc.pipe(out);
  });

  doc.rect(0, 0, doc.page.width, 84).fill("#093d35");
  doc.font("Bold").fontSize(10).fillColor("#f5b94a").text("FICHA TÉCNICA", 48, 26);
  doc
    .font("Bold")
    .fontSize(16)
    .fillColor("#ffffff")
    .text(t(detail.nome), 48, 42, { width: doc.page.width - 96 });
  doc.y = 104;
  doc.font("Regular").fontSize(10).fillColor(MUTED);
  // The same Dados Técnicos rows as the page (technical-rows.ts).
  const facts: [string, string][] = [
    ["Tipo", detail.typeLabel],
    ...technicalRows(detail).map(([label, value]): [string, string] => [label, value]),
  ];
  // A printed sheet says what is missing in words; and an empty string after `continued` would leave the
  // line open, so the next label ran on ("Peso bruto: Validade: 24 meses").
  const shown = (value: string) => (value.trim() === "" || value.trim() === NO_VALUE ? NOT_INFORMED : value);
  for (const [label, value] of facts) {
    doc
      .font("Bold")
      .fillColor(INK)
      .text(t(`${label}: `), { continued: true })
      .font("Regular")
      .fillColor(MUTED)
      .text(t(shown(value)));
  }

  section(doc, detail.ingredientesLabel, detail.ingredientes);
  if (detail.statements.length > 0) section(doc, "Advertências", detail.statements);
  section(doc, "Indicações", detail.indicacoes);
  if (detail.modoUsar !== NOT_INFORMED) section(doc, "Modo de usar", detail.modoUsar);
  if (detail.medicine) {
    const m = detail.medicine;
    section(doc, "Forma farmacêutica", m.formaFarmaceutica);
    section(doc, "Advertências", m.advertencias);
    section(doc, "Contraindicações", m.contraindicacoes);
    section(doc, "Reações adversas", m.efeitosAdversos);
    section(doc, "Cuidados de conservação", m.cuidadosConservacao);
    section(doc, "Regularização", m.regularizacao);
    if (m.alerta) section(doc, "Alerta", m.alerta);
    // Holder, CNPJ, responsible pharmacist and SAC, as on the page's "Observações".
    section(doc, "Observações", m.observacoes);
  }
  if (detail.nutrition) nutritionTable(doc, detail.nutrition);

  doc.moveDown(2).font("Regular").fontSize(8).fillColor(MUTED);
  doc.text(t(`${company.legalName} – CNPJ ${company.cnpj} – ${company.site} – ${company.email}`), 48, doc.y, {
    width: doc.page.width - 96,
  });
  doc.end();
  return done;
}
