/**
 * Brand of a product whose row and sheet do not state one, derived from its name (decision 093): the longest
 * brand the catalogue knows (from sheets' Marca and dados_tecnicos.marca) that the readable name, or the ERP
 * name with its abbreviations written out, starts with, after a leading "Kit". A kit of one line
 * ("Kit Le Blue Pantol Reconstrução …") is that line's brand; a name no known brand starts with stays unknown.
 *
 * - `brandFromName(names, knownBrands)`: the brand, or null.
 * - `deriveMissingBrands(entries)`: fills `product.brand` in place for the entries without one; returns how
 *   many it filled.
 */

import { foldText } from "../model/text";
import type { Product } from "../model/types";
import { expandErpName } from "../search/abbreviations";

function key(text: string): string {
  return `${foldText(text).replace(/^kit\s+/, "")} `;
}

export function brandFromName(names: readonly string[], knownBrands: readonly string[]): string | null {
  const brands = [...new Set(knownBrands)]
    .map((brand) => ({ brand, key: `${foldText(brand)} ` }))
    .sort((a, b) => b.key.length - a.key.length);
  for (const name of names) {
    const folded = key(name);
    const found = brands.find((b) => folded.startsWith(b.key));
    if (found) return found.brand;
  }
  return null;
}

export function deriveMissingBrands(entries: readonly { product: Product; readableName: string }[]): number {
  const known = entries.map((e) => e.product.brand).filter((b): b is string => b !== null);
  let filled = 0;
  for (const { product, readableName } of entries) {
    if (product.brand !== null) continue;
    const brand = brandFromName([readableName, expandErpName(product.name)], known);
    if (brand) {
      product.brand = brand;
      filled++;
    }
  }
  return filled;
}
