/**
 * Permissive zod 4 schemas for the raw rows of data/raw/*.json (product rules §3).
 *
 * Every field is optional and "catches" a value of the wrong shape as undefined, so parsing a row only fails
 * when the row is not an object. `parseRaw(schema, row)` returns the typed row plus the names of fields whose
 * value was present but unusable, so the normalizer can report them as anomalies.
 *
 * - `rawProductSchema`, `rawImageEntrySchema`, `rawTechnicalSchema`: catalogue rows (PRODUTOS).
 * - `rawSupplementSchema`, `rawNutritionTableSchema`, `rawNutrientSchema`: supplement sheets.
 * - `rawCosmeticSchema`, `rawMedicineSchema`: cosmetic/perfumery and medicine sheets.
 * - `extractRows(json, key)`: the row array of a file given as `{ KEY: [...] }` or as a bare array.
 */
import { z } from "zod";
import { isRecord } from "../model/text";

/** Text-like values: the export writes numbers as strings and codes as JSON numbers. */
const text = z.union([z.string(), z.number()]).optional().catch(undefined);
const list = z.array(z.unknown()).optional().catch(undefined);
const textOrList = z
  .union([z.string(), z.array(z.unknown())])
  .optional()
  .catch(undefined);
const flag = z
  .union([z.boolean(), z.enum(["true", "false", "TRUE", "FALSE", "1", "0"]), z.literal(0), z.literal(1)])
  .transform((v) => v === true || v === "true" || v === "TRUE" || v === "1" || v === 1)
  .optional()
  .catch(undefined);

export const rawImageEntrySchema = z.looseObject({
  Caminho: text,
  NomeArquivo: text,
  Adicional: flag,
  Principal: flag,
});

export const rawTechnicalSchema = z.looseObject({
  ean13: text,
  ean14: text,
  dun14: text,
  ncm: text,
  cest: text,
  apresentacao: text,
  conteudo: text,
  validade: text,
  peso_liquido: text,
  peso_bruto: text,
  marca: text,
  forma_farmaceutica: text,
  regularizacao: text,
});

export const rawProductSchema = z.looseObject({
  Produto_codigo: text,
  Nome: text,
  Imagem: text,
  Barra: text,
  TipoProduto: text,
  CaixaPadrao: text,
  Imagens: list,
  Referencia: text,
  PrincipioAtivo: text,
  descricao: text,
  informacoes_nutricionais: text,
  dados_tecnicos: z.unknown().optional(),
  indicacoes: textOrList,
  composicao: text,
});

export const rawNutrientSchema = z.looseObject({
  Campo: text,
  Valor: text,
  OrdemDeExibicao: text,
});

export const rawNutritionTableSchema = z.looseObject({
  Porcao: text,
  Atributos: list,
});

export const rawSupplementSchema = z.looseObject({
  EAN13: text,
  EAN_14: text,
  NomeDoProduto: text,
  Nome_do_Produto: text,
  Ingredientes: text,
  Indicacoes: textOrList,
  ModoDeUso: text,
  GrupoPopulacional: text,
  Apresentacao: text,
  Conteudo: text,
  Marca: text,
  Sabor: text,
  NCM: text,
  CEST: text,
  TabelaNutricional: list,
});

export const rawCosmeticSchema = z.looseObject({
  EAN13: text,
  EAN_14: text,
  Produto: text,
  Apresentacao: text,
  Conteudo: text,
  ConteudoLiquido: text,
  ModoDeUso: text,
  ModoDeUsar: text,
  Advertencias: textOrList,
  Indicacoes: textOrList,
  Ingredientes: text,
  composicao: text,
  Marca: text,
  NCM: text,
  CEST: text,
});

export const rawMedicineSchema = z.looseObject({
  EAN_13: text,
  Produto: text,
  Composicao: text,
  Indicacoes: textOrList,
  ModoDeUso: text,
  Advertencias: text,
  Contraindicacoes: text,
  CuidadosDeConservacao: text,
  EfeitosAdversos: text,
  Observacoes: text,
  Regularizacao: text,
  Apresentacao: text,
  FormaFarmaceutica: text,
  PesoBruto: text,
  NCM: text,
  CEST: text,
  Alerta: text,
});

export type RawProduct = z.infer<typeof rawProductSchema>;
export type RawImageEntry = z.infer<typeof rawImageEntrySchema>;
export type RawSupplement = z.infer<typeof rawSupplementSchema>;
export type RawCosmetic = z.infer<typeof rawCosmeticSchema>;
export type RawMedicine = z.infer<typeof rawMedicineSchema>;

export type ParsedRaw<T> = { ok: true; data: T; unusableFields: string[] } | { ok: false };

/** Parses one row; `unusableFields` lists declared fields that were present but had an unusable shape. */
export function parseRaw<S extends z.ZodObject>(schema: S, row: unknown): ParsedRaw<z.infer<S>> {
  if (!isRecord(row)) return { ok: false };
  const result = schema.safeParse(row);
  if (!result.success) return { ok: false };
  const data: Record<string, unknown> = result.data;
  const unusableFields = Object.keys(row).filter(
    (key) => key in schema.shape && row[key] !== undefined && row[key] !== null && data[key] === undefined,
  );
  return { ok: true, data: result.data, unusableFields };
}

/** A file's rows: `{ KEY: [...] }`, a bare array, or an object holding exactly one array. */
export function extractRows(json: unknown, key?: string): unknown[] | null {
  if (Array.isArray(json)) return json;
  if (!isRecord(json)) return null;
  if (key && Array.isArray(json[key])) return json[key];
  const arrays = Object.values(json).filter(Array.isArray);
  return arrays.length === 1 ? (arrays[0] ?? null) : null;
}
