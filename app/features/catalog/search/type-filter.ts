/**
 * The category filter of the catalogue (Todos, Suplementos, Cosméticos, Medicamentos) applied to a product type.
 * Four types, three filters: the Cosméticos filter also holds Perfumaria.
 */
import type { ProductTypeFilter } from "~/content/navigation";
import type { ProductType } from "../model/types";

export function matchesTypeFilter(type: ProductType, filter: ProductTypeFilter): boolean {
  if (filter === "todos") return true;
  if (filter === "Cosmetico") return type === "Cosmetico" || type === "Perfumaria";
  return type === filter;
}
