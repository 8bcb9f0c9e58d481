import { defineTexts } from "~/i18n/texts";

/**
 * The words a technical-sheet PDF prints around the product's data (scripts/build/assets/tech-sheet-*.ts), one
 * sheet per language (/fichatecnica/<EAN>.pdf and /fichatecnica/en/<EAN>.pdf). The Portuguese are the sheet's
 * words as they always were. On the English sheet the label's own text (ingredients, indications, directions,
 * warnings, the medicine's leaflet sections, the nutrition table) stays the Brazilian label's, in Portuguese,
 * under `labelNote`, as on the English pages; the technical labels and the category are product-detail.texts.ts's.
 */
export const techSheetTexts = defineTexts(
  {
    kicker: "FICHA TÉCNICA",
    documentTitle: (name: string) => `Ficha técnica – ${name}`,
    page: (page: number, pages: number) => `Página ${page} de ${pages}`,
    /** The catalogue's revision: "Revisão 07 — 26/11/2026". */
    revision: (number: string, year: string, month: string, day: string) =>
      `Revisão ${number} — ${day}/${month}/${year}`,
    type: "Tipo",
    /** After a medicine's type, printed on the English sheet only: the Portuguese one is the Brazilian sheet. */
    brazilOnly: "Somente no Brasil",
    description: "Descrição",
    /** Above the label's sections, printed on the English sheet only. */
    labelNote: "Texto do rótulo brasileiro (ANVISA), em português",
    ingredients: "Ingredientes",
    composition: "Composição",
    statements: "Advertências",
    indications: "Indicações",
    directions: "Modo de usar",
    intendedFor: "Indicado para",
    medicine: {
      formaFarmaceutica: "Forma farmacêutica",
      advertencias: "Advertências",
      contraindicacoes: "Contraindicações",
      efeitosAdversos: "Reações adversas",
      cuidadosConservacao: "Cuidados de conservação",
      regularizacao: "Regularização",
      alerta: "Alerta",
      observacoes: "Observações",
    },
    nutrition: "Informação nutricional",
  },
  {
    kicker: "TECHNICAL SHEET",
    documentTitle: (name: string) => `Technical sheet – ${name}`,
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    revision: (number: string, year: string, month: string, day: string) =>
      `Revision ${number} — ${month}/${day}/${year}`,
    type: "Type",
    brazilOnly: "Brazil only",
    description: "Description",
    labelNote: "Brazilian label text (ANVISA), in Portuguese",
    ingredients: "Ingredients",
    composition: "Composition",
    statements: "Label statements and warnings",
    indications: "Indications",
    directions: "Directions",
    intendedFor: "Intended for",
    medicine: {
      formaFarmaceutica: "Dosage form",
      advertencias: "Warnings",
      contraindicacoes: "Contraindications",
      efeitosAdversos: "Adverse effects",
      cuidadosConservacao: "Storage",
      regularizacao: "Registration",
      alerta: "Alert",
      observacoes: "Notes",
    },
    nutrition: "Nutrition table",
  },
);
