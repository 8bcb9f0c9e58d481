/**
 * Sheet lookup (product rules §9), O(1) per product through prebuilt Maps.
 *
 * - `buildSheetIndex({ supplements, cosmetics, medicines })`: the index (first sheet wins on a repeated key).
 * - `findSheet(product, index)`: the sheet of a product, by its type:
 *   Suplemento → a supplement whose EAN13 or EAN_14 equals a product barcode (Barra first);
 *   Cosmetico/Perfumaria → a cosmetic sheet holding the barcode among its EAN13 codes, else one whose Produto
 *   equals the product name, ignoring case and extra spaces;
 *   Medicamento → a medicine whose EAN_13 equals a barcode.
 * - `inferTypeFromSheets(index)`: a `NormalizeOptions.inferType` for rows whose TipoProduto is unknown.
 */
import type {
  CosmeticSheet,
  MedicineSheet,
  Product,
  ProductType,
  Sheet,
  SupplementSheet,
} from "../model/types";

export interface SheetIndex {
  supplementsByCode: Map<string, SupplementSheet>;
  cosmeticsByCode: Map<string, CosmeticSheet>;
  cosmeticsByName: Map<string, CosmeticSheet>;
  medicinesByCode: Map<string, MedicineSheet>;
}

export interface SheetLists {
  supplements: readonly SupplementSheet[];
  cosmetics: readonly CosmeticSheet[];
  medicines: readonly MedicineSheet[];
}

/** Case-insensitive, whitespace-tolerant; accents stay significant, as the product rules say "case-insensitive" only. */
export function sheetNameKey(name: string): string {
  return name.toLocaleLowerCase("pt-BR").replace(/\s+/g, " ").trim();
}

function setFirst<T>(map: Map<string, T>, key: string | null, value: T): void {
  if (key && !map.has(key)) map.set(key, value);
}

export function buildSheetIndex(lists: SheetLists): SheetIndex {
  const index: SheetIndex = {
    supplementsByCode: new Map(),
    cosmeticsByCode: new Map(),
    cosmeticsByName: new Map(),
    medicinesByCode: new Map(),
  };
  // EAN13 keys go in before EAN_14 keys so a 13-digit code always reaches its own sheet.
  for (const sheet of lists.supplements) setFirst(index.supplementsByCode, sheet.ean13, sheet);
  for (const sheet of lists.supplements) setFirst(index.supplementsByCode, sheet.ean14, sheet);
  for (const sheet of lists.cosmetics) {
    for (const code of sheet.ean13) setFirst(index.cosmeticsByCode, code, sheet);
    setFirst(index.cosmeticsByName, sheet.name === null ? null : sheetNameKey(sheet.name), sheet);
  }
  for (const sheet of lists.medicines) setFirst(index.medicinesByCode, sheet.ean13, sheet);
  return index;
}

type Lookup = Pick<Product, "type" | "barcodes" | "name">;

function byCodes<T>(map: Map<string, T>, codes: readonly string[]): T | null {
  for (const code of codes) {
    const hit = map.get(code);
    if (hit) return hit;
  }
  return null;
}

export function findSheet(product: Lookup, index: SheetIndex): Sheet | null {
  switch (product.type) {
    case "Suplemento":
      return byCodes(index.supplementsByCode, product.barcodes);
    case "Cosmetico":
    case "Perfumaria":
      return (
        byCodes(index.cosmeticsByCode, product.barcodes) ??
        index.cosmeticsByName.get(sheetNameKey(product.name)) ??
        null
      );
    case "Medicamento":
      return byCodes(index.medicinesByCode, product.barcodes);
  }
}

export function inferTypeFromSheets(index: SheetIndex) {
  return (barcodes: readonly string[], name: string): ProductType | null => {
    if (byCodes(index.medicinesByCode, barcodes)) return "Medicamento";
    if (byCodes(index.supplementsByCode, barcodes)) return "Suplemento";
    if (byCodes(index.cosmeticsByCode, barcodes) ?? index.cosmeticsByName.get(sheetNameKey(name))) {
      return "Cosmetico";
    }
    return null;
  };
}
