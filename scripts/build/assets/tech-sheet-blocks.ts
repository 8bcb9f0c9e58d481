/**
 * The body of a technical sheet as blocks for pdf-pages.ts: the Dados Técnicos facts, the text sections and the
 * nutrition table, each measured by pdf-typeset.ts and drawn only where the page layout puts it.
 *
 * The English sheet (decision 154) prints the same blocks with English titles and labels, our English short
 * description first, and the label's own text (every section after the facts, the nutrition table included) under
 * "Brazilian label text (ANVISA), in Portuguese", as the English pages show it.
 */
import { productDetailTexts } from "../../../app/features/catalog/components/detail/product-detail.texts";
import type { ProductDetail } from "../../../app/features/catalog/detail/detail";
import type { NutritionView } from "../../../app/features/catalog/detail/nutrition";
import { techSheetTexts } from "../../../app/features/catalog/detail/tech-sheet.texts";
import { technicalRows } from "../../../app/features/catalog/detail/technical-rows";
import { NO_VALUE, NOT_APPLICABLE, NOT_INFORMED } from "../../../app/features/catalog/model/display-text";
import type { Locale } from "../../../app/i18n/locale";
import { textsIn } from "../../../app/i18n/texts";
import type { Block } from "./pdf-pages";
import { embeddedFontHasGlyph, pdfText } from "./pdf-text";
import { type Align, drawLine, drawText, layoutText, type Run, type Style } from "./pdf-typeset";

export const INK = "#0c2f29";
export const MUTED = "#4a5a57";
export const LINE = "#c9d6d2";

/** Every string goes through here: only glyphs Inter has (pdf-text.ts). */
export const t = (text: string) => pdfText(text, embeddedFontHasGlyph);

export const style = (font: Style["font"], size: number, color: string): Style => ({ font, size, color });

interface Area {
  left: number;
  width: number;
}

/** A paragraph as one block per line; its first and next-to-last lines keep with the line after them. */
function paragraph(doc: PDFKit.PDFDocument, area: Area, runs: Run[], align: Align, gap: number, indent = 0) {
  const box = layoutText(doc, runs, area.width - indent, align);
  return box.lines.map(
    (line, i): Block => ({
      height: line.height,
      gapBefore: i === 0 ? gap : 0,
      words: line.words.length,
      keepWithNext: (i === 0 && box.lines.length > 1) || i === box.lines.length - 2,
      draw: (y) => drawLine(doc, box, line, area.left + indent, y),
    }),
  );
}

function bullet(doc: PDFKit.PDFDocument, area: Area, text: string, gap: number): Block[] {
  const body = style("Regular", 9.5, MUTED);
  const lines = paragraph(doc, area, [{ text: t(text), style: body }], "left", gap, 10);
  const first = lines[0];
  if (first) {
    const drawFirst = first.draw;
    first.draw = (y) => {
      drawText(doc, layoutText(doc, [{ text: "•", style: body }], 10, "left"), area.left, y);
      drawFirst(y);
    };
  }
  return lines;
}

function section(doc: PDFKit.PDFDocument, area: Area, title: string, body: string | string[]): Block[] {
  const heading = layoutText(
    doc,
    [{ text: t(title.toUpperCase()), style: style("Bold", 11, INK) }],
    area.width,
    "left",
  );
  const head: Block = {
    height: heading.height + 3,
    gapBefore: 10,
    words: heading.words,
    keepWithNext: true,
    draw: (y) => drawText(doc, heading, area.left, y),
  };
  if (!Array.isArray(body))
    return [
      head,
      ...paragraph(doc, area, [{ text: t(body), style: style("Regular", 9.5, MUTED) }], "justify", 0),
    ];
  return [head, ...body.flatMap((line, i) => bullet(doc, area, line, i === 0 ? 0 : 2))];
}

function facts(doc: PDFKit.PDFDocument, area: Area, detail: ProductDetail, locale: Locale): Block[] {
  // The same Dados Técnicos rows as the page (technical-rows.ts), labelled and filled as the page in that language
  // does (detail-panel.tsx). A printed sheet says what is missing in words.
  const words = textsIn(techSheetTexts, locale);
  const page = textsIn(productDetailTexts, locale);
  const english = locale === "en";
  const type = english && detail.medicine ? `${detail.typeLabel} – ${words.brazilOnly}` : detail.typeLabel;
  const rows: [string, string][] = [
    [words.type, type],
    ...technicalRows(detail).map(([label, value]): [string, string] => {
      if (!english) return [label, value];
      const shownValue = label === "Categoria regulatória" ? page.regulatoryCategory[detail.type] : value;
      return [
        page.technicalLabels[label] ?? label,
        shownValue === NOT_APPLICABLE ? page.notApplicable : shownValue,
      ];
    }),
  ];
  const missing = english ? page.notInformed : NOT_INFORMED;
  const shown = (value: string) =>
    value.trim() === "" || value.trim() === NO_VALUE || value === NOT_INFORMED ? missing : value;
  return rows.map(([label, value]) => {
    const runs = [
      { text: t(`${label}: `), style: style("Bold", 10, INK) },
      { text: t(shown(value)), style: style("Regular", 10, MUTED) },
    ];
    const box = layoutText(doc, runs, area.width, "left");
    return {
      height: box.height,
      gapBefore: 0,
      words: box.words,
      keepWithNext: false,
      draw: (y) => drawText(doc, box, area.left, y),
    };
  });
}

