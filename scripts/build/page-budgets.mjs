// The page each route is measured on and its budget for JavaScript executed at load (docs/architecture.md,
// Budgets; docs/decisions/099). Every page route of app/routes.ts needs a line here: check-budgets fails on a
// route it does not know, so a new page states its budget when it lands.
export const CONTENT_JS_BUDGET = 30 * 1024;
export const APP_JS_BUDGET = 110 * 1024;
export const CSS_BUDGET = 25 * 1024;

/** Route id (as in the build manifest) → the path measured and its JS budget. `ean` is filled in at run time. */
export const PAGE_BUDGETS = {
  "routes/home": { path: "/", js: APP_JS_BUDGET },
  "routes/products": { path: "/produtos", js: APP_JS_BUDGET },
  "routes/product": { path: "/produto?ean={ean}", js: APP_JS_BUDGET },
  "routes/contact": { path: "/contato", js: APP_JS_BUDGET },
  "routes/brand-development": { path: "/desenvolvimento-de-marca", js: CONTENT_JS_BUDGET },
  "routes/about": { path: "/quem-somos", js: CONTENT_JS_BUDGET },
  "business-units": { path: "/unidades-negocio", js: CONTENT_JS_BUDGET },
  "business-units-suplementos": { path: "/unidades/suplementos", js: CONTENT_JS_BUDGET },
  "business-units-cosmeticos": { path: "/unidades/cosmeticos", js: CONTENT_JS_BUDGET },
  "business-units-farmaceutica": { path: "/unidades/farmaceutica", js: CONTENT_JS_BUDGET },
  "routes/careers": { path: "/carreira", js: CONTENT_JS_BUDGET },
  "routes/sustainability": { path: "/sustentabilidade", js: CONTENT_JS_BUDGET },
  "routes/privacy": { path: "/privacidade", js: CONTENT_JS_BUDGET },
  "routes/not-found": { path: "/pagina-que-nao-existe", js: CONTENT_JS_BUDGET },
};
