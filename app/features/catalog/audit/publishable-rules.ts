/**
 * What makes a product page publishable (decision 094), checked by catalog:check through catalog-audit.server.ts.
 * Every finding is an error: the page would show a buyer or a regulator something unfinished.
 *
 * - `erpAbbreviation(title)`: why a title reads as an ERP name (all capitals, a size glued to its unit such as
 *   "120CPS" or "50ML", "S/" for "sem", or an ERP abbreviation such as VIT, SH, COND), or null.
 * - `allergenSources(text)`: the allergens (RDC 26/2015 names: LEITE, SOJA, PEIXE, OVO, AMENDOIM, TRIGO) whose
 *   sources an ingredient list or a name mentions, ignoring the label's own upper-case statements.
 * - `publishableFindings(entries)`: per product, a published title that is an ERP name; "Não informado" as
 *   brand while the name starts with a brand the catalogue knows; no content while the ERP name or net weight
 *   carries one; and for supplements, the three RDC 243 phrases, a gluten statement, an "ALÉRGICOS:" statement
 *   naming each allergen the ingredients or name contain, and a complete RDC 429 table (portion and %VD
 *   columns, a 100 g/100 ml column for powders and liquids; household measure and servings are checked by
 *   nutrition-rules.ts).
 */
import type { ProductDetail } from "../detail/detail";
import { RDC_243_PHRASES } from "../detail/statements";
import { NO_VALUE, NOT_INFORMED } from "../model/display-text";
import { foldText } from "../model/text";
import type { Product } from "../model/types";

export interface PublishableFinding {
  field: (typeof PUBLISHABLE_FIELDS)[number];
  message: string;
  severity: "error";
}

export const PUBLISHABLE_FIELDS = [
  "título",
  "marca",
  "conteúdo",
  "RDC 243",
  "glúten",
  "alérgicos",
  "tabela nutricional",
] as const;