function nutritionTable(doc: PDFKit.PDFDocument, area: Area, view: NutritionView, title: string): Block[] {
  const { left, width } = area;
  const small = style("Regular", 9, MUTED);
  const intro: string[] = [];
  if (view.portionsPerPackage) intro.push(`Porções por embalagem: ${view.portionsPerPackage}`);
  if (view.portion)
    intro.push(`Porção: ${view.portion}${view.householdMeasure ? ` (${view.householdMeasure})` : ""}`);
  const blocks: Block[] = [
    ...section(doc, area, title, []),
    ...intro.flatMap((line) => paragraph(doc, area, [{ text: t(line), style: small }], "left", 0)),
  ];
  for (const b of blocks) b.keepWithNext = true;

  const nameWidth = width * 0.46;
  const colWidth = (width - nameWidth) / Math.max(view.columns.length, 1);
  const row = (cells: string[], bold: boolean, indent: number): Block => {
    const cellStyle = style(bold ? "Bold" : "Regular", 9, INK);
    const name = layoutText(
      doc,
      [{ text: t(cells[0] ?? ""), style: cellStyle }],
      nameWidth - 16 - indent * 10,
      "left",
    );
    const values = cells
      .slice(1)
      .map((cell) => layoutText(doc, [{ text: t(cell), style: cellStyle }], colWidth - 6, "right"));
    // A long label ("30 g + 200 ml de leite desnatado") wraps: the row grows to hold it.
    const height = Math.max(18, 8 + name.height, ...values.map((v) => 8 + v.height));
    return {
      height,
      gapBefore: 0,
      words: name.words + values.reduce((sum, v) => sum + v.words, 0),
      keepWithNext: false,
      draw: (y) => {
        drawText(doc, name, left + 4 + indent * 10, y + 4);
        for (const [i, v] of values.entries()) drawText(doc, v, left + nameWidth + i * colWidth, y + 4);
        doc
          .moveTo(left, y + height)
          .lineTo(left + width, y + height)
          .strokeColor(LINE)
          .lineWidth(0.6)
          .stroke();
      },
    };
  };
  const header = {
    ...row(["", ...view.columns.map((c) => c.label)], true, 0),
    gapBefore: 6,
    keepWithNext: true,
  };
  const rows = view.rows.map((r) => ({
    ...row([r.name, ...r.values], false, r.indent),
    repeatOnNewPage: header,
  }));
  const last = rows[rows.length - 1];
  if (last) last.keepWithNext = true;
  const footnote = paragraph(
    doc,
    area,
    [{ text: t(view.footnote), style: style("Regular", 8, MUTED) }],
    "left",
    6,
  );
  return [...blocks, header, ...rows, ...footnote];
}

/** The English sheet's line above the label's sections: the page's note, in the accent of the sheet's band. */
function labelNote(doc: PDFKit.PDFDocument, area: Area, note: string): Block[] {
  const box = layoutText(doc, [{ text: t(note), style: style("Bold", 10, "#8a5a00") }], area.width, "left");
  return [
    {
      height: 8,
      gapBefore: 14,
      words: 0,
      keepWithNext: true,
      draw: (y) => {
        doc
          .moveTo(area.left, y + 4)
          .lineTo(area.left + area.width, y + 4)
          .strokeColor(LINE)
          .lineWidth(0.6)
          .stroke();
      },
    },
    {
      height: box.height,
      gapBefore: 0,
      words: box.words,
      keepWithNext: true,
      draw: (y) => drawText(doc, box, area.left, y),
    },
  ];
}

export function sheetBlocks(
  doc: PDFKit.PDFDocument,
  area: Area,
  detail: ProductDetail,
  locale: Locale = "pt",
): Block[] {
  const words = textsIn(techSheetTexts, locale);
  const english = locale === "en";
  const blocks: Block[] = [];
  const factBlocks = facts(doc, area, detail, locale);
  if (english && detail.summaryEn) {
    blocks.push(...section(doc, area, words.description, detail.summaryEn));
    // The facts are a list of their own, not the description's last lines.
    if (factBlocks[0]) factBlocks[0].gapBefore = 10;
  }
  blocks.push(...factBlocks);
  if (english) blocks.push(...labelNote(doc, area, words.labelNote));
  const ingredientsTitle = detail.ingredientesLabel === "Composição" ? words.composition : words.ingredients;
  blocks.push(
    ...section(doc, area, english ? ingredientsTitle : detail.ingredientesLabel, detail.ingredientes),
  );
  if (detail.statements.length > 0) blocks.push(...section(doc, area, words.statements, detail.statements));
  blocks.push(...section(doc, area, words.indications, detail.indicacoes));
  if (detail.modoUsar !== NOT_INFORMED) blocks.push(...section(doc, area, words.directions, detail.modoUsar));
  // Supplements: who the daily dose is for (decision 113).
  if (detail.grupoPopulacional)
    blocks.push(...section(doc, area, words.intendedFor, detail.grupoPopulacional));
  const m = detail.medicine;
  if (m) {
    const titles = words.medicine;
    const parts: [string, string][] = [
      [titles.formaFarmaceutica, m.formaFarmaceutica],
      [titles.advertencias, m.advertencias],
      [titles.contraindicacoes, m.contraindicacoes],
      [titles.efeitosAdversos, m.efeitosAdversos],
      [titles.cuidadosConservacao, m.cuidadosConservacao],
      [titles.regularizacao, m.regularizacao],
    ];
    if (m.alerta) parts.push([titles.alerta, m.alerta]);
    // Holder, CNPJ, responsible pharmacist and SAC, as on the page's "Observações".
    parts.push([titles.observacoes, m.observacoes]);
    for (const [title, body] of parts) blocks.push(...section(doc, area, title, body));
  }
  if (detail.nutrition) blocks.push(...nutritionTable(doc, area, detail.nutrition, words.nutrition));
  return blocks;
}
