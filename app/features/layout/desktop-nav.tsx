import { type ReactNode, useState } from "react";
import { NavLink } from "react-router";
import {
  businessUnitHref,
  businessUnits,
  privateLabelNav,
  productTypeFilters,
  productTypeHref,
} from "~/content/navigation";
import { NavDisclosure, type NavDisclosureItem } from "./nav-disclosure";

const productItems: NavDisclosureItem[] = productTypeFilters
  .filter((f) => f.value !== "todos")
  .map((f) => ({ href: productTypeHref(f.value), label: f.label }));
const unitItems: NavDisclosureItem[] = businessUnits.map((u) => ({
  href: businessUnitHref(u.id),
  label: u.label,
}));

/**
 * Seven items, the search and the portal button share one line from 1024 px: the units item shows its first word
 * and keeps its whole name for assistive technology (the visible text begins the accessible name, WCAG 2.5.3).
 */
const unitsLabel = (
  <>
    Unidades<span className="sr-only"> de Negócio</span>
  </>
);

/** Desktop navigation: plain links plus two disclosure lists (only one open at a time). */
export function DesktopNav({ solid }: { solid: boolean }) {
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  // One line from 1024 px: no wrapping, and tighter padding until there is room.
  const itemClass = `header-ink inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-md px-1 text-sm font-medium transition-colors xl:px-2 xl:text-base ${
    solid ? "text-slate-800 hover:text-brand-700" : "text-white hover:text-accent-400"
  }`;
  const disclosure = (
    label: string,
    items: NavDisclosureItem[],
    fallbackHref: string,
    labelContent?: ReactNode,
  ) => (
    <NavDisclosure
      label={label}
      labelContent={labelContent}
      items={items}
      fallbackHref={fallbackHref}
      triggerClassName={itemClass}
      open={openMenu === label}
      onOpenChange={(open) => setOpenMenu(open ? label : null)}
    />
  );
  const link = (to: string, label: string) => (
    <NavLink to={to} className={itemClass}>
      {label}
    </NavLink>
  );
  return (
    <nav aria-label="Navegação principal" className="hidden lg:block">
      <ul className="flex items-center xl:gap-1">
        <li>{link("/quem-somos", "Sobre nós")}</li>
        <li className="relative">{disclosure("Produtos", productItems, "/produtos")}</li>
        <li>{link(privateLabelNav.href, privateLabelNav.label)}</li>
        <li className="relative">
          {disclosure("Unidades de Negócio", unitItems, "/unidades-negocio", unitsLabel)}
        </li>
        <li>{link("/carreira", "Carreira")}</li>
        <li>{link("/sustentabilidade", "Sustentabilidade")}</li>
        <li>{link("/contato", "Contato")}</li>
      </ul>
    </nav>
  );
}
