/**
 * The /produtos address and its texts (SPEC §2, §4, §9; issue 12 facets), pure so the rules are unit tested.
 *
 * - `parseCatalogQuery(params)`: q (trimmed, at most 100 characters), categoria (a productTypeFilters value,
 *   "todos" when absent or unknown), the facets marca/forma/dieta (repeatable; unknown forms and diets are
 *   dropped), ordem (relevancia, az, za) and quantidade: how many cards the server renders — 5 by default,
 *   more when the JavaScript-free "Carregar mais" link asks, in steps of 5, capped at MAX_VISIBLE.
 * - `catalogSearch(query, quantidade?)`: the query string for a state ("" for the unfiltered first page).
 * - `countText(total, q, categoria, refinements?)`: "Nenhum produto encontrado" / "N produto(s) encontrado(s)"
 *   followed by ` para "q"`, ` em Categoria` and the chosen facets when they apply.
 */
import { type ProductTypeFilter, parseProductTypeFilter, productTypeFilters } from "~/content/navigation";
import { DIETS, FORMS, SORT_ORDERS, type SortOrder } from "./facets";

export const PAGE_SIZE = 5;
/** Bounds what one request can ask the server to render (a no-JavaScript visitor gets this far). */
export const MAX_VISIBLE = 200;
export const MAX_QUERY_LENGTH = 100;
/** SPEC §9: the next page loads when the page is scrolled within 650 px of the bottom. */
export const SCROLL_THRESHOLD_PX = 650;
/** Bounds the facet values one address can carry. */
const MAX_FACET_VALUES = 20;

export interface CatalogRefinements {
  marcas: string[];
  formas: string[];
  dietas: string[];
  ordem: SortOrder;
}

export interface CatalogQuery extends Partial<CatalogRefinements> {
  q: string;
  categoria: ProductTypeFilter;
}

const NO_REFINEMENTS: CatalogRefinements = { marcas: [], formas: [], dietas: [], ordem: "relevancia" };

function listParam(params: URLSearchParams, name: string, allowed?: readonly string[]): string[] {
  const values = params
    .getAll(name)
    .map((v) => v.replace(/\s+/g, " ").trim().slice(0, 60))
    .filter((v) => v !== "" && (!allowed || allowed.includes(v)));
  return [...new Set(values)].slice(0, MAX_FACET_VALUES);
}

export function parseCatalogQuery(
  params: URLSearchParams,
): CatalogQuery & CatalogRefinements & { quantidade: number } {
  const q = (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH);
  const categoria = parseProductTypeFilter(params.get("categoria"));
  const wanted = Number.parseInt(params.get("quantidade") ?? "", 10);
  const quantidade = Number.isFinite(wanted)
    ? Math.min(MAX_VISIBLE, Math.max(PAGE_SIZE, Math.ceil(wanted / PAGE_SIZE) * PAGE_SIZE))
    : PAGE_SIZE;
  const ordem = SORT_ORDERS.find((o) => o.value === params.get("ordem"))?.value ?? "relevancia";
  return {
    q,
    categoria,
    marcas: listParam(params, "marca"),
    formas: listParam(
      params,
      "forma",
      FORMS.map((f) => f.value),
    ),
    dietas: listParam(
      params,
      "dieta",
      DIETS.map((d) => d.value),
    ),
    ordem,
    quantidade,
  };
}

export function catalogSearch(query: CatalogQuery, quantidade?: number): string {
  const { q, categoria } = query;
  const { marcas, formas, dietas, ordem } = { ...NO_REFINEMENTS, ...query };
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (categoria !== "todos") params.set("categoria", categoria);
  for (const marca of marcas) params.append("marca", marca);
  for (const forma of formas) params.append("forma", forma);
  for (const dieta of dietas) params.append("dieta", dieta);
  if (ordem !== "relevancia") params.set("ordem", ordem);
  if (quantidade && quantidade > PAGE_SIZE)
    params.set("quantidade", String(Math.min(quantidade, MAX_VISIBLE)));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function categoryLabel(categoria: ProductTypeFilter): string {
  return productTypeFilters.find((f) => f.value === categoria)?.label ?? "Todos";
}

const labelOf = (list: readonly { value: string; label: string }[], value: string) =>
  list.find((item) => item.value === value)?.label ?? value;

export function countText(
  total: number,
  q: string,
  categoria: ProductTypeFilter,
  refinements: Partial<CatalogRefinements> = {},
): string {
  const head = total === 0 ? "Nenhum produto encontrado" : `${total} produto(s) encontrado(s)`;
  const term = q ? ` para "${q}"` : "";
  const category = categoria === "todos" ? "" : ` em ${categoryLabel(categoria)}`;
  const { marcas = [], formas = [], dietas = [], ordem = "relevancia" } = refinements;
  const parts = [
    marcas.length ? `marca ${marcas.join(" ou ")}` : "",
    formas.length ? `forma ${formas.map((f) => labelOf(FORMS, f)).join(" ou ")}` : "",
    ...dietas.map((d) => labelOf(DIETS, d).toLocaleLowerCase("pt-BR")),
    ordem !== "relevancia" ? `ordem ${labelOf(SORT_ORDERS, ordem)}` : "",
  ].filter(Boolean);
  return `${head}${term}${category}${parts.length ? `, ${parts.join(", ")}` : ""}`;
}
