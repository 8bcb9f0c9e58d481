/**
 * The "Dados Técnicos" table a buyer copies into an ERP, one list shared by the page, the
 * dialog and the PDF so they cannot drift. Type-only import: this file stays light for the browser bundle.
 *
 * - `technicalRows(detail)`: [label, value, copyLabel?] rows; `copyLabel` marks a code that gets a copy button.
 */
import type { ProductDetail } from "./detail";

export type TechnicalRow = [label: string, value: string, copyLabel?: string];

export function technicalRows(detail: ProductDetail): TechnicalRow[] {
  const t = detail.technical;
  const rows: TechnicalRow[] = [
    ["Marca", detail.marca],
    ["Categoria regulatória", t.categoria],
    ["Apresentação", t.apresentacao],
    ["Conteúdo", t.conteudo],
  ];
  if (detail.type === "Suplemento") rows.push(["Sabor", detail.sabor]);
  if (detail.medicine) {
    rows.push(["Forma farmacêutica", detail.medicine.formaFarmaceutica]);
    rows.push(["Regularização", detail.medicine.regularizacao]);
  }
  rows.push(
    ["EAN-13", t.ean13, "EAN-13"],
    ["DUN-14", t.dun14, "DUN-14"],
    // docs/domain-notes.md: the DUN-14's indicator digit stands for this case quantity.
    ["Unidades por caixa", t.unidadesPorCaixa],
    ["NCM", t.ncm, "NCM"],
    ["CEST", t.cest, "CEST"],
    ["Peso líquido", t.pesoLiquido],
    ["Peso bruto", t.pesoBruto],
    ["Validade", t.validade],
  );
  return rows;
}
