/**
 * NCM and CEST of a product against the CEST table (decision 111; rows in cest-table.ts). An NF-e is rejected
 * when the pair differs from what the national GTIN register holds, so catalog:check validates every pair.
 *
 * - `cestRowsFor(ncm)`: the table rows whose NCM position covers an 8-digit NCM.
 * - `cestStatus(ncm, cest)`: "given", "not-applicable" (no row covers the NCM: the empty CEST is correct) or
 *   "missing" (a row covers the NCM and the product has no CEST).
 * - `KIND_ITEMS`: among the rows covering one NCM, the items that fit each kind of goods (a conditioner and a
 *   hair mask share 3305.90.00 but not their item).
 * - `checkTaxCodes({ type, kind, ncm, cest })`: format, NCM heading by product class, the pair as a row of the
 *   table, and the item against the kind; each issue says whether it is an error.
 */
import { CEST_ROWS, type CestRow } from "./cest-table";
import type { ProductKind } from "./product-kind";
import type { ProductType } from "./types";

const digits = (code: string) => code.replace(/\D/g, "");

export function cestRowsFor(ncm: string): CestRow[] {
  const code = digits(ncm);
  return CEST_ROWS.filter((row) => code.startsWith(row.ncm));
}

export type CestStatus = "given" | "not-applicable" | "missing";

export function cestStatus(ncm: string | null, cest: string | null): CestStatus {
  if (cest) return "given";
  return ncm && cestRowsFor(ncm).length === 0 ? "not-applicable" : "missing";
}

/** The items each kind may take; a kind absent here takes any row that covers its NCM. */
const KIND_ITEMS: Partial<Record<ProductKind, readonly string[]>> = {
  shampoo: ["20.017.00"],
  conditioner: ["20.021.00"],
  "hair-preparation": ["20.020.00"],
  "hair-dye": ["20.022.00"],
  deodorant: ["20.027.00", "20.029.00"],
  antiperspirant: ["20.028.00", "20.030.00"],
  sunscreen: ["20.016.00"],
  "skin-care": ["20.014.00", "20.015.00"],
  cologne: ["20.007.00", "20.008.00"],
  shaving: ["20.026.00"],
  "bar-soap": ["20.034.00", "20.035.00"],
  "liquid-soap": ["20.036.00", "20.037.00"],
  "notified-medicine": ["13.004.00", "13.004.01", "13.004.02"],
};

/**
 * Kinds whose NCM a row covers but whose item the data leaves empty on purpose, with the reason (decision 111):
 * a warning, not an error, until the missing fact is settled.
 */
const PENDING_CEST: Partial<Record<ProductKind, string>> = {
  "protein-bar":
    "the rows that cover a cocoa-coated bar (17.002.00 chocolates, 17.043.00 cereal bars with cocoa) describe " +
    "other goods; the item stays empty until settled (decision 111)",
};

export interface TaxIssue {
  field: "NCM" | "CEST";
  message: string;
  severity: "warning" | "error";
}

/** NCM headings each product class may use (TIPI chapters 17-22 food; 30 medicines; 33, 34, 38). */
const NCM_BY_TYPE: Record<ProductType, RegExp> = {
  Suplemento: /^(1702|1806|1904|2106|2202)\./,
  Medicamento: /^3004\./,
  Cosmetico: /^(330[3-7]|3401|3808)\./,
  Perfumaria: /^330[37]\./,
};

const issue =
  (severity: TaxIssue["severity"]) =>
  (field: TaxIssue["field"], message: string): TaxIssue => ({ field, message, severity });
const error = issue("error");
const warning = issue("warning");

function checkNcm(type: ProductType, kind: ProductKind, ncm: string | null): TaxIssue[] {
  if (ncm === null) return [error("NCM", `no NCM; a ${kind} needs one`)];
  if (!/^\d{4}\.\d{2}\.\d{2}$/.test(ncm)) return [error("NCM", `${ncm} is not 0000.00.00`)];
  if (!NCM_BY_TYPE[type].test(ncm)) return [error("NCM", `${ncm} is not an NCM heading for ${type}`)];
  return [];
}

const listRows = (rows: CestRow[]) => rows.map((r) => `${r.cest} (${r.description})`).join(", ");

function checkEmptyCest(kind: ProductKind, ncm: string): TaxIssue[] {
  const covering = cestRowsFor(ncm);
  if (covering.length === 0) return [];
  const rows = covering.filter((r) => KIND_ITEMS[kind]?.includes(r.cest) ?? true);
  const pending = PENDING_CEST[kind];
  if (pending) return [warning("CEST", `no CEST: ${pending}`)];
  return [error("CEST", `no CEST; the table has ${listRows(rows)} for NCM ${ncm}`)];
}

export function checkTaxCodes(input: {
  type: ProductType;
  kind: ProductKind;
  ncm: string | null;
  cest: string | null;
}): TaxIssue[] {
  const { kind, ncm, cest } = input;
  const issues = checkNcm(input.type, kind, ncm);
  if (issues.some((i) => i.severity === "error") || ncm === null) return issues;
  if (cest === null) return [...issues, ...checkEmptyCest(kind, ncm)];
  if (!/^\d{2}\.\d{3}\.\d{2}$/.test(cest)) return [...issues, error("CEST", `${cest} is not 00.000.00`)];
  if (!CEST_ROWS.some((r) => r.cest === cest))
    return [...issues, error("CEST", `${cest} is not an item of the CEST table`)];
  const covering = cestRowsFor(ncm);
  if (!covering.some((r) => r.cest === cest)) {
    const others =
      covering.length > 0 ? `; it has ${listRows(covering)}` : "; no item covers it (não se aplica)";
    return [...issues, error("CEST", `(${ncm}, ${cest}) is not a row of the table${others}`)];
  }
  const fits = KIND_ITEMS[kind];
  if (fits && !fits.includes(cest)) {
    const item = covering.find((r) => r.cest === cest);
    issues.push(error("CEST", `${cest} is the item of ${item?.description}, not of a ${kind}`));
  }
  return issues;
}
