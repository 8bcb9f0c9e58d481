/**
 * The kind of goods a product is, for its tax codes (tax-codes.ts): a conditioner and a hair mask share NCM
 * 3305.90 but not their CEST item, so the item follows the kind, read from the product's name.
 *
 * - `productKind({ type, name })`: the kind from the folded name (readable or ERP-abbreviated: "SH", "COND",
 *   "DESOD", "SAB", "PROT SOLAR"); first rule wins, so a kit is a kit whatever it holds.
 */
import { foldText } from "./text";
import type { ProductType } from "./types";

export const PRODUCT_KINDS = [
  "kit",
  "shampoo",
  "conditioner",
  "hair-dye",
  "hair-preparation",
  "deodorant",
  "antiperspirant",
  "repellent",
  "sunscreen",
  "bar-soap",
  "liquid-soap",
  "shaving",
  "cologne",
  "skin-care",
  "supplement",
  "protein-bar",
  "notified-medicine",
] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** Cosmetics and perfumery, first match wins (folded text: no accents, lower case). */
const COSMETIC_RULES: readonly [RegExp, ProductKind][] = [
  [/^kit\b/, "kit"],
  [/\brepelente\b/, "repellent"],
  [/\b(shampoo|xampu|sh)\b/, "shampoo"],
  [/\b(condicionador|cond)\b/, "conditioner"],
  [/\b(tintura|coloracao|tonalizante)\b/, "hair-dye"],
  // Hair treatments and finishers: masks (no facial mask in the catalogue), combing creams, hair oils, leave-ins,
  // tonics, ampoules and the Pantol styling spray.
  [/\bcapilar\b|\bpentear\b|\bleave-in\b|\bampola\b|\b(mascara|masc)\b|\b10 em 1\b/, "hair-preparation"],
  // The CEST table separates antiperspirants (20.028.00, 20.030.00) from deodorants (20.027.00, 20.029.00).
  [/\b(antitranspirante|antitransp|antiperspirante)\b/, "antiperspirant"],
  [/\b(desodorante|desod)\b/, "deodorant"],
  [/\b(protetor solar|prot solar|prot labial|protetor labial|fps ?\d+)\b/, "sunscreen"],
  [/\b(sabonete|sab)\b.*\b(liquido|liq)\b/, "liquid-soap"],
  [/\b(sabonete|sab)\b/, "bar-soap"],
  [/\b(barbear|pos-barba)\b/, "shaving"],
  [/\b(colonia|col|body splash|perfume)\b/, "cologne"],
];

export function productKind(input: { type: ProductType; name: string }): ProductKind {
  const name = foldText(input.name);
  // Every medicine of the catalogue is notified (RDC 576/2021, data/raw/medicamentos.json Regularizacao).
  if (input.type === "Medicamento") return "notified-medicine";
  if (input.type === "Suplemento")
    return /^(kit\b)/.test(name) ? "kit" : /\bbarra\b/.test(name) ? "protein-bar" : "supplement";
  for (const [pattern, kind] of COSMETIC_RULES) if (pattern.test(name)) return kind;
  return input.type === "Perfumaria" ? "cologne" : "skin-care";
}
