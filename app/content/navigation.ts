/**
 * Site navigation's addresses and the catalogue's type filter. The header, menu and footer labels, in both
 * languages, are in app/features/layout/layout.texts.ts.
 */

/** The shared "selected product type" of product rules §3. It lives in the URL as ?type= (see docs/decisions/002). */
export const productTypeFilters = [
  { value: "todos", label: "Todos" },
  { value: "Suplemento", label: "Suplementos" },
  { value: "Cosmetico", label: "Cosméticos" },
  { value: "Medicamento", label: "Medicamentos" },
] as const;

export type ProductTypeFilter = (typeof productTypeFilters)[number]["value"];

export function parseProductTypeFilter(value: string | null | undefined): ProductTypeFilter {
  return productTypeFilters.find((f) => f.value === value)?.value ?? "todos";
}

/** Home catalogue anchor for a type; "todos" needs no query. */
export function productTypeHref(type: ProductTypeFilter): string {
  return type === "todos" ? "/#produtos" : `/?type=${type}#produtos`;
}

export const businessUnits = [
  { id: "suplementos", label: "Suplementos" },
  { id: "cosmeticos", label: "Cosméticos" },
  { id: "farmaceutica", label: "Farmacêutica" },
] as const;

export type BusinessUnitId = (typeof businessUnits)[number]["id"];

export function businessUnitHref(id: BusinessUnitId | "pesquisa-desenvolvimento"): string {
  return `/unidades-negocio#${id}`;
}

/** The brand-development page (offer and brief form). */
export const brandDevelopmentPath = "/desenvolvimento-de-marca";

/** Where the home's capacity and development sections and the units page lead first: the offer, read before the brief. */
export const privateLabelCta = { label: "Conheça a marca própria", href: brandDevelopmentPath } as const;

/** Where the commercial calls to action point ("Fale com o comercial"): the brief form, past the offer. */
export const commercialCta = {
  label: "Fale com o comercial",
  href: `${brandDevelopmentPath}#briefing`,
} as const;
