/**
 * Normalization of the product sheets (data/raw/suplementos.json, cosmeticos.json, medicamentos.json).
 *
 * - `normalizeSupplementSheets(json)`, `normalizeCosmeticSheets(json)`, `normalizeMedicineSheets(json)`:
 *   strict sheets plus anomalies; never throw. Field-name variants are merged (NomeDoProduto/Nome_do_Produto,
 *   Conteudo/ConteudoLiquido, ModoDeUso/ModoDeUsar, Ingredientes/composicao), Indicacoes becomes a list of lines
 *   ("-" means none), Marca "-" (kits) becomes null, cosmetic EAN13 is split into its codes, barcodes are checked.
 *   Nutrition tables stay raw here (typed only); nutrition.ts interprets and reports them.
 */
import { isValidGtin, normalizeBarcode, splitBarcodes } from "../model/barcodes";
import { cleanText, firstText, toLines } from "../model/text";
import type {
  Anomaly,
  AnomalySource,
  CosmeticSheet,
  MedicineSheet,
  RawNutritionTable,
  SupplementSheet,
} from "../model/types";
import {
  extractRows,
  parseRaw,
  rawCosmeticSchema,
  rawMedicineSchema,
  rawNutrientSchema,
  rawNutritionTableSchema,
  rawSupplementSchema,
} from "./raw-schemas.server";

export interface NormalizedSheets<T> {
  sheets: T[];
  anomalies: Anomaly[];
  rawRowCount: number;
}

type Reporter = (field: string, action: string, severity?: Anomaly["severity"]) => void;

function run<T>(
  json: unknown,
  source: AnomalySource,
  parseRow: (row: unknown, index: number, report: Reporter, setCode: (c: string | null) => void) => T | null,
): NormalizedSheets<T> {
  const anomalies: Anomaly[] = [];
  const rows = extractRows(json);
  if (rows === null) {
    anomalies.push({
      source,
      row: null,
      code: null,
      field: "(file)",
      action: "no row array found",
      severity: "error",
    });
    return { sheets: [], anomalies, rawRowCount: 0 };
  }
  const sheets: T[] = [];
  rows.forEach((row, index) => {
    let code: string | null = null;
    const report: Reporter = (field, action, severity = "warning") =>
      anomalies.push({ source, row: index, code, field, action, severity });
    const sheet = parseRow(row, index, report, (c) => {
      code = c;
    });
    if (sheet) sheets.push(sheet);
  });
  return { sheets, anomalies, rawRowCount: rows.length };
}

function checkedCode(value: unknown, field: string, lengths: number[], report: Reporter): string | null {
  if (cleanText(value) === null) return null;
  const digits = normalizeBarcode(value);
  if (digits === null || !lengths.includes(digits.length) || !isValidGtin(digits)) {
    report(field, `${JSON.stringify(value)} is not a valid barcode; ignored`);
    return null;
  }
  if (typeof value === "number") report(field, "JSON number converted to a digit string");
  return digits;
}

function reportUnusable(fields: string[], report: Reporter): void {
  for (const field of fields) report(field, "value of an unexpected type ignored");
}

function unusableRow(report: Reporter): null {
  report("(row)", "row is not an object; skipped", "error");
  return null;
}

function noKey(report: Reporter): null {
  report("EAN13", "no barcode and no name; sheet can never match a product, skipped", "error");
  return null;
}

export function normalizeSupplementSheets(json: unknown): NormalizedSheets<SupplementSheet> {
  return run(json, "suplementos", (row, index, report, setCode) => {
    const parsed = parseRaw(rawSupplementSchema, row);
    if (!parsed.ok) return unusableRow(report);
    const raw = parsed.data;
    setCode(cleanText(raw.EAN13));
    reportUnusable(parsed.unusableFields, report);
    const ean13 = checkedCode(raw.EAN13, "EAN13", [13], report);
    const ean14 = checkedCode(raw.EAN_14, "EAN_14", [14], report);
    const name = firstText(raw, ["NomeDoProduto", "Nome_do_Produto"]);
    if (ean13 === null && ean14 === null && name === null) return noKey(report);
    return {
      kind: "suplemento",
      index,
      ean13,
      ean14,
      name,
      ingredientes: cleanText(raw.Ingredientes),
      indicacoes: toLines(raw.Indicacoes),
      modoUso: cleanText(raw.ModoDeUso),
      grupoPopulacional: cleanText(raw.GrupoPopulacional),
      apresentacao: cleanText(raw.Apresentacao),
      conteudo: cleanText(raw.Conteudo),
      marca: cleanText(raw.Marca),
      sabor: cleanText(raw.Sabor),
      ncm: cleanText(raw.NCM),
      cest: cleanText(raw.CEST),
      tabelaNutricional: parseNutritionTables(raw.TabelaNutricional, report),
    };
  });
}

