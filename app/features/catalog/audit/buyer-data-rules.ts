/**
 * catalog:check rules on the data a pharmacy buyer's ERP asks for (issue 32, build item 4; docs/domain-notes.md
 * "What a pharmacy buyer needs"): case code, shelf life, net and gross weight, and duplicate raw rows.
 *
 * - `buyerDataFindings(input)`: errors when the DUN-14, shelf life, net or gross weight is missing, when the
 *   DUN-14 has a bad check digit, does not carry the unit EAN-13's 12 data digits or has an indicator digit that
 *   does not stand for a case; a gross weight that is not a mass or is lighter than the net mass is an error too.
 *
 * Conflicting duplicate rows are reported by the normalizer (ingest/normalize.server.ts) and made errors by
 * catalog-audit.server.ts.
 */
import { isValidEan13, isValidGtin } from "../model/barcodes";
import { ean13FromDigits } from "../model/codes";

export interface BuyerDataFinding {
  field: string;
  message: string;
  severity: "error" | "warning";
}

export interface BuyerDataInput {
  code: string;
  type: string;
  /** The unit's own EAN-13, as the product page shows it. */
  ean13: string | null;
  dun14: string | null;
  validade: string | null;
  pesoLiquido: string | null;
  pesoBruto: string | null;
}

const blank = (value: string | null): boolean => value === null || value.trim() === "";

/** "75 g", "1,05 kg" → grams; null when the text is not a single mass. */
export function massInGrams(text: string): number | null {
  const match = /^\s*(\d+(?:,\d+)?)\s*(g|kg)\s*$/i.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const value = Number(match[1].replace(",", "."));
  return match[2].toLowerCase() === "kg" ? value * 1000 : value;
}

/** A net weight written only in masses ("60 g", "2 x 300 g", "300 g + 50 g") → grams; null for volumes. */
function netMass(text: string): number | null {
  let total = 0;
  for (const part of text.split("+")) {
    const match = /^\s*(?:(\d+)\s*x\s*)?(.+)$/i.exec(part);
    const each = match?.[2] ? massInGrams(match[2]) : null;
    if (each === null) return null;
    total += (match?.[1] ? Number(match[1]) : 1) * each;
  }
  return total;
}

function dun14Findings(ean13: string | null, dun14: string): BuyerDataFinding[] {
  const error = (message: string): BuyerDataFinding[] => [{ field: "DUN-14", message, severity: "error" }];
  if (!/^\d{14}$/.test(dun14)) return error(`${dun14} is not 14 digits`);
  if (!isValidGtin(dun14)) return error(`${dun14} has a bad GS1 check digit`);
  // Indicator 0 is the unit's own GTIN padded to 14 digits and 9 marks a variable-measure item, neither a
  // fixed case (gtiny GTIN14#indicator_digit, rubydoc.info/gems/gtiny/Gtiny/GTIN14).
  if (dun14[0] === "0" || dun14[0] === "9")
    return error(`${dun14} has indicator digit ${dun14[0]}, which does not stand for a case quantity`);
  if (ean13 === null || !isValidEan13(ean13))
    return error(`${dun14} cannot be checked: the product has no valid EAN-13`);
  // The DUN-14 keeps the unit's 12 data digits behind the indicator; only the check digit is recomputed.
  const carried = ean13FromDigits(dun14.slice(1, 13));
  if (carried !== ean13)
    return error(`${dun14} carries the digits of ${carried}, not of the product's EAN-13 ${ean13}`);
  return [];
}

export function buyerDataFindings(input: BuyerDataInput): BuyerDataFinding[] {
  const findings: BuyerDataFinding[] = [];
  const missing = (field: string, where: string) =>
    findings.push({ field, message: `missing; an ERP needs it (${where})`, severity: "error" });

  if (blank(input.dun14)) missing("DUN-14", "dados_tecnicos.dun14");
  else if (input.dun14) findings.push(...dun14Findings(input.ean13, input.dun14.trim()));

  if (blank(input.validade)) missing("Validade", "dados_tecnicos.validade");
  if (blank(input.pesoLiquido)) missing("Peso líquido", "dados_tecnicos.peso_liquido");
  if (blank(input.pesoBruto))
    missing(
      "Peso bruto",
      input.type === "Medicamento"
        ? "dados_tecnicos.peso_bruto or the sheet's PesoBruto"
        : "dados_tecnicos.peso_bruto",
    );
  else if (input.pesoBruto) {
    const gross = massInGrams(input.pesoBruto);
    const net = input.pesoLiquido ? netMass(input.pesoLiquido) : null;
    if (gross === null)
      findings.push({
        field: "Peso bruto",
        message: `"${input.pesoBruto}" is not a mass ("335 g", "1,05 kg")`,
        severity: "error",
      });
    else if (net !== null && gross < net)
      findings.push({
        field: "Peso bruto",
        message: `${input.pesoBruto} is lighter than the net weight ${input.pesoLiquido}`,
        severity: "error",
      });
    else if (net !== null && gross === net)
      findings.push({
        field: "Peso bruto",
        message: `${input.pesoBruto} equals the net weight: the packaging is not counted`,
        severity: "warning",
      });
  }
  return findings;
}
