/**
 * The catalogue's technical values in English (issue 36, decision 156): the presentation, the content, the flavor
 * and the shelf life that the Brazilian sheet writes in Portuguese ("Frasco âmbar com 60 cápsulas", "30 sachês de
 * 5 g", "Frutas vermelhas", "24 meses"). They are commercial data, not the regulated label text, so English pages
 * show them in English; the label's own text (ingredients, nutrition table, statements, leaflet) stays Portuguese.
 * Our own US English, faithful to the Portuguese: no word of a real product's label.
 *
 * - `presentationEn(value)`: a presentation as a whole phrase; the sheet's numbers are kept ("Frasco âmbar com 60
 *   cápsulas" → "Amber bottle of 60 capsules"), so "com 90 cápsulas" needs no entry of its own.
 * - `flavorEn(value)`: a flavor ("Sem sabor" → "Unflavored").
 * - `quantityEn(value)`: a content or a shelf life, word by word ("30 sachês de 5 g" → "30 sachets of 5 g",
 *   "24 meses" → "24 months"); numbers and units are left to english-catalog.ts `usMeasure`.
 * Each returns null for a value it cannot translate entirely: the page then keeps the Portuguese, marked as such.
 * english-catalog.test.ts fails naming any value of the bundled catalogue that has no English here.
 */

/** A number of the sheet's phrase, as the dictionary's keys and phrases stand for it. */
const NUMBER = /\d+(?:[.,]\d+)?/g;
const SLOT = "{n}";

/** Presentations by the sheet's phrase, each number written {n} (kept in order in the English phrase). */
export const PRESENTATIONS_EN: Readonly<Record<string, string>> = {
  Frasco: "Bottle",
  "Frasco com tampa flip-top": "Bottle with flip-top cap",
  "Frasco spray": "Spray bottle",
  "Frasco com válvula spray": "Bottle with spray pump",
  "Frasco com válvula pump": "Pump bottle",
  "Frasco roll-on": "Roll-on bottle",
  "Frasco conta-gotas": "Dropper bottle",
  "Frasco âmbar conta-gotas": "Amber dropper bottle",
  "Frasco gotejador com {n} ml": "{n} mL dropper bottle",
  "Frasco de vidro": "Glass bottle",
  "Frasco com copo dosador": "Bottle with measuring cup",
  "Frasco com {n} cápsulas": "Bottle of {n} capsules",
  "Frasco âmbar com {n} cápsulas": "Amber bottle of {n} capsules",
  "Frasco âmbar com {n} cápsulas gelatinosas": "Amber bottle of {n} gelatin capsules",
  "Frasco com {n} comprimidos": "Bottle of {n} tablets",
  "Frasco com {n} comprimidos revestidos": "Bottle of {n} coated tablets",
  "Frasco com {n} comprimidos mastigáveis": "Bottle of {n} chewable tablets",
  "Frasco com tampa flip-top ({n} ml) e frasco com válvula pump ({n} L)":
    "Flip-top bottle ({n} mL) and pump bottle ({n} L)",
  "Frasco com válvula pump ({n} ml) e Refil ({n} ml)": "Pump bottle ({n} mL) and refill ({n} mL)",
  "Frasco com válvula spray ({n} ml) e frasco de bolso ({n} ml)":
    "Bottle with spray pump ({n} mL) and pocket-size bottle ({n} mL)",
  "Garrafa PET": "PET bottle",
  Pote: "Jar",
  "Pote com {n} cápsulas": "Jar of {n} capsules",
  "Pote com {n} gomas": "Jar of {n} gummies",
  "Pote com {n} tabletes mastigáveis": "Jar of {n} chewable tablets",
  Lata: "Can",
  Bisnaga: "Tube",
  "Tubo com {n} comprimidos efervescentes": "Tube of {n} effervescent tablets",
  Pacote: "Bag",
  "Embalagem individual": "Individual wrapper",
  Barra: "Bar",
  "Barra (unidade) e Caixa com {n} unidades": "Single bar and box of {n} bars",
  Bastão: "Stick",
  "Ampola plástica de dose única": "Single-dose plastic ampoule",
  "Caixa com {n} unidades": "Box of {n} units",
  "Caixa com {n} sachês": "Box of {n} sachets",
  "Caixa com {n} comprimidos": "Box of {n} tablets",
  "Caixa com {n} cápsulas gelatinosas moles": "Box of {n} softgels",
  "Caixa com {n} latas de {n} g": "Box of {n} cans, {n} g each",
  "Blíster com {n} cápsulas": "Blister pack of {n} capsules",
  "Blíster com {n} comprimidos": "Blister pack of {n} tablets",
  "Blíster com {n} comprimidos sublinguais": "Blister pack of {n} sublingual tablets",
};

