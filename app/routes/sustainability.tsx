import { PageHero } from "~/ui/page-hero";
import { routeMeta } from "~/utils/route-meta";
import type { Route } from "./+types/sustainability";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: "Sustentabilidade",
    description:
      "Sustentabilidade e logística reversa na Convale: pontos de coleta em farmácias, embalagens e eficiência nas fábricas.",
    path: "/sustentabilidade",
  });

export default function Sustainability() {
  return (
    <>
      <PageHero title="Sustentabilidade" />
      <section id="logistica-reversa" className="mx-auto max-w-7xl px-6 py-16">
        <h2 className="text-3xl font-bold text-brand-900">Logística reversa</h2>
      </section>
    </>
  );
}
