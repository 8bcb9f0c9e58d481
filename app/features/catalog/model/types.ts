/**
 * Strict domain types of the catalogue, produced from the messy raw sources by ingest/normalize.server.ts and
 * ingest/normalize-sheets.server.ts. Every field is present; missing data is null (or an empty list), never
 * undefined. Browser-safe: no imports.
 */

export const productTypes = ["Suplemento", "Cosmetico", "Perfumaria", "Medicamento"] as const;
export type ProductType = (typeof productTypes)[number];

/** Labels shown to visitors (pt-BR). */
export const productTypeLabels: Record<ProductType, string> = {
  Suplemento: "Suplemento",
  Cosmetico: "Cosmético",
  Perfumaria: "Perfumaria",
  Medicamento: "Medicamento",
};

/** Which raw file an anomaly comes from. */
export type AnomalySource = "produtos" | "suplementos" | "cosmeticos" | "medicamentos";

/**
 * One thing wrong in the raw data and what the normalizer did about it.
 * `severity: "error"` means the row could not be used at all (catalog:check then exits non-zero).
 */
export interface Anomaly {
  source: AnomalySource;
  /** Index of the row in its raw array (0-based), or null for file-level problems. */
  row: number | null;
  /** Produto_codigo for catalogue rows, the sheet's first barcode for sheets, when known. */
  code: string | null;
  field: string;
  action: string;
  severity: "warning" | "error";
}

/** Image references of a product, already validated; resolution order lives in images.ts. */
export interface ProductImageRefs {
  /** Caminho of each Imagens entry, Principal entries first, then array order. */
  gallery: string[];
  /** Alternative fields (UrlImagem, FotoPrincipal, …) then Imagem as /img/produtos/<file>, in priority order. */
  alternatives: string[];
}

/** Technical data from the catalogue row's dados_tecnicos (sheets may complete it, see detail.ts). */
export interface ProductTechnical {
  ean13: string | null;
  ean14: string | null;
  ncm: string | null;
  cest: string | null;
  apresentacao: string | null;
  conteudo: string | null;
  validade: string | null;
  pesoLiquido: string | null;
  pesoBruto: string | null;
  formaFarmaceutica: string | null;
  regularizacao: string | null;
}

export interface Product {
  /** Produto_codigo, unique after dedupe. */
  code: string;
  name: string;
  type: ProductType;
  /** Barra as digits (EAN-13, sometimes an EAN-14), or null when the row had none usable. */
  barcode: string | null;
  /** Every barcode that identifies the product (Barra first, then dados_tecnicos ean13/ean14/dun14). */
  barcodes: string[];
  /** CaixaPadrao as an integer (units per shipping box), or null. */
  boxQuantity: number | null;
  referencia: string | null;
  principioAtivo: string | null;
  descricao: string | null;
  /** Brand from dados_tecnicos.marca or, once the catalogue is built, from the matched sheet's Marca. */
  brand: string | null;
  indicacoes: string | null;
  composicao: string | null;
  informacoesNutricionais: string | null;
  technical: ProductTechnical;
  images: ProductImageRefs;
  /** Folded "nome referencia principio ativo" text, computed once for the substring rule (search/search-floor.ts). */
  searchText: string;
  /** Index of the row in PRODUTOS, for anomaly reports. */
  rowIndex: number;
}

/** A nutrient line as written in a sheet table (cleaned only enough to be typed). */
export interface RawNutrient {
  campo: string;
  valor: string | null;
  ordem: number | null;
}

export interface RawNutritionTable {
  porcao: string | null;
  atributos: RawNutrient[];
}

export interface SupplementSheet {
  kind: "suplemento";
  index: number;
  ean13: string | null;
  ean14: string | null;
  name: string | null;
  ingredientes: string | null;
  indicacoes: string[];
  /** The recommended daily dose and how to take it (RDC 243/2018), as the label states it. */
  modoUso: string | null;
  /** Who the product is for, in ANVISA's population groups ("Adultos (19 anos ou mais)"), "; "-separated. */
  grupoPopulacional: string | null;
  apresentacao: string | null;
  conteudo: string | null;
  marca: string | null;
  sabor: string | null;
  ncm: string | null;
  cest: string | null;
  tabelaNutricional: RawNutritionTable[];
}

export interface CosmeticSheet {
  kind: "cosmetico";
  index: number;
  /** Every code of the EAN13 field, split on "/" or spaces. */
  ean13: string[];
  ean14: string | null;
  name: string | null;
  apresentacao: string | null;
  conteudo: string | null;
  modoUso: string | null;
  /** The label's mandatory warnings (sunscreens, repellents, children's products: decision 112), one a line. */
  advertencias: string[];
  indicacoes: string[];
  ingredientes: string | null;
  /** Null for kits ("-") and when absent. */
  marca: string | null;
  ncm: string | null;
  cest: string | null;
}

export interface MedicineSheet {
  kind: "medicamento";
  index: number;
  ean13: string | null;
  name: string | null;
  composicao: string | null;
  indicacoes: string[];
  modoUso: string | null;
  advertencias: string | null;
  contraindicacoes: string | null;
  cuidadosConservacao: string | null;
  efeitosAdversos: string | null;
  observacoes: string | null;
  regularizacao: string | null;
  apresentacao: string | null;
  formaFarmaceutica: string | null;
  pesoBruto: string | null;
  ncm: string | null;
  cest: string | null;
  alerta: string | null;
}

export type Sheet = SupplementSheet | CosmeticSheet | MedicineSheet;
