import { PageHero } from "~/ui/page-hero";
import { routeMeta } from "~/utils/route-meta";
import type { Route } from "./+types/product";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: "Produto",
    description: "Ficha do produto: composição, indicações, modo de usar e dados técnicos.",
    path: "/produto",
  });

export default function Product() {
  return (
    <>
      <PageHero title="Produto" />
      <section id="ficha" className="mx-auto max-w-7xl px-6 py-16">
        <h2 className="text-3xl font-bold text-brand-900">Ficha do produto</h2>
      </section>
    </>
  );
}
