import { PageHero } from "~/ui/page-hero";
import { routeMeta } from "~/utils/route-meta";
import type { Route } from "./+types/careers";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: "Carreira",
    description:
      "Trabalhe na Convale: vagas nas fábricas de suplementos, cosméticos e medicamentos em São José dos Campos.",
    path: "/carreira",
  });

export default function Careers() {
  return (
    <>
      <PageHero title="Carreira" />
      <section id="vagas" className="mx-auto max-w-7xl px-6 py-16">
        <h2 className="text-3xl font-bold text-brand-900">Vagas abertas</h2>
      </section>
    </>
  );
}