function parseNutritionTables(value: unknown, report: Reporter): RawNutritionTable[] {
  if (!Array.isArray(value)) return [];
  const tables: RawNutritionTable[] = [];
  value.forEach((entry, t) => {
    const table = parseRaw(rawNutritionTableSchema, entry);
    if (!table.ok) {
      report(`TabelaNutricional[${t}]`, "table is not an object; ignored");
      return;
    }
    const atributos: RawNutritionTable["atributos"] = [];
    for (const attribute of table.data.Atributos ?? []) {
      const parsed = parseRaw(rawNutrientSchema, attribute);
      const campo = parsed.ok ? cleanText(parsed.data.Campo) : null;
      if (!parsed.ok || campo === null) {
        report(`TabelaNutricional[${t}].Atributos`, "attribute without Campo ignored");
        continue;
      }
      const ordem = Number(String(parsed.data.OrdemDeExibicao ?? "").trim());
      atributos.push({
        campo,
        valor: parsed.data.Valor === undefined ? null : String(parsed.data.Valor),
        ordem:
          Number.isFinite(ordem) && String(parsed.data.OrdemDeExibicao ?? "").trim() !== "" ? ordem : null,
      });
    }
    // Porcao stays untrimmed so nutrition.ts can report the malformed labels it cleans.
    const porcao = table.data.Porcao;
    tables.push({ porcao: cleanText(porcao) === null ? null : String(porcao), atributos });
  });
  return tables;
}

export function normalizeCosmeticSheets(json: unknown): NormalizedSheets<CosmeticSheet> {
  return run(json, "cosmeticos", (row, index, report, setCode) => {
    const parsed = parseRaw(rawCosmeticSchema, row);
    if (!parsed.ok) return unusableRow(report);
    const raw = parsed.data;
    setCode(cleanText(raw.EAN13));
    reportUnusable(parsed.unusableFields, report);
    const ean13: string[] = [];
    for (const code of splitBarcodes(raw.EAN13)) {
      if (code.length === 13 && isValidGtin(code)) ean13.push(code);
      else report("EAN13", `code ${code} is not a valid EAN-13; ignored`);
    }
    const name = cleanText(raw.Produto);
    if (ean13.length === 0 && name === null) return noKey(report);
    return {
      kind: "cosmetico",
      index,
      ean13,
      ean14: checkedCode(raw.EAN_14, "EAN_14", [14], report),
      name,
      apresentacao: cleanText(raw.Apresentacao),
      conteudo: firstText(raw, ["Conteudo", "ConteudoLiquido"]),
      modoUso: firstText(raw, ["ModoDeUso", "ModoDeUsar"]),
      advertencias: toLines(raw.Advertencias),
      indicacoes: toLines(raw.Indicacoes),
      ingredientes: firstText(raw, ["Ingredientes", "composicao"]),
      marca: cleanText(raw.Marca),
      ncm: cleanText(raw.NCM),
      cest: cleanText(raw.CEST),
    };
  });
}

export function normalizeMedicineSheets(json: unknown): NormalizedSheets<MedicineSheet> {
  return run(json, "medicamentos", (row, index, report, setCode) => {
    const parsed = parseRaw(rawMedicineSchema, row);
    if (!parsed.ok) return unusableRow(report);
    const raw = parsed.data;
    setCode(cleanText(raw.EAN_13));
    reportUnusable(parsed.unusableFields, report);
    const ean13 = checkedCode(raw.EAN_13, "EAN_13", [13], report);
    const name = cleanText(raw.Produto);
    if (ean13 === null && name === null) return noKey(report);
    return {
      kind: "medicamento",
      index,
      ean13,
      name,
      composicao: cleanText(raw.Composicao),
      indicacoes: toLines(raw.Indicacoes),
      modoUso: cleanText(raw.ModoDeUso),
      advertencias: cleanText(raw.Advertencias),
      contraindicacoes: cleanText(raw.Contraindicacoes),
      cuidadosConservacao: cleanText(raw.CuidadosDeConservacao),
      efeitosAdversos: cleanText(raw.EfeitosAdversos),
      observacoes: cleanText(raw.Observacoes),
      regularizacao: cleanText(raw.Regularizacao),
      apresentacao: cleanText(raw.Apresentacao),
      formaFarmaceutica: cleanText(raw.FormaFarmaceutica),
      pesoBruto: cleanText(raw.PesoBruto),
      ncm: cleanText(raw.NCM),
      cest: cleanText(raw.CEST),
      alerta: cleanText(raw.Alerta),
    };
  });
}
