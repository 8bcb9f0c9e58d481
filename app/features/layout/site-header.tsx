import { ExternalLink } from "lucide-react";
import { Link, NavLink } from "react-router";
import { businessUnitHref, businessUnits, productTypeFilters, productTypeHref } from "~/content/navigation";
import { site } from "~/content/site";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavDropdown } from "./nav-dropdown";
import { isHeaderSolid } from "./scroll-math";
import { ScrollProgress } from "./scroll-progress";
import { useScrollDerived } from "./use-window-scroll";

const productItems = productTypeFilters
  .filter((f) => f.value !== "todos")
  .map((f) => ({ href: productTypeHref(f.value), label: f.label }));
const unitItems = businessUnits.map((u) => ({ href: businessUnitHref(u.id), label: u.label }));

const readSolid = () => isHeaderSolid(window.scrollY);

export function SiteHeader() {
  const solid = useScrollDerived(readSolid, false);
  const linkClass = `inline-flex min-h-11 items-center rounded-md px-3 font-medium transition-colors ${
    solid ? "text-slate-800 hover:text-brand-700" : "text-white hover:text-accent-400"
  }`;
  return (
    <header
      data-solid={solid}
      className={`fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300 ${
        solid ? "bg-white shadow-md" : "bg-transparent"
      }`}
    >
      <ScrollProgress />
      <div className="mx-auto flex h-[72px] max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="shrink-0 rounded-md" aria-label={`${site.name}, página inicial`}>
          <Logo variant={solid ? "dark" : "light"} />
        </Link>
        <nav aria-label="Navegação principal" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink to="/quem-somos" className={linkClass}>
                Sobre nós
              </NavLink>
            </li>
            <li>
              <NavDropdown label="Produtos" items={productItems} solid={solid} />
            </li>
            <li>
              <NavDropdown label="Unidades de Negócio" items={unitItems} solid={solid} />
            </li>
            <li>
              <NavLink to="/carreira" className={linkClass}>
                Carreira
              </NavLink>
            </li>
            <li>
              <NavLink to="/sustentabilidade" className={linkClass}>
                Sustentabilidade
              </NavLink>
            </li>
            <li>
              <NavLink to="/contato" className={linkClass}>
                Contato
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <a
            href={site.b2bPortalUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="hidden min-h-11 items-center gap-2 rounded-full bg-accent-400 px-5 text-sm font-semibold text-brand-950 hover:bg-accent-500 sm:inline-flex"
          >
            Abasteça sua farmácia
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">(abre em nova aba)</span>
          </a>
          <MobileMenu solid={solid} />
        </div>
      </div>
    </header>
  );
}
