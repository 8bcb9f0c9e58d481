import { data, Link } from "react-router";
import { PageHero } from "~/ui/page-hero";
import { routeMeta } from "~/utils/seo/route-meta";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  routeMeta(matches, {
    title: "Página não encontrada",
    description: "O endereço acessado não existe no site da Convale.",
    path: location.pathname,
    noindex: true,
  });

const suggestions = [
  { href: "/", label: "Página inicial" },
  { href: "/produtos", label: "Catálogo de produtos" },
  { href: "/quem-somos", label: "Quem somos" },
  { href: "/contato", label: "Fale conosco" },
];

export default function NotFound() {
  return (
    <>
      <PageHero eyebrow="Erro 404" title="Página não encontrada">
        <p>O endereço que você acessou não existe ou foi movido. Estes caminhos podem ajudar:</p>
      </PageHero>
      <nav aria-label="Sugestões" className="mx-auto max-w-7xl px-6 py-16">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {suggestions.map((s) => (
            <li key={s.href}>
              <Link
                to={s.href}
                className="flex min-h-14 items-center rounded-lg border border-slate-200 px-5 font-semibold text-brand-800 hover:border-brand-500"
              >
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