/** Flavors by the sheet's word. "Não informado" is the catalogue's placeholder, which the pages word themselves. */
export const FLAVORS_EN: Readonly<Record<string, string>> = {
  "Sem sabor": "Unflavored",
  "Frutas vermelhas": "Mixed berry",
  Limão: "Lemon",
  Morango: "Strawberry",
  Laranja: "Orange",
  Tangerina: "Tangerine",
  Maracujá: "Passion fruit",
  Baunilha: "Vanilla",
  Chocolate: "Chocolate",
  Menta: "Mint",
  "Laranja com gengibre": "Orange with ginger",
  "Chocolate com amendoim": "Chocolate peanut",
  "Limão e frutas vermelhas": "Lemon and mixed berry",
  "Cookies & cream": "Cookies & cream",
};

/**
 * The words of a content or a shelf life, longest first where one starts another ("cápsulas gelatinosas moles"
 * before "cápsulas"). Numbers, "x", "+" and the units (`UNITS`) are not words to translate.
 */
export const QUANTITY_WORDS_EN: Readonly<Record<string, string>> = {
  "cápsulas gelatinosas moles": "softgels",
  "cápsula gelatinosa mole": "softgel",
  cápsulas: "capsules",
  cápsula: "capsule",
  comprimidos: "tablets",
  comprimido: "tablet",
  tabletes: "tablets",
  tablete: "tablet",
  sachês: "sachets",
  sachê: "sachet",
  gomas: "gummies",
  goma: "gummy",
  latas: "cans",
  lata: "can",
  unidades: "units",
  unidade: "unit",
  de: "of",
  meses: "months",
  mês: "month",
  anos: "years",
  ano: "year",
};

/** Units and signs a quantity keeps as they are (usMeasure writes "ml" as "mL"). */
const UNITS = ["g", "kg", "mg", "mcg", "ml", "mL", "L", "l", "x"];

const regexLiteral = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** One of the given words, whole: no letter right before or after it. */
const wholeWords = (words: readonly string[]) =>
  new RegExp(
    `(?<!\\p{L})(?:${[...words]
      .sort((a, b) => b.length - a.length)
      .map(regexLiteral)
      .join("|")})(?!\\p{L})`,
    "gu",
  );
const QUANTITY_WORD = wholeWords(Object.keys(QUANTITY_WORDS_EN));
const UNIT = wholeWords(UNITS);

export function presentationEn(value: string): string | null {
  const numbers = value.match(NUMBER) ?? [];
  const phrase = PRESENTATIONS_EN[value.replace(NUMBER, SLOT)];
  if (phrase === undefined) return null;
  let i = 0;
  return phrase.replaceAll(SLOT, () => numbers[i++] ?? SLOT);
}

export function flavorEn(value: string): string | null {
  return FLAVORS_EN[value] ?? null;
}

export function quantityEn(value: string): string | null {
  const left = value.replace(QUANTITY_WORD, "").replace(UNIT, "");
  if (/\p{L}/u.test(left)) return null;
  return value.replace(QUANTITY_WORD, (word) => QUANTITY_WORDS_EN[word] ?? word);
}
