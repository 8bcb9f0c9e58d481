/**
 * The catalogue query: what /produtos, /api/produtos and /produtos/exportar select, in one vocabulary, parsed
 * once from the address and handed as it is to the search (catalog.search → engine.query). Pure, so the rules
 * are unit tested and routes (and the server's page key) can read the parameters from here.
 *
 * - `CATALOG_QUERY_PARAMS`: the address parameters that make a selection, in canonical order.
 * - `parseCatalogQuery(params)`: q (single-spaced, at most 100 characters), categoria (a productTypeFilters
 *   value, "todos" when absent or unknown), the repeatable facets marca/forma/dieta/oferta (unknown forms, diets
 *   and offers dropped, at most 20 each; oferta=sua-marca is "Disponível para sua marca", decision 122) and
 *   ordem (relevancia, az, za).
 * - `parseVisibleCount(params)`: ?quantidade=, how many cards the server renders (5 by default, more when the
 *   JavaScript-free "Carregar mais" asks, in steps of 5, capped at MAX_VISIBLE).
 * - `catalogQuery(partial)`: a full query from some of its fields (the rest at their defaults).
 * - `catalogQueryString(query, quantidade?, locale?)`: the "?…" string for a query ("" for the unfiltered first
 *   page), facet values in the order given, in the address words of the locale (English pages: ?category=,
 *   ?form=…; both languages' words are parsed everywhere, `inQueryWords`).
 * - `canonicalCatalogQuery(query)`: facet values sorted, so two addresses that select the same products are
 *   written alike; `catalogQueryKey(query)`: that, with q folded as the search folds it, for caches.
 * - `isFilteredQuery(query)`: whether the query selects less than the whole catalogue or reorders it.
 * - `countText(total, q, categoria, refinements?)`: "Nenhum produto encontrado" / "N produto(s) encontrado(s)"
 *   followed by ` para "q"`, ` em Categoria` and the chosen facets when they apply.
 */
import {
  CATEGORY_PARAM,
  type ProductTypeFilter,
  parseProductTypeFilter,
  productTypeFilters,
  TYPE_WORDS_EN,
} from "~/content/navigation";
import type { Locale } from "~/i18n/locale";
import { foldQuery } from "../model/text";
import { DIETS, FORMS, OFFERS, SORT_ORDERS, type SortOrder } from "./facets";

export const PAGE_SIZE = 5;
/** Bounds what one request can ask the server to render (a no-JavaScript visitor gets this far). */
export const MAX_VISIBLE = 200;
export const MAX_QUERY_LENGTH = 100;
/** The next page loads when the page is scrolled within 650 px of the bottom (the catalogue's scroll rule). */
export const SCROLL_THRESHOLD_PX = 650;
/** Bounds the facet values one address can carry. */
const MAX_FACET_VALUES = 20;

export const CATALOG_QUERY_PARAMS = ["q", "categoria", "marca", "forma", "dieta", "oferta", "ordem"] as const;

/**
 * English pages write their address in English words (issue 36): /en/products?category=supplements&form=capsules.
 * Both languages' words are read on both pages (an address kept across the language switch still selects), and
 * everything past the address (the query, /api/produtos, the page cache's key) speaks the Portuguese ones. A search
 * and a brand are their writer's own words and are never translated.
 */
const EN_WORDS: Record<string, string> = {
  // Names.
  categoria: CATEGORY_PARAM.en,
  marca: "brand",
  forma: "form",
  dieta: "diet",
  oferta: "offer",
  ordem: "sort",
  quantidade: "shown",
  // The spreadsheet's format (/en/products/export?format=csv, decision 151).
  formato: "format",
  // Values (no name is a value, and the orders az and za, spray, gel and kit are the same words in English).
  ...TYPE_WORDS_EN,
  capsulas: "capsules",
  comprimidos: "tablets",
  gomas: "gummies",
  gotas: "drops",
  saches: "sachets",
  po: "powder",
  barra: "bar",
  creme: "cream",
  oleo: "oil",
  locao: "lotion",
  liquido: "liquid",
  "sem-gluten": "gluten-free",
  "sem-lactose": "lactose-free",
  "sua-marca": "private-label",
  relevancia: "relevance",
};
const PT_WORDS = Object.fromEntries(Object.entries(EN_WORDS).map(([pt, en]) => [en, pt]));
/** A search and a brand are their writer's own words. */
const verbatim = (name: string) => /^(q|marca|brand)$/.test(name);

function reword(params: URLSearchParams, words: Record<string, string>) {
  const out = new URLSearchParams();
  for (const [name, value] of params)
    out.append(words[name] ?? name, verbatim(name) ? value : (words[value] ?? value));
  return out;
}

/** An address's parameters in the query's own (Portuguese) words, whichever language wrote them. */
export const inQueryWords = (params: URLSearchParams) => reword(params, PT_WORDS);

