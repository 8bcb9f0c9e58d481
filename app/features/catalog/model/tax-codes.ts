/**
 * NCM and CEST checks (issue 11 item 6; DOMAIN-NOTES "What a pharmacy buyer needs"). An NF-e is rejected when
 * these differ from the national GTIN register, so catalog:check validates every pair.
 *
 * - `checkTaxCodes({ type, name, ncm, cest })`: format (NCM 0000.00.00, CEST 00.000.00), NCM chapter by product
 *   class (TIPI), the CEST segment tied to the NCM position (Convênio ICMS 142/2018: 20 cosmetics and
 *   perfumery, 13 medicines, 17 food) and the few items known to be reserved to other goods.
 */
import type { ProductType } from "./types";

export interface TaxIssue {
  field: "NCM" | "CEST";
  message: string;
}

/** NCM headings each product class may use (TIPI chapters 21/19 food, 30 medicines, 33/34/38 cosmetics). */
const NCM_BY_TYPE: Record<ProductType, RegExp> = {
  Suplemento: /^(2106|1904|2101|2202)\./,
  Medicamento: /^3004\./,
  Cosmetico: /^(330[3-7]|3401|3808)\./,
  Perfumaria: /^330[37]\./,
};

/** Convênio ICMS 142/2018: the CEST segment of each NCM heading we sell. */
const SEGMENT_BY_NCM: [RegExp, string][] = [
  [/^(330[3-7]|3401)\./, "20"],
  [/^3004\./, "13"],
  [/^(2106|1904|2101)\./, "17"],
];

/** Items of Anexo XX reserved to goods our catalogue names must mention (confirm each against the table). */
const RESERVED_ITEMS: { cest: string; goods: string; name: RegExp }[] = [
  { cest: "20.021.00", goods: "tintura para o cabelo", name: /tintura|colora[cç][aã]o|tonalizante/i },
];

export function checkTaxCodes(input: {
  type: ProductType;
  name: string;
  ncm: string | null;
  cest: string | null;
}): TaxIssue[] {
  const issues: TaxIssue[] = [];
  const { ncm, cest } = input;
  if (ncm !== null) {
    if (!/^\d{4}\.\d{2}\.\d{2}$/.test(ncm))
      issues.push({ field: "NCM", message: `${ncm} is not 0000.00.00` });
    else if (!NCM_BY_TYPE[input.type].test(ncm))
      issues.push({ field: "NCM", message: `${ncm} is not an NCM heading for ${input.type}` });
  }
  if (cest === null) return issues;
  if (!/^\d{2}\.\d{3}\.\d{2}$/.test(cest)) {
    issues.push({ field: "CEST", message: `${cest} is not 00.000.00` });
    return issues;
  }
  const segment = ncm ? SEGMENT_BY_NCM.find(([pattern]) => pattern.test(ncm))?.[1] : undefined;
  if (ncm && segment === undefined)
    issues.push({ field: "CEST", message: `${cest} given for NCM ${ncm}, which has no CEST segment here` });
  else if (segment !== undefined && !cest.startsWith(`${segment}.`))
    issues.push({ field: "CEST", message: `${cest} is not in segment ${segment} of NCM ${ncm}` });
  const reserved = RESERVED_ITEMS.find((item) => item.cest === cest);
  if (reserved && !reserved.name.test(input.name))
    issues.push({
      field: "CEST",
      message: `${cest} is the item of ${reserved.goods}, not of "${input.name}"`,
    });
  return issues;
}
