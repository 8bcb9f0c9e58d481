/**
 * catalog:check rules on the warnings a cosmetic's label must carry because of what it is (decision 112).
 *
 * - `cosmeticKinds(input)`: which rules apply — a sunscreen ("FPS", "protetor solar", "PROT SOLAR" in the name),
 *   a product with salicylic acid in its ingredients, an insect repellent, a children's product ("infantil",
 *   "kids", "baby", "bebê" in the name). A product can be several kinds (a children's sunscreen).
 * - `cosmeticWarningFindings(input)`: a finding per missing requirement in the sheet's `Advertencias`, compared
 *   folded (case, accents and spacing ignored), each message citing its resolution.
 *
 * Severity follows what could be sourced (decision 112): where the wording itself was found, a missing phrase is
 * an error; where only the topic of the requirement was found and the resolution's wording was not, the finding
 * is a warning and no wording is imposed, so the check never enforces a phrase nobody has read in the text.
 */
import { foldText } from "../model/text";

export type CosmeticKind = "sunscreen" | "salicylicAcid" | "repellent" | "children";

export interface CosmeticWarningFinding {
  field: string;
  message: string;
  severity: "error" | "warning";
}

export interface CosmeticWarningInput {
  name: string;
  ingredientes: string | null;
  advertencias: string | null;
}

/**
 * Sunscreens: the label phrases of the Regulamento Técnico MERCOSUL sobre Protetores Solares em Cosméticos
 * (Res. GMC 08/2011), internalised by RDC 30/2012 (arts. 1–2) and now by RDC 629/2022 (arts. 1–2). The item number
 * was not reached; the wording is the one quoted from RDC 30/2012 by two independent copies that agree word for
 * word (decision 112). The last phrase comes from one source only (Proteste, 2012: mandatory from 2014).
 */
export const SUNSCREEN_PHRASES = [
  "Ajuda a prevenir as queimaduras solares",
  "Para crianças menores de 6 (seis) meses, consultar um médico",
  "Este produto não oferece nenhuma proteção contra insolação",
  "Evite exposição prolongada das crianças ao sol",
  "Aplique abundantemente antes da exposição ao sol",
  "Reaplicar sempre, após sudorese intensa, nadar ou banhar-se, secar-se com toalha e durante a exposição ao sol",
  "Se a quantidade aplicada não for adequada, o nível de proteção será significativamente reduzido",
] as const;
const SUNSCREEN_SOURCE = "RDC 30/2012, Regulamento Técnico MERCOSUL (Res. GMC 08/2011), now RDC 629/2022";

/**
 * Children's products: RDC 639/2022 art. 2 (público infantil: 0 to 12 incomplete years) and art. 5 with its
 * Anexo II (requirements per category), formerly RDC 15/2015, which "define a faixa etária para cada categoria
 * de produto" (Anvisa, 2016). The label states the age the product is for; the Anexo's wording per category was
 * not reached, so the rule asks for an age ("a partir de N anos/meses"), not for a phrase.
 */
const CHILDREN_AGE_STATEMENT =
  /\b(?:a partir de|acima de|maiores de)\s+\d+\s*(?:\(\p{L}+\)\s*)?(?:anos?|mes|meses)\b/u;
const CHILDREN_SOURCE = "RDC 639/2022 arts. 2 and 5 (Anexo II), formerly RDC 15/2015";

/**
 * Salicylic acid: a restricted substance of RDC 530/2021 (Res. GMC 24/2011 as amended by 37/2020; formerly RDC
 * 3/2012). The Mercosur row was not reached; its EU counterpart (Reg. 1223/2009 Annex III/98) limits use in
 * children under 3 years, the label warning applying to products that may be used on them and stay on the
 * skin. Until the Portuguese wording is read, a missing under-3 statement is a warning.
 */
const SALICYLIC_ACID_AGE_LIMIT = 3;
const SALICYLIC_UNDER_AGE = /\bmenores de (?:3|tres)(?: \(tres\))? anos\b/;
const SALICYLIC_SOURCE = "RDC 530/2021 (Res. GMC 24/2011, as amended by 37/2020)";

/**
 * Insect repellents: RDC 19/2013 (art. 1: safety, efficacy and labelling requirements). Anvisa's own account of
 * it names a warning for pregnant and breastfeeding women to see a doctor before use and a telephone number
 * for poisoning; the articles' wording was not reached, so both are checked by topic, as warnings.
 */
export const REPELLENT_TOPICS = [
  {
    topic: "gestantes e lactantes: consultar o médico antes do uso",
    test: (t: string) =>
      /\b(?:gestantes?|gravidas?)\b/.test(t) && /\blactantes?\b|amament/.test(t) && /\bmedico\b/.test(t),
  },
  {
    topic: "telefone para casos de intoxicação",
    test: (t: string) => /intoxica[^\n]*\d{3}/.test(t),
  },
] as const;
const REPELLENT_SOURCE = "RDC 19/2013";

const SUNSCREEN_NAME = /\bfps(?:\s?\d+)?\b|\bprot(?:etor)? solar\b/;
const CHILDREN_NAME = /\binfantil\b|\bkids?\b|\bbaby\b|\bbebes?\b/;
const REPELLENT_NAME = /\brepelente\b/;
const SALICYLIC_ACID = /\bsalicylic acid\b|\bacido salicilico\b/;

export function cosmeticKinds(input: Pick<CosmeticWarningInput, "name" | "ingredientes">): CosmeticKind[] {
  const name = foldText(input.name);
  const kinds: CosmeticKind[] = [];
  if (SUNSCREEN_NAME.test(name)) kinds.push("sunscreen");
  if (SALICYLIC_ACID.test(foldText(input.ingredientes ?? ""))) kinds.push("salicylicAcid");
  if (REPELLENT_NAME.test(name)) kinds.push("repellent");
  if (CHILDREN_NAME.test(name)) kinds.push("children");
  return kinds;
}

/** A phrase folded, without its closing punctuation, so "…ao sol." on the label matches "…ao sol". */
function foldPhrase(phrase: string): string {
  return foldText(phrase).replace(/[.;:!]+$/, "");
}

export function cosmeticWarningFindings(input: CosmeticWarningInput): CosmeticWarningFinding[] {
  const text = foldText(input.advertencias ?? "");
  const findings: CosmeticWarningFinding[] = [];
  const add = (severity: CosmeticWarningFinding["severity"], message: string) =>
    findings.push({ field: "Advertencias", message, severity });
  for (const kind of cosmeticKinds(input)) {
    if (kind === "sunscreen") {
      for (const phrase of SUNSCREEN_PHRASES)
        if (!text.includes(foldPhrase(phrase)))
          add("error", `sunscreen without "${phrase}" (${SUNSCREEN_SOURCE})`);
    } else if (kind === "children") {
      if (!CHILDREN_AGE_STATEMENT.test(text))
        add("error", `children's product states no age ("a partir de N anos") (${CHILDREN_SOURCE})`);
    } else if (kind === "salicylicAcid") {
      if (!SALICYLIC_UNDER_AGE.test(text))
        add(
          "warning",
          `contains salicylic acid and states no limit for children under ${SALICYLIC_ACID_AGE_LIMIT} years ` +
            `(${SALICYLIC_SOURCE}; Portuguese wording and scope not verified, decision 112)`,
        );
    } else {
      for (const { topic, test } of REPELLENT_TOPICS)
        if (!test(text))
          add(
            "warning",
            `repellent without a warning on "${topic}" (${REPELLENT_SOURCE}; wording not verified)`,
          );
    }
  }
  return findings;
}
