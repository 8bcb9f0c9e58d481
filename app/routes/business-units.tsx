import { PageHero } from "~/ui/page-hero";
import { routeMeta } from "~/utils/route-meta";
import type { Route } from "./+types/business-units";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  routeMeta(matches, {
    title: "Unidades de negócio",
    description:
      "As unidades de suplementos, cosméticos e perfumaria, farmacêutica e pesquisa e desenvolvimento da Convale.",
    // The three /unidades/* addresses show this same page: one canonical URL for all of them.
    path: location.pathname === "/unidades-negocio" ? location.pathname : "/unidades-negocio",
  });

const sections = [
  { id: "suplementos", title: "Suplementos" },
  { id: "cosmeticos", title: "Cosméticos e perfumaria" },
  { id: "farmaceutica", title: "Farmacêutica" },
  { id: "pesquisa-desenvolvimento", title: "Pesquisa e desenvolvimento" },
];

export default function BusinessUnits() {
  return (
    <>
      <PageHero title="Unidades de negócio" />
      {sections.map((s) => (
        <section key={s.id} id={s.id} className="mx-auto max-w-7xl px-6 py-16">
          <h2 className="text-3xl font-bold text-brand-900">{s.title}</h2>
        </section>
      ))}
    </>
  );
}
