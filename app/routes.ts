import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("quem-somos", "routes/about.tsx"),
  route("unidades-negocio", "routes/business-units.tsx", { id: "business-units" }),
  route("unidades/suplementos", "routes/business-units.tsx", { id: "business-units-suplementos" }),
  route("unidades/cosmeticos", "routes/business-units.tsx", { id: "business-units-cosmeticos" }),
  route("unidades/farmaceutica", "routes/business-units.tsx", { id: "business-units-farmaceutica" }),
  route("carreira", "routes/careers.tsx"),
  route("sustentabilidade", "routes/sustainability.tsx"),
  route("contato", "routes/contact.tsx"),
  route("privacidade", "routes/privacy.tsx"),
  route("produtos", "routes/products.tsx"),
  route("produtos/exportar", "routes/produtos.exportar.ts"),
  route("produto", "routes/product.tsx"),
  route("api/produtos", "routes/api.produtos.ts"),
  route("api/produto", "routes/api.produto.ts"),
  route("api/altcha", "routes/api.altcha.ts"),
  route("api/enviar-email-contato", "routes/api.enviar-email-contato.ts"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
