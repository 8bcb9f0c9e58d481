import { Link } from "react-router";
import { site } from "~/content/site";
import { routeMeta } from "~/utils/route-meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, { title: site.name, description: site.description, path: "/" });

export default function Home() {
  return (
    <>
      <section id="start" className="bg-brand-950 px-6 pt-40 pb-24 text-white">
        <div className="mx-auto max-w-7xl">
          <h1 className="max-w-3xl text-4xl font-bold sm:text-6xl">
            Saúde que se fabrica com ciência e cuidado
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-100">
            Suplementos, cosméticos e medicamentos isentos de prescrição produzidos em São José dos Campos
            para marcas de todo o Brasil.
          </p>
          <div className="mt-8 flex flex-wrap gap-4">
            <Link
              to="#produtos"
              className="rounded-full bg-accent-400 px-6 py-3 font-semibold text-brand-950"
            >
              Conheça nossos produtos
            </Link>
            <Link to="/unidades-negocio" className="rounded-full border border-white px-6 py-3 font-semibold">
              Unidades de negócio
            </Link>
          </div>
        </div>
      </section>
      <section id="units" className="px-6 py-20">
        <h2 className="mx-auto max-w-7xl text-3xl font-bold text-brand-900">Unidades de negócio</h2>
      </section>
      <section id="about" className="bg-brand-50 px-6 py-20">
        <h2 className="mx-auto max-w-7xl text-3xl font-bold text-brand-900">Sobre a {site.name}</h2>
      </section>
      <section id="produtos" className="px-6 py-20">
        <h2 className="mx-auto max-w-7xl text-3xl font-bold text-brand-900">Nossos produtos</h2>
        <p className="mx-auto mt-4 max-w-7xl">
          <Link to="/produtos" className="font-semibold text-brand-700 underline">
            Ver todos os produtos
          </Link>
        </p>
      </section>
      <section id="potencia-capacidade" className="bg-brand-50 px-6 py-20">
        <h2 className="mx-auto max-w-7xl text-3xl font-bold text-brand-900">Potência e capacidade</h2>
      </section>
      <section id="desenvolvimento" className="px-6 py-20">
        <h2 className="mx-auto max-w-7xl text-3xl font-bold text-brand-900">Desenvolvimento de produtos</h2>
      </section>
    </>
  );
}