/** A parameter's name as a page of that language writes it (a facet form's field names). */
export const paramName = (name: string, locale: Locale) =>
  locale === "en" ? (EN_WORDS[name] ?? name) : name;
/** A parameter's value as a page of that language writes it (a facet form's values). */
export const paramValue = (name: string, value: string, locale: Locale) =>
  locale === "en" && !verbatim(name) ? (EN_WORDS[value] ?? value) : value;

export interface CatalogQuery {
  q: string;
  categoria: ProductTypeFilter;
  marcas: readonly string[];
  formas: readonly string[];
  dietas: readonly string[];
  ofertas: readonly string[];
  ordem: SortOrder;
}

/** The facet and order part of a query (what countText names after the search and the category). */
export type CatalogRefinements = Pick<CatalogQuery, "marcas" | "formas" | "dietas" | "ofertas" | "ordem">;

export const WHOLE_CATALOG: CatalogQuery = {
  q: "",
  categoria: "todos",
  marcas: [],
  formas: [],
  dietas: [],
  ofertas: [],
  ordem: "relevancia",
};

export function catalogQuery(partial: Partial<CatalogQuery>): CatalogQuery {
  return { ...WHOLE_CATALOG, ...partial };
}

function listParam(params: URLSearchParams, name: string, allowed?: readonly string[]): string[] {
  const values = params
    .getAll(name)
    .map((v) => v.replace(/\s+/g, " ").trim().slice(0, 60))
    .filter((v) => v !== "" && (!allowed || allowed.includes(v)));
  return [...new Set(values)].slice(0, MAX_FACET_VALUES);
}

export function parseCatalogQuery(address: URLSearchParams): CatalogQuery {
  const params = inQueryWords(address);
  return {
    q: (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH),
    categoria: parseProductTypeFilter(params.get("categoria")),
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
    ofertas: listParam(
      params,
      "oferta",
      OFFERS.map((o) => o.value),
    ),
    ordem: SORT_ORDERS.find((o) => o.value === params.get("ordem"))?.value ?? "relevancia",
  };
}

export function parseVisibleCount(params: URLSearchParams): number {
  const wanted = Number.parseInt(inQueryWords(params).get("quantidade") ?? "", 10);
  return Number.isFinite(wanted)
    ? Math.min(MAX_VISIBLE, Math.max(PAGE_SIZE, Math.ceil(wanted / PAGE_SIZE) * PAGE_SIZE))
    : PAGE_SIZE;
}

export function catalogQueryString(
  partial: Partial<CatalogQuery>,
  quantidade?: number,
  locale: Locale = "pt",
): string {
  const { q, categoria, marcas, formas, dietas, ofertas, ordem } = catalogQuery(partial);
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (categoria !== "todos") params.set("categoria", categoria);
  for (const marca of marcas) params.append("marca", marca);
  for (const forma of formas) params.append("forma", forma);
  for (const dieta of dietas) params.append("dieta", dieta);
  for (const oferta of ofertas) params.append("oferta", oferta);
  if (ordem !== "relevancia") params.set("ordem", ordem);
  if (quantidade && quantidade > PAGE_SIZE)
    params.set("quantidade", String(Math.min(quantidade, MAX_VISIBLE)));
  const text = (locale === "en" ? reword(params, EN_WORDS) : params).toString();
  return text ? `?${text}` : "";
}

export function canonicalCatalogQuery(query: CatalogQuery): CatalogQuery {
  return {
    ...query,
    marcas: [...query.marcas].sort(),
    formas: [...query.formas].sort(),
    dietas: [...query.dietas].sort(),
    ofertas: [...query.ofertas].sort(),
  };
}

/** Results depend on q only through its folded form (search-index.ts), so case and accents share a key. */
export function catalogQueryKey(query: CatalogQuery): string {
  return catalogQueryString({ ...canonicalCatalogQuery(query), q: foldQuery(query.q) });
}

export function isFilteredQuery(query: CatalogQuery): boolean {
  return catalogQueryString(query) !== "";
}

export function categoryLabel(categoria: ProductTypeFilter): string {
  return productTypeFilters.find((f) => f.value === categoria)?.label ?? "Todos";
}

export const labelOf = (list: readonly { value: string; label: string }[], value: string) =>
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
  const { marcas = [], formas = [], dietas = [], ofertas = [], ordem = "relevancia" } = refinements;
  const parts = [
    marcas.length ? `marca ${marcas.join(" ou ")}` : "",
    formas.length ? `forma ${formas.map((f) => labelOf(FORMS, f)).join(" ou ")}` : "",
    ...dietas.map((d) => labelOf(DIETS, d).toLocaleLowerCase("pt-BR")),
    ...ofertas.map((o) => labelOf(OFFERS, o).toLocaleLowerCase("pt-BR")),
    ordem !== "relevancia" ? `ordem ${labelOf(SORT_ORDERS, ordem)}` : "",
  ].filter(Boolean);
  return `${head}${term}${category}${parts.length ? `, ${parts.join(", ")}` : ""}`;
}
