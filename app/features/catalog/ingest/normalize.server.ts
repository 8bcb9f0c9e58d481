/**
 * Normalization of the catalogue (data/raw/produtos.json) into strict `Product`s plus an anomaly report.
 *
 * - `normalizeProducts(json, options)`: never throws, whatever JSON it is given. Rows are deduped by
 *   Produto_codigo (first wins), CaixaPadrao becomes an integer, TipoProduto one of the four types, Barra and
 *   dados_tecnicos codes become digit strings checked against their GS1 check digit, images are collected
 *   and validated (image-refs.server.ts). Each fix is reported as an `Anomaly` with row index, code, field and action.
 * - `parseProductType(value)`: "Cosmético", " suplementos " … → a `ProductType`, or null.
 */
import { isValidGtin, normalizeBarcode } from "../model/barcodes";
import { buildSearchText, cleanText, foldText, isRecord, toLines } from "../model/text";
import type { Anomaly, Product, ProductTechnical, ProductType } from "../model/types";
import { collectImageRefs } from "./image-refs.server";
import { extractRows, parseRaw, rawProductSchema, rawTechnicalSchema } from "./raw-schemas.server";

export interface NormalizeOptions {
  /** Used when TipoProduto is missing or unknown: the type of the sheet that matches these barcodes. */
  inferType?: (barcodes: readonly string[], name: string) => ProductType | null;
}

export interface NormalizedProducts {
  products: Product[];
  anomalies: Anomaly[];
  /** Rows found in the file before dedupe (0 when the file has no row array). */
  rawRowCount: number;
}

const TYPE_ALIASES: Record<string, ProductType> = {
  suplemento: "Suplemento",
  suplementos: "Suplemento",
  "suplemento alimentar": "Suplemento",
  cosmetico: "Cosmetico",
  cosmeticos: "Cosmetico",
  perfumaria: "Perfumaria",
  perfume: "Perfumaria",
  medicamento: "Medicamento",
  medicamentos: "Medicamento",
};

export function parseProductType(value: unknown): ProductType | null {
  const text = cleanText(value);
  if (text === null) return null;
  const key = foldText(text);
  // Own keys only: "__proto__" or "constructor" in the data must not read Object.prototype.
  return Object.hasOwn(TYPE_ALIASES, key) ? (TYPE_ALIASES[key] ?? null) : null;
}

export function normalizeProducts(json: unknown, options: NormalizeOptions = {}): NormalizedProducts {
  const anomalies: Anomaly[] = [];
  const rows = extractRows(json, "PRODUTOS");
  if (rows === null) {
    anomalies.push(fileAnomaly("PRODUTOS", "no PRODUTOS array found; catalogue is empty"));
    return { products: [], anomalies, rawRowCount: 0 };
  }
  const products: Product[] = [];
  const firstRowOfCode = new Map<string, number>();
  const keptByCode = new Map<string, Product>();
  rows.forEach((row, rowIndex) => {
    const product = normalizeRow(row, rowIndex, options, (a) => anomalies.push(a));
    if (!product) return;
    const first = firstRowOfCode.get(product.code);
    if (first !== undefined) {
      anomalies.push({
        source: "produtos",
        row: rowIndex,
        code: product.code,
        field: "Produto_codigo",
        action: `duplicate of row ${first}; first row kept, this row dropped`,
        severity: "warning",
      });
      const kept = keptByCode.get(product.code);
      for (const conflict of kept ? duplicateConflicts(kept, product) : []) {
        anomalies.push({
          source: "produtos",
          row: rowIndex,
          code: product.code,
          field: conflict.field,
          action: `${CONFLICTING_DUPLICATE}: ${JSON.stringify(conflict.kept)} kept (row ${first}), ${JSON.stringify(conflict.dropped)} dropped`,
          severity: "warning",
        });
      }
      return;
    }
    firstRowOfCode.set(product.code, rowIndex);
    keptByCode.set(product.code, product);
    products.push(product);
  });
  return { products, anomalies, rawRowCount: rows.length };
}

