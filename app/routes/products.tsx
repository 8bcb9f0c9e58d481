import { PageHero } from "~/ui/page-hero";
import { routeMeta } from "~/utils/route-meta";
import type { Route } from "./+types/products";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: "Produtos",
    description:
      "Catálogo de suplementos alimentares, cosméticos, perfumaria e medicamentos isentos de prescrição da Convale.",
    path: "/produtos",
  });

export default function Products() {
  return (
    <>
      <PageHero title="Produtos" />
      <section id="catalogo" className="mx-auto max-w-7xl px-6 py-16">
        <h2 className="text-3xl font-bold text-brand-900">Catálogo</h2>
      </section>
    </>
  );
}
