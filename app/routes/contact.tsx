import { PageHero } from "~/ui/page-hero";
import { routeMeta } from "~/utils/route-meta";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: "Contato",
    description:
      "Fale com a Convale: telefones das unidades de suplementos, cosméticos e farmacêutica e formulário de contato.",
    path: "/contato",
  });

export default function Contact() {
  return (
    <>
      <PageHero title="Contato" />
      <section id="formulario" className="mx-auto max-w-7xl px-6 py-16">
        <h2 className="text-3xl font-bold text-brand-900">Envie sua mensagem</h2>
      </section>
    </>
  );
}
