/** Site navigation: one source for the header, the mobile panel and the footer site map. */

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

/**
 * Its entry in the header and the mobile menu, under the name brand owners look for: private label is how the
 * company earns its living, so it is one tap away on a desktop and two on a phone.
 */
export const privateLabelNav = { href: brandDevelopmentPath, label: "Marca própria" } as const;

/** Where the home's capacity and development sections and the units page lead first: the offer, read before the brief. */
export const privateLabelCta = { label: "Conheça a marca própria", href: brandDevelopmentPath } as const;

export const mobileNavLinks = [
  { href: "/", label: "Início" },
  { href: "/quem-somos", label: "Quem Somos" },
  { href: "/produtos", label: "Produtos" },
  privateLabelNav,
  { href: "/unidades-negocio", label: "Unidades de Negócio" },
  { href: "/carreira", label: "Carreira" },
  { href: "/sustentabilidade", label: "Sustentabilidade" },
  { href: "/contato", label: "Contato" },
] as const;

/** Where the commercial calls to action point ("Fale com o comercial"): the brief form, past the offer. */
export const commercialCta = {
  label: "Fale com o comercial",
  href: `${brandDevelopmentPath}#briefing`,
} as const;

export const footerSiteMap = [
  { href: "/quem-somos", label: "Sobre Nós" },
  { href: "/produtos", label: "Produtos" },
  { href: "/unidades-negocio", label: "Unidades de Negócio" },
  { href: "/sustentabilidade", label: "Sustentabilidade" },
  { href: "/carreira", label: "Carreira" },
  { href: brandDevelopmentPath, label: "Desenvolvimento de marca" },
  { href: "/contato", label: "Fale Conosco" },
  { href: "/privacidade", label: "Privacidade" },
] as const;
