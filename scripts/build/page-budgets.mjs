// The page each route is measured on, and the budgets (docs/architecture.md, Budgets; docs/decisions/134, which
// retired the JavaScript-at-load budgets of decision 099). Every page route of app/routes.ts needs a line here:
// check-budgets fails on a route it does not know, so a new page states where it is measured when it lands.
/** A route's own JavaScript, run at load to hydrate: the entry and its route chain's modules (gzip). */
export const TOTAL_JS_BUDGET = 150 * 1024;
export const CSS_BUDGET = 25 * 1024;

/** Route id (as in the build manifest) → the path measured. `ean` is filled in at run time. */
export const PAGE_BUDGETS = {
  "routes/home": { path: "/" },
  "routes/products": { path: "/produtos" },
  "routes/product": { path: "/produto?ean={ean}" },
  "routes/contact": { path: "/contato" },
  "routes/brand-development": { path: "/desenvolvimento-de-marca" },
  "routes/about": { path: "/quem-somos" },
  "business-units": { path: "/unidades-negocio" },
  "business-units-suplementos": { path: "/unidades/suplementos" },
  "business-units-cosmeticos": { path: "/unidades/cosmeticos" },
  "business-units-farmaceutica": { path: "/unidades/farmaceutica" },
  "routes/careers": { path: "/carreira" },
  "routes/sustainability": { path: "/sustentabilidade" },
  "routes/privacy": { path: "/privacidade" },
  "routes/not-found": { path: "/pagina-que-nao-existe" },
  // English (decision 139).
  "en/home": { path: "/en" },
  "en/products": { path: "/en/products" },
  "en/product": { path: "/en/product?ean={ean}" },
  "en/contact": { path: "/en/contact" },
  "en/private-label": { path: "/en/private-label" },
  "en/about": { path: "/en/about" },
  "en/business-units": { path: "/en/business-units" },
  "en/careers": { path: "/en/careers" },
  "en/sustainability": { path: "/en/sustainability" },
  "en/privacy": { path: "/en/privacy" },
  "en/not-found": { path: "/en/page-that-does-not-exist" },
};