/** How a duplicate row that disagrees with the kept one is reported; catalog:check makes it an error. */
export const CONFLICTING_DUPLICATE = "conflicting duplicate";

/** The buyer-facing fields on which two rows of one Produto_codigo disagree (say which value won). */
export function duplicateConflicts(
  kept: Product,
  dropped: Product,
): { field: string; kept: unknown; dropped: unknown }[] {
  const fields: [string, (p: Product) => unknown][] = [
    ["Nome", (p) => p.name],
    ["Barra", (p) => p.barcode],
    ["CaixaPadrao", (p) => p.boxQuantity],
    ["TipoProduto", (p) => p.type],
    ...(Object.keys(kept.technical) as (keyof Product["technical"])[]).map(
      (key): [string, (p: Product) => unknown] => [`dados_tecnicos.${key}`, (p) => p.technical[key]],
    ),
  ];
  return fields.flatMap(([field, read]) => {
    const a = read(kept);
    const b = read(dropped);
    return a === b || b === null ? [] : [{ field, kept: a, dropped: b }];
  });
}

function fileAnomaly(field: string, action: string): Anomaly {
  return { source: "produtos", row: null, code: null, field, action, severity: "error" };
}

function normalizeRow(
  row: unknown,
  rowIndex: number,
  options: NormalizeOptions,
  report: (a: Anomaly) => void,
): Product | null {
  let code: string | null = null;
  const warn = (field: string, action: string, severity: Anomaly["severity"] = "warning") =>
    report({ source: "produtos", row: rowIndex, code, field, action, severity });

  const parsed = parseRaw(rawProductSchema, row);
  if (!parsed.ok || !isRecord(row)) {
    warn("(row)", "row is not an object; skipped", "error");
    return null;
  }
  const raw = parsed.data;
  code = cleanText(raw.Produto_codigo);
  for (const field of parsed.unusableFields) warn(field, "value of an unexpected type ignored");

  let name = cleanText(raw.Nome);
  const referencia = cleanText(raw.Referencia);
  const technical = normalizeTechnical(raw.dados_tecnicos, warn);
  const barcode = normalizeBarra(raw.Barra, technical, warn);

  if (code === null) {
    if (name === null) {
      warn("Produto_codigo", "no Produto_codigo and no Nome; row cannot be used, skipped", "error");
      return null;
    }
    const derived = barcode ?? referencia;
    if (derived === null) {
      warn("Produto_codigo", "no Produto_codigo, Barra or Referencia to identify it; skipped", "error");
      return null;
    }
    code = derived;
    warn("Produto_codigo", `missing; ${barcode ? "Barra" : "Referencia"} "${derived}" used as code`);
  }
  if (name === null) {
    name = referencia ?? `Produto ${code}`;
    warn("Nome", `missing; "${name}" used as name`);
  }

  const barcodes = [...new Set([barcode, technical.ean13, technical.ean14].filter((c) => c !== null))];
  let type = parseProductType(raw.TipoProduto);
  const typeText = cleanText(raw.TipoProduto);
  if (type === null) {
    type = options.inferType?.(barcodes, name) ?? null;
    if (type === null) {
      warn("TipoProduto", `unknown type ${JSON.stringify(typeText)}; row cannot be placed, skipped`, "error");
      return null;
    }
    warn("TipoProduto", `unknown type ${JSON.stringify(typeText)}; "${type}" inferred from its sheet`);
  } else if (typeText !== type) {
    warn("TipoProduto", `"${typeText}" read as "${type}"`);
  }

  const collected = collectImageRefs(row);
  if (collected.emptyEntries > 0)
    warn("Imagens", `${collected.emptyEntries} entry(ies) without Caminho ignored`);
  for (const { field, value } of collected.rejected)
    warn(field, `invalid image source ${JSON.stringify(value)} ignored`);

  const principioAtivo = cleanText(raw.PrincipioAtivo);
  return {
    code,
    name,
    type,
    barcode,
    barcodes,
    boxQuantity: normalizeBoxQuantity(raw.CaixaPadrao, warn),
    referencia,
    principioAtivo,
    descricao: cleanText(raw.descricao),
    brand: technical.brand,
    indicacoes: toLines(raw.indicacoes).join("\n") || null,
    composicao: cleanText(raw.composicao),
    informacoesNutricionais: cleanText(raw.informacoes_nutricionais),
    technical: technical.data,
    images: collected.refs,
    searchText: buildSearchText([name, referencia, principioAtivo]),
    rowIndex,
  };
}

