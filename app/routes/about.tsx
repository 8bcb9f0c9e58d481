import { PageHero } from "~/ui/page-hero";
import { routeMeta } from "~/utils/route-meta";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: "Quem somos",
    description:
      "Conheça a história da Convale desde 2011, nossa qualidade certificada e a expansão para o mercado americano.",
    path: "/quem-somos",
  });

export default function About() {
  return (
    <>
      <PageHero title="Quem somos" />
      <section id="historia" className="mx-auto max-w-7xl px-6 py-16">
        <h2 className="text-3xl font-bold text-brand-900">Nossa história</h2>
      </section>
      <section id="qualidade" className="mx-auto max-w-7xl px-6 py-16">
        <h2 className="text-3xl font-bold text-brand-900">Qualidade</h2>
      </section>
      <section id="expansao" className="mx-auto max-w-7xl px-6 py-16">
        <h2 className="text-3xl font-bold text-brand-900">Expansão internacional</h2>
      </section>
    </>
  );
}
