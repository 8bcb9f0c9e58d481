/**
 * Search vocabulary: words visitors use for what the catalogue calls otherwise.
 *
 * - `canonicalTerm(term)`: the catalogue's word for a folded query or index term ("xampu" → "shampoo"), or the
 *   term itself. Applied on both sides, so either spelling finds the other.
 * - `impliedTerms(term)`: extra index-only terms for a folded term, for one-way relations that are true in one
 *   direction only (every antitranspirante is a desodorante, not every desodorante is an antitranspirante).
 * - `STOP_WORDS`: folded words that carry no meaning in a product query.
 */

const SYNONYMS: Readonly<Record<string, string>> = {
  xampu: "shampoo",
  champu: "shampoo",
  shampu: "shampoo",
  remedio: "medicamento",
  remedios: "medicamento",
  medicamentos: "medicamento",
  suplementos: "suplemento",
  cosmeticos: "cosmetico",
  perfume: "colonia",
  perfumes: "colonia",
  protetores: "protetor",
  capsula: "capsulas",
  comprimido: "comprimidos",
  sache: "saches",
  sachet: "saches",
  gota: "gotas",
  vitaminas: "vitamina",
  sabonetes: "sabonete",
  condicionadores: "condicionador",
  cremes: "creme",
  filtro: "protetor",
  bloqueador: "protetor",
  whey: "whey",
  omega3: "omega",
  colageno: "colageno",
  tylenol: "paracetamol",
  dipirona: "dipirona",
  cabelo: "cabelos",
  hidratante: "hidratacao",
  hidratar: "hidratacao",
};

/** Index-only: a document with the key also answers queries for the values. */
const IMPLIED: Readonly<Record<string, readonly string[]>> = {
  antitranspirante: ["desodorante"],
  colonia: ["perfumaria"],
  // A deo-colônia is a light perfume; visitors asking for a desodorante mean roll-ons and sprays.
  deo: ["colonia"],
  protetor: ["solar"],
  probiotico: ["intestino"],
  fibras: ["intestino"],
  paracetamol: ["analgesico", "antitermico"],
  simeticona: ["gases"],
  // "vitamina d" asks for D3 (colecalciferol): without this the lone "d" matched only "d-alfa-tocoferol",
  // which put Vitamina E above every D3.
  d3: ["d"],
};

export const STOP_WORDS: ReadonlySet<string> = new Set([
  "a",
  "o",
  "as",
  "os",
  "de",
  "da",
  "do",
  "das",
  "dos",
  "e",
  "em",
  "na",
  "no",
  "para",
  "pra",
  "por",
  "com",
  "um",
  "uma",
  "que",
]);

export function canonicalTerm(term: string): string {
  return SYNONYMS[term] ?? term;
}

export function impliedTerms(term: string): readonly string[] {
  return IMPLIED[term] ?? [];
}
