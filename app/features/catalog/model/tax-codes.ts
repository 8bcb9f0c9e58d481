/**
 * NCM and CEST of a product against the Convênio ICMS 142/2018 rows the project holds (decision 090). An NF-e
 * is rejected when these differ from the national GTIN register, so catalog:check validates every pair.
 *
 * - `CEST_ITEMS`: the items the catalogue uses or must avoid, each with its description, NCM position, the
 *   product kinds it covers and where the row comes from. `verified: false` rows are used by the data but not
 *   confirmed by a table available here; checks against them are warnings, never errors.
 * - `expectedCestItem(kind)`: the verified item for a product kind, or null when the table held does not settle it.
 * - `checkTaxCodes({ type, kind, ncm, cest })`: format (NCM 0000.00.00, CEST 00.000.00), NCM heading by product
 *   class, CEST segment of the NCM, and the item against the kind; each issue says whether it is an error.
 */
import type { ProductKind } from "./product-kind";
import type { ProductType } from "./types";

export interface CestItem {
  cest: string;
  /** Description as the source gives it. */
  description: string;
  /** NCM position (a prefix of the 8-digit code, dotted) the item is tied to, or null when the source gives none. */
  ncm: string | null;
  kinds: readonly ProductKind[];
  verified: boolean;
  source: string;
}

const NOTES = "Anexo XX table (hair items, deodorants)";
const UNVERIFIED = "used by data/raw; no table row available here (decision 090)";

export const CEST_ITEMS: readonly CestItem[] = [
  {
    cest: "20.017.00",
    description: "Xampus (shampoos)",
    ncm: "3305.10",
    kinds: ["shampoo"],
    verified: true,
    source: NOTES,
  },
  {
    cest: "20.020.00",
    description: "Outras preparações capilares (masks, finishers)",
    ncm: "3305.90",
    kinds: ["hair-preparation"],
    verified: true,
    source: NOTES,
  },
  {
    cest: "20.021.00",
    description: "Condicionadores",
    ncm: "3305.90",
    kinds: ["conditioner"],
    verified: true,
    source: NOTES,
  },
  {
    cest: "20.022.00",
    description: "Tinturas para o cabelo (hair dyes)",
    ncm: "3305.90",
    kinds: ["hair-dye"],
    verified: true,
    source: NOTES,
  },
  {
    cest: "20.033.00",
    description: "Desodorantes corporais e antiperspirantes",
    ncm: "3307.20",
    kinds: ["deodorant"],
    verified: true,
    source: NOTES,
  },
  {
    cest: "13.001.00",
    description: "Medicamentos de referência (reference medicines)",
    ncm: null,
    // No product of the catalogue is a reference medicine: ours are notified (RDC 576/2021).
    kinds: [],
    verified: true,
    source: "docs/domain-notes.md (13.001.00 is a reference-medicine item)",
  },
  {
    cest: "20.008.00",
    description: "(not held)",
    ncm: "3303.00",
    kinds: ["cologne"],
    verified: false,
    source: UNVERIFIED,
  },
  {
    cest: "20.014.00",
    description: "(not held)",
    ncm: "3304.99",
    kinds: ["skin-care"],
    verified: false,
    source: UNVERIFIED,
  },
  {
    cest: "20.015.00",
    description: "(not held)",
    ncm: "3304.99",
    kinds: ["skin-care"],
    verified: false,
    source: UNVERIFIED,
  },
  {
    cest: "20.016.00",
    description: "(not held)",
    ncm: "3304.99",
    kinds: ["sunscreen"],
    verified: false,
    source: UNVERIFIED,
  },
  {
    cest: "20.026.00",
    description: "(not held)",
    ncm: "3307.10",
    kinds: ["shaving"],
    verified: false,
    source: UNVERIFIED,
  },
  {
    cest: "20.034.00",
    description: "(not held)",
    ncm: "3401.11",
    kinds: ["bar-soap"],
    verified: false,
    source: UNVERIFIED,
  },
  {
    cest: "20.037.00",
    description: "(not held)",
    ncm: "3401.30",
    kinds: ["liquid-soap"],
    verified: false,
    source: UNVERIFIED,
  },
  {
    cest: "17.999.00",
    description: "(not held)",
    ncm: null,
    kinds: ["supplement", "protein-bar"],
    verified: false,
    source: UNVERIFIED,
  },
];

export function expectedCestItem(kind: ProductKind): CestItem | null {
  return CEST_ITEMS.find((item) => item.verified && item.kinds.includes(kind)) ?? null;
}

