/**
 * Statements a supplement label carries (RDC 243/2018), gathered into one
 * warnings block.
 *
 * - `supplementStatements({ nome, ingredientes, apresentacao, conteudo })`: RDC 243's mandatory phrases,
 *   "Suplemento alimentar em <form>" when the form is known (read from the name too: a bar's "54 g" is not a
 *   powder), then the product's own warnings written in the data (caffeine, sugar, gluten, lactose,
 *   phenylalanine, allergens), each once, in label order.
 */
import { foldText } from "../model/text";

export const RDC_243_PHRASES = [
  "Este produto não é um medicamento.",
  "Não exceder a recomendação diária de consumo indicada na embalagem.",
  "Mantenha fora do alcance de crianças.",
] as const;

const FORMS: [RegExp, string][] = [
  [/\bbarra\b/, "barra"],
  [/capsula/, "cápsulas"],
  [/comprimido/, "comprimidos"],
  [/tablete/, "tabletes"],
  [/goma/, "gomas"],
  [/gota|liquid|frasco|ml\b/, "líquido"],
  [/sache|po\b|pote|\bg\b|\bkg\b|lata/, "pó"],
];

function supplementForm(text: string): string | null {
  const folded = foldText(text);
  return FORMS.find(([pattern]) => pattern.test(folded))?.[1] ?? null;
}

/** Upper-case label statements: "ALÉRGICOS: CONTÉM …", "NÃO CONTÉM GLÚTEN.", "CONTÉM CAFEÍNA." … */
const WARNING =
  /(ALÉRGICOS:[^.]*\.|(?:NÃO )?CONTÉM (?:GLÚTEN|LACTOSE|FENILALANINA|CAFEÍNA|AÇÚCAR|AÇÚCARES)[^.]*\.?)/g;

export function supplementStatements(input: {
  nome?: string | null;
  ingredientes: string | null;
  apresentacao: string | null;
  conteudo: string | null;
}): string[] {
  const statements: string[] = [...RDC_243_PHRASES];
  const form = supplementForm(`${input.nome ?? ""} ${input.conteudo ?? ""} ${input.apresentacao ?? ""}`);
  if (form) statements.push(`Suplemento alimentar em ${form}.`);
  for (const match of (input.ingredientes ?? "").matchAll(WARNING)) {
    const text = match[0].trim().replace(/([^.])$/, "$1.");
    if (!statements.includes(text)) statements.push(text);
  }
  return statements;
}