/** Upper-case words the ERP uses for longer Portuguese words (data/raw/produtos.json Nome). */
const ERP_WORDS = new Set(
  (
    "SH COND MASC SAB DESOD ANTITRANSP CR LOC LIQ COL CPS CAPS CPR TAB GTS SACH UN CX VIT AC QUEL MAST EFERV SUBL " +
    "HIDRAT PROF DEF RECONSTR CORP LIMP CONC HIDROL COLAG POLIVIT MULTIVIT PROBIOT PSYLL ORG PROT PERF PENT POS"
  ).split(" "),
);
const GLUED_SIZE = /\b(?:\d+X)?\d+(?:[.,]\d+)?(?:ml|g|kg|mg|mcg|l|cps|caps|cpr|ui|sach|un)\b/i;
const SLASH_ABBREVIATION = /(?:^|[\s(])[A-Za-z]\/\s?\p{L}/u;

export function erpAbbreviation(title: string): string | null {
  const words = title.split(/[\s+/()-]+/).filter((w) => /\p{L}/u.test(w));
  if (words.length > 1 && !/\p{Ll}/u.test(title)) return "all capitals";
  const glued = GLUED_SIZE.exec(title);
  if (glued) return `size glued to its unit ("${glued[0]}")`;
  const slash = SLASH_ABBREVIATION.exec(title);
  if (slash) return `"${slash[0].trim()}" abbreviation`;
  const word = words.find((w) => ERP_WORDS.has(w));
  return word ? `ERP abbreviation "${word}"` : null;
}

const ALLERGENS: [RegExp, string][] = [
  [/\bleite\b|\bwhey\b|\bcaseina|\blactose\b|\blacteo/, "LEITE"],
  [/\bsoja\b/, "SOJA"],
  [/\bpeixe\b|\banchova|\bsardinha/, "PEIXE"],
  [/\bovos?\b|\balbumina\b/, "OVO"],
  [/\bamendoim\b/, "AMENDOIM"],
  [/\btrigo\b/, "TRIGO"],
];
/** The label's own statements, which name allergens (and "NÃO CONTÉM LACTOSE") without being sources. */
const STATEMENT = /ALÉRGICOS:[^.]*\.?|(?:NÃO )?CONTÉM [A-ZÀ-Ú ,]+\.?|PODE CONTER [A-ZÀ-Ú ,]+\.?/g;

export function allergenSources(text: string): string[] {
  const folded = foldText(text.replace(STATEMENT, " "));
  return ALLERGENS.filter(([pattern]) => pattern.test(folded)).map(([, name]) => name);
}

const SIZE_IN_NAME = /\b\d+(?:[.,]\d+)?\s?(?:ml|l|g|kg|cps|caps|cpr|capsulas|comprimidos|sach|saches|un)\b/i;

function startsWithBrand(name: string, brands: readonly string[]): string | null {
  const folded = `${foldText(name).replace(/^kit\s+/, "")} `;
  return brands.find((brand) => folded.startsWith(`${foldText(brand)} `)) ?? null;
}

function tableFindings(detail: ProductDetail): string[] {
  const n = detail.nutrition;
  if (!n || n.rows.length === 0) return ["no nutrition table"];
  const missing: string[] = [];
  if (!n.columns.some((c) => c.kind === "serving" && c.label === n.portion)) missing.push("portion column");
  if (!n.columns.some((c) => c.kind === "dailyValue")) missing.push("%VD column");
  // Household measure and servings per package are nutrition-rules.ts's ("Porção", "Porções por embalagem"):
  // checking them here too made one gap two errors.
  // Powders and liquids sold by weight or volume (not counted units, not drops) carry the 100 g/ml column.
  const bulk =
    /^\d+(?:[.,]\d+)?\s*(?:g|kg|ml|l)\b/i.test(detail.conteudo) &&
    !/\bgotas\b|conta-gotas/i.test(`${detail.apresentacao} ${detail.nome}`);
  if (bulk && !n.columns.some((c) => /^100 ?(?:g|ml)$/i.test(c.label))) missing.push("100 g/100 ml column");
  return missing.length ? [`table without ${missing.join(", ")}`] : [];
}

export function publishableFindings(
  entries: readonly { product: Product; detail: ProductDetail }[],
): (PublishableFinding & { code: string })[] {
  const brands = [
    ...new Set(
      entries.flatMap(({ product, detail }) => [
        product.brand,
        detail.marca === NOT_INFORMED ? null : detail.marca,
      ]),
    ),
  ]
    .filter((b): b is string => b !== null && b !== NOT_INFORMED)
    .sort((a, b) => b.length - a.length);
  const findings: (PublishableFinding & { code: string })[] = [];
  for (const { product, detail } of entries) {
    const add = (field: PublishableFinding["field"], message: string) =>
      findings.push({ code: product.code, field, message, severity: "error" });
    const reason = erpAbbreviation(detail.nome);
    if (reason) add("título", `"${detail.nome}" is published as the ERP name (${reason})`);
    if (detail.marca === NOT_INFORMED) {
      const brand = startsWithBrand(detail.nome, brands) ?? startsWithBrand(product.name, brands);
      if (brand) add("marca", `the page says "${NOT_INFORMED}" while the name carries the brand ${brand}`);
    }
    if (detail.technical.conteudo === NO_VALUE) {
      const size = SIZE_IN_NAME.exec(product.name)?.[0] ?? product.technical.pesoLiquido;
      if (size) add("conteúdo", `the page says "${NO_VALUE}" while the ERP data carries "${size}"`);
    }
    if (product.type !== "Suplemento") continue;
    const missing = RDC_243_PHRASES.filter((phrase) => !detail.statements.includes(phrase));
    if (missing.length) add("RDC 243", `missing ${missing.map((p) => `"${p}"`).join(", ")}`);
    if (!detail.statements.some((s) => /CONTÉM GLÚTEN/.test(s))) add("glúten", "no gluten statement");
    const declared = detail.statements.filter((s) => s.startsWith("ALÉRGICOS:")).join(" ");
    const undeclared = allergenSources(`${detail.nome} ${detail.ingredientes}`).filter(
      (name) => !declared.includes(name),
    );
    if (undeclared.length) add("alérgicos", `no "ALÉRGICOS: CONTÉM …" naming ${undeclared.join(", ")}`);
    for (const message of tableFindings(detail)) add("tabela nutricional", message);
  }
  return findings;
}