type Warn = (field: string, action: string, severity?: Anomaly["severity"]) => void;

function normalizeBarra(value: unknown, technical: { ean13: string | null }, warn: Warn): string | null {
  if (value === undefined || value === null || cleanText(value) === null) {
    if (technical.ean13) warn("Barra", `missing; dados_tecnicos.ean13 ${technical.ean13} used`);
    else warn("Barra", "missing; product can only be found by code");
    return technical.ean13;
  }
  const barcode = normalizeBarcode(value);
  if (barcode === null) {
    warn("Barra", `${JSON.stringify(value)} is not a barcode; ignored`);
    return technical.ean13;
  }
  if (typeof value === "number") warn("Barra", "JSON number converted to a digit string");
  else if (value !== barcode) warn("Barra", `"${value}" cleaned to "${barcode}"`);
  if (!isValidGtin(barcode)) warn("Barra", `${barcode} fails the GS1 check digit; kept for lookup only`);
  return barcode;
}

function normalizeBoxQuantity(value: unknown, warn: Warn): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === "number") {
    if (Number.isInteger(value) && value > 0) return value;
    warn("CaixaPadrao", `${value} is not a positive integer; left empty`);
    return null;
  }
  const text = String(value).trim();
  if (/^\d+$/.test(text) && Number(text) > 0) {
    warn("CaixaPadrao", `string ${JSON.stringify(value)} parsed to integer ${Number(text)}`);
    return Number(text);
  }
  warn("CaixaPadrao", `${JSON.stringify(value)} is not an integer; left empty`);
  return null;
}

function normalizeTechnical(
  value: unknown,
  warn: Warn,
): { data: ProductTechnical; ean13: string | null; ean14: string | null; brand: string | null } {
  const parsed = parseRaw(rawTechnicalSchema, value);
  const raw = parsed.ok ? parsed.data : {};
  if (value !== undefined && value !== null && !parsed.ok) warn("dados_tecnicos", "not an object; ignored");
  const code = (field: string, input: unknown, length: 13 | 14): string | null => {
    if (cleanText(input) === null) return null;
    const digits = normalizeBarcode(input);
    if (digits !== null && digits.length === length && isValidGtin(digits)) return digits;
    warn(`dados_tecnicos.${field}`, `${JSON.stringify(input)} is not a valid EAN-${length}; ignored`);
    return null;
  };
  const ean13 = code("ean13", raw.ean13, 13);
  const ean14 = code("ean14", raw.ean14, 14) ?? code("dun14", raw.dun14, 14);
  return {
    ean13,
    ean14,
    brand: cleanText(raw.marca),
    data: {
      ean13,
      ean14,
      ncm: cleanText(raw.ncm),
      cest: cleanText(raw.cest),
      apresentacao: cleanText(raw.apresentacao),
      conteudo: cleanText(raw.conteudo),
      validade: cleanText(raw.validade),
      pesoLiquido: cleanText(raw.peso_liquido),
      pesoBruto: cleanText(raw.peso_bruto),
      formaFarmaceutica: cleanText(raw.forma_farmaceutica),
      regularizacao: cleanText(raw.regularizacao),
    },
  };
}
