/**
 * A product's diet facts (diet-badges.ts), read from the same statements its product view lists
 * (detail/statements.ts over the ingredients detail.ts shows), so a card, the product view, the "Sem glúten" /
 * "Sem lactose" facets and the diet queries of the search never disagree.
 *
 * - `productDietFacts(product, sheet)`: the facts of a supplement whose label says anything about lactose,
 *   gluten or allergens; null otherwise (cosmetics, perfumes and medicines carry no such statements).
 */
import { supplementStatements } from "../detail/statements";
import { type DietFacts, dietFacts, hasDietFacts } from "./diet-badges";
import type { Product, Sheet } from "./types";

export function productDietFacts(product: Product, sheet: Sheet | null): DietFacts | null {
  if (product.type !== "Suplemento") return null;
  // The ingredients detail.ts shows for a supplement: its sheet's, else whatever the catalogue row holds.
  const ingredientes =
    (sheet?.kind === "medicamento" ? sheet.composicao : sheet?.ingredientes) ?? product.composicao;
  const facts = dietFacts(supplementStatements({ ingredientes, apresentacao: null, conteudo: null }));
  return hasDietFacts(facts) ? facts : null;
}
