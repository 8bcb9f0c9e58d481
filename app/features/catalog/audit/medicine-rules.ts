/**
 * catalog:check rules on a notified medicine's page (decision 092): the risk alert every medicine carries
 * (RDC 96/2008 wording, docs/domain-notes.md), the holder's own CNPJ valid by its check digits, and a SAC line.
 *
 * - `medicineFindings(detail)`: errors for each missing or wrong item; nothing for other products. A holder
 *   whose CNPJ root (first 8 digits) is the site company's must be that company by name, and the other way round.
 */

import { site } from "~/content/site";
import type { ProductDetail } from "../detail/detail";
import { isValidCnpj } from "../model/cnpj";

export interface MedicineFinding {
  field: string;
  message: string;
  severity: "warning" | "error";
}

const RISK = "É UM MEDICAMENTO. SEU USO PODE TRAZER RISCOS. PROCURE O MÉDICO E O FARMACÊUTICO.";

export function medicineFindings(detail: ProductDetail): MedicineFinding[] {
  const medicine = detail.medicine;
  if (!medicine) return [];
  const findings: MedicineFinding[] = [];
  const error = (field: string, message: string) => findings.push({ field, message, severity: "error" });
  if (!medicine.alerta?.includes(RISK)) error("Alerta", `no risk alert ("… ${RISK}")`);
  const holder = /Titular da notificação:\s*([\s\S]*?)CNPJ\s*([\d./-]{14,18})/.exec(medicine.observacoes);
  const root = (cnpj: string) => cnpj.replace(/\D/g, "").slice(0, 8);
  if (!holder?.[1] || !holder[2])
    error("Observações", 'no holder with a CNPJ ("Titular da notificação: … CNPJ …")');
  else if (!isValidCnpj(holder[2])) error("Observações", `holder CNPJ ${holder[2]} fails its check digits`);
  else if (holder[1].startsWith(site.legalName) !== (root(holder[2]) === root(site.cnpj)))
    error("Observações", `holder "${holder[1].replace(/[\s–-]+$/, "")}" does not own CNPJ ${holder[2]}`);
  if (!/\bSAC:\s*\S/.test(medicine.observacoes)) error("Observações", "no SAC line");
  return findings;
}
