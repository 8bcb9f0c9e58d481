/**
 * ERP name abbreviations (data/raw/produtos.json `Nome`, e.g. "LE BLUE SH HIDRAT PROF 300ML"), so search and the
 * readable card name understand "shampoo" where the ERP wrote "SH".
 *
 * - `expandErpName(name)`: the name with every known abbreviation written out, accents restored, case kept as
 *   the table writes it ("LE BLUE Shampoo Hidratação Profunda 300ML"); unknown words are left alone.
 * - `ABBREVIATIONS`: the table (folded upper-case abbreviation → words), exported for tests.
 */

/** Whole words only. Context-dependent ones (PROT, PERF) are handled by CONTEXT_RULES first. */
export const ABBREVIATIONS: Readonly<Record<string, string>> = {
  SH: "Shampoo",
  COND: "Condicionador",
  MASC: "Máscara",
  SAB: "Sabonete",
  COL: "Colônia",
  DEO: "Deo",
  DESOD: "Desodorante",
  ANTITRANSP: "Antitranspirante",
  CR: "Creme",
  LOC: "Loção",
  CPS: "Cápsulas",
  CAPS: "Cápsulas",
  CPR: "Comprimidos",
  TAB: "Tabletes",
  GTS: "Gotas",
  SACH: "Sachês",
  UN: "Unidades",
  CX: "Caixa",
  LIQ: "Líquido",
  PO: "Pó",
  VIT: "Vitamina",
  AC: "Ácido",
  AH: "Ácido Hialurônico",
  HIALUR: "Hialurônico",
  HIALURONICO: "Hialurônico",
  QUEL: "Quelato",
  MAST: "Mastigável",
  EFERV: "Efervescente",
  SUBL: "Sublingual",
  METILCOB: "Metilcobalamina",
  HIDRAT: "Hidratação",
  PROF: "Profunda",
  DEF: "Definidos",
  RECONSTR: "Reconstrução",
  ANTIRRESIDUO: "Antirresíduo",
  CORP: "Corporal",
  LIMP: "Limpeza",
  CONC: "Concentrado",
  HIDROL: "Hidrolisado",
  COLAG: "Colágeno",
  COLAGENO: "Colágeno",
  POLIVIT: "Polivitamínico",
  MULTIVIT: "Multivitamínico",
  PROBIOT: "Probiótico",
  PSYLL: "Psyllium",
  ORG: "Orgânico",
  CA: "Cálcio",
  CALCIO: "Cálcio",
  MG: "Magnésio",
  MAGNESIO: "Magnésio",
  ZN: "Zinco",
  FRUT: "Frutas",
  VERM: "Vermelhas",
  LAR: "Laranja",
  TANG: "Tangerina",
  CHOC: "Chocolate",
  BAUN: "Baunilha",
  MARAC: "Maracujá",
  MARACUJA: "Maracujá",
  GENG: "Gengibre",
  SIC: "Siciliano",
  BERGAM: "Bergamota",
  PENT: "Pentear",
  LIMAO: "Limão",
  OLEO: "Óleo",
  AGUA: "Água",
  MAOS: "Mãos",
  PES: "Pés",
  UREIA: "Ureia",
  AMENDOAS: "Amêndoas",
  KARITE: "Karité",
  ALGODAO: "Algodão",
  PESSEGO: "Pêssego",
  ORQUIDEA: "Orquídea",
  CITRICA: "Cítrica",
  SOLUVEIS: "Solúveis",
  TERMICO: "Térmico",
  TONICO: "Tônico",
  BALSAMO: "Bálsamo",
  POS: "Pós",
  ACAI: "Açaí",
  CURCUMA: "Cúrcuma",
  LUTEINA: "Luteína",
  FOLICO: "Fólico",
  CAFEINA: "Cafeína",
  CHA: "Chá",
  MACADAMIA: "Macadâmia",
  ICARIDINA: "Icaridina",
  SERUM: "Sérum",
  FACIAL: "Facial",
  INFANTIL: "Infantil",
};

/** Abbreviations whose meaning depends on the neighbouring words. Applied, in order, before the table. */
const CONTEXT_RULES: readonly [RegExp, string][] = [
  // "PROT SOLAR/FACIAL/INFANTIL/LABIAL/SPRAY" is sunscreen; "SHAKE PROT", "BARRA PROT" are protein.
  [/\bPROT(?=\s+(SOLAR|FACIAL|INFANTIL|LABIAL))/g, "Protetor"],
  [/\bPROT\b/g, "Proteico"],
  [/\bS\/\s*PERF\b/g, "sem Perfume"],
  [/\bS\/\s*/g, "sem "],
  [/\bLISO PERF\b/g, "LISO Perfeito"],
];

function fold(value: string): string {
  return value.normalize("NFD").replace(/\p{M}/gu, "").toUpperCase();
}

export function expandErpName(name: string): string {
  let text = fold(name);
  for (const [pattern, replacement] of CONTEXT_RULES) text = text.replace(pattern, replacement);
  // Words are runs of letters; "+" and digits stay as they are ("VIT C + ZINCO", "60CPS" is handled below).
  return text
    .replace(
      /\b(\d+(?:[.,]\d+)?)(CPS|CPR|CAPS|SACH|UN|TAB)\b/g,
      (_, n: string, unit: string) => `${n} ${unit}`,
    )
    .replace(/\b[A-Z]+\b/g, (word) => ABBREVIATIONS[word] ?? word);
}