export interface TaxIssue {
  field: "NCM" | "CEST";
  message: string;
  severity: "warning" | "error";
}

/** NCM headings each product class may use (TIPI chapters 21/19 food, 30 medicines, 33/34/38 cosmetics). */
const NCM_BY_TYPE: Record<ProductType, RegExp> = {
  Suplemento: /^(2106|1904|2101|2202)\./,
  Medicamento: /^3004\./,
  Cosmetico: /^(330[3-7]|3401|3808)\./,
  Perfumaria: /^330[37]\./,
};

/** The CEST segment of each NCM heading we sell (segment 17 for food is unverified, decision 090). */
const SEGMENT_BY_NCM: [RegExp, string][] = [
  [/^(330[3-7]|3401)\./, "20"],
  [/^3004\./, "13"],
  [/^(2106|1904|2101)\./, "17"],
];

/** NCMs decision 090 keeps, flagged, because the table held does not settle them. */
const QUESTIONED_NCM: Partial<Record<ProductKind, { ncm: string; why: string }>> = {
  repellent: { ncm: "3808.91.99", why: "a repellent under an insecticide position" },
  "protein-bar": { ncm: "1904.10.00", why: "a protein bar under a cereal position" },
};

const error = (field: TaxIssue["field"], message: string): TaxIssue => ({
  field,
  message,
  severity: "error",
});
const warning = (field: TaxIssue["field"], message: string): TaxIssue => ({
  field,
  message,
  severity: "warning",
});

function checkNcm(type: ProductType, kind: ProductKind, ncm: string | null): TaxIssue[] {
  if (ncm === null)
    return [warning("NCM", `no NCM; the position for a ${kind} is not settled here (decision 090)`)];
  if (!/^\d{4}\.\d{2}\.\d{2}$/.test(ncm)) return [error("NCM", `${ncm} is not 0000.00.00`)];
  if (!NCM_BY_TYPE[type].test(ncm)) return [error("NCM", `${ncm} is not an NCM heading for ${type}`)];
  const questioned = QUESTIONED_NCM[kind];
  if (questioned?.ncm === ncm)
    return [
      warning("NCM", `${ncm}: ${questioned.why}, kept and flagged until checked against TIPI (decision 090)`),
    ];
  return [];
}

export function checkTaxCodes(input: {
  type: ProductType;
  kind: ProductKind;
  ncm: string | null;
  cest: string | null;
}): TaxIssue[] {
  const { kind, ncm, cest } = input;
  const issues = checkNcm(input.type, kind, ncm);
  const expected = expectedCestItem(kind);
  if (cest === null) {
    issues.push(
      expected
        ? error("CEST", `no CEST; a ${kind} takes ${expected.cest} (${expected.description})`)
        : warning("CEST", `no CEST; the item for a ${kind} is not in the table rows held (decision 090)`),
    );
    return issues;
  }
  if (!/^\d{2}\.\d{3}\.\d{2}$/.test(cest)) return [...issues, error("CEST", `${cest} is not 00.000.00`)];
  const segment = ncm ? SEGMENT_BY_NCM.find(([pattern]) => pattern.test(ncm))?.[1] : undefined;
  if (ncm && /^\d{4}\./.test(ncm) && segment === undefined)
    issues.push(warning("CEST", `${cest} given for NCM ${ncm}, whose CEST segment is not held here`));
  else if (segment !== undefined && !cest.startsWith(`${segment}.`))
    return [...issues, error("CEST", `${cest} is not in segment ${segment} of NCM ${ncm}`)];
  const item = CEST_ITEMS.find((i) => i.cest === cest);
  if (expected && cest !== expected.cest)
    issues.push(
      error("CEST", `${cest} on a ${kind}; the table gives ${expected.cest} (${expected.description})`),
    );
  else if (item?.verified && kind === "kit")
    // A kit's item follows the goods that give it its character; the table held says nothing about kits.
    issues.push(
      warning(
        "CEST",
        `${cest} (${item.description}) on a kit is not settled by the table held (decision 090)`,
      ),
    );
  else if (item?.verified && !item.kinds.includes(kind))
    issues.push(error("CEST", `${cest} is the item of ${item.description}, not of a ${kind}`));
  else if (item?.verified && item.ncm && ncm && !ncm.startsWith(item.ncm))
    issues.push(error("CEST", `${cest} is tied to NCM ${item.ncm}, not ${ncm}`));
  else if (!item?.verified)
    issues.push(
      warning("CEST", `${cest} on a ${kind} is not confirmed by a table row held here (decision 090)`),
    );
  return issues;
}
