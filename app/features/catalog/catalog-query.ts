/**
 * The /produtos address and its texts (SPEC §2, §4, §9), pure so the rules are unit tested.
 *
 * - `parseCatalogQuery(params)`: q (trimmed, at most 100 characters), categoria (a productTypeFilters value,
 *   "todos" when absent or unknown) and quantidade: how many cards the server renders — 5 by default, more
 *   when the JavaScript-free "Carregar mais" link asks, in steps of 5, capped at MAX_VISIBLE.
 * - `catalogSearch(query, quantidade?)`: the query string for a state ("" for the unfiltered first page).
 * - `countText(total, q, categoria)`: "Nenhum produto encontrado" / "N produto(s) encontrado(s)" followed by
 *   ` para "q"` and ` em Categoria` when they apply.
 */
import { type ProductTypeFilter, parseProductTypeFilter, productTypeFilters } from "~/content/navigation";

export const PAGE_SIZE = 5;
/** Bounds what one request can ask the server to render (a no-JavaScript visitor gets this far). */
export const MAX_VISIBLE = 200;
export const MAX_QUERY_LENGTH = 100;
/** SPEC §9: the next page loads when the page is scrolled within 650 px of the bottom. */
export const SCROLL_THRESHOLD_PX = 650;

export interface CatalogQuery {
  q: string;
  categoria: ProductTypeFilter;
}

export function parseCatalogQuery(params: URLSearchParams): CatalogQuery & { quantidade: number } {
  const q = (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH);
  const categoria = parseProductTypeFilter(params.get("categoria"));
  const wanted = Number.parseInt(params.get("quantidade") ?? "", 10);
  const quantidade = Number.isFinite(wanted)
    ? Math.min(MAX_VISIBLE, Math.max(PAGE_SIZE, Math.ceil(wanted / PAGE_SIZE) * PAGE_SIZE))
    : PAGE_SIZE;
  return { q, categoria, quantidade };
}

export function catalogSearch({ q, categoria }: CatalogQuery, quantidade?: number): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (categoria !== "todos") params.set("categoria", categoria);
  if (quantidade && quantidade > PAGE_SIZE)
    params.set("quantidade", String(Math.min(quantidade, MAX_VISIBLE)));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function categoryLabel(categoria: ProductTypeFilter): string {
  return productTypeFilters.find((f) => f.value === categoria)?.label ?? "Todos";
}

export function countText(total: number, q: string, categoria: ProductTypeFilter): string {
  const head = total === 0 ? "Nenhum produto encontrado" : `${total} produto(s) encontrado(s)`;
  const term = q ? ` para "${q}"` : "";
  const category = categoria === "todos" ? "" : ` em ${categoryLabel(categoria)}`;
  return `${head}${term}${category}`;
}
