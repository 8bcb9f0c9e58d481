import { type ReactNode, useState } from "react";
import { NavLink } from "react-router";
import {
  brandDevelopmentPath,
  businessUnitHref,
  businessUnits,
  productTypeFilters,
  productTypeHref,
} from "~/content/navigation";
import { useLocale, useLocalHref } from "~/i18n/texts";
import { NavDisclosure, type NavDisclosureItem } from "./nav-disclosure";
import { useLayoutTexts } from "./use-layout-texts";

/** Desktop navigation: plain links plus two disclosure lists (only one open at a time). */
export function DesktopNav({ solid }: { solid: boolean }) {
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const t = useLayoutTexts();
  const href = useLocalHref();
  const locale = useLocale();
  const productItems: NavDisclosureItem[] = productTypeFilters
    .filter((f) => f.value !== "todos")
    .map((f) => ({
      href: href(productTypeHref(f.value, locale)),
      label: t.productTypes[f.value as keyof typeof t.productTypes],
    }));
  const unitItems: NavDisclosureItem[] = businessUnits.map((u) => ({
    href: href(businessUnitHref(u.id)),
    label: t.units[u.id],
  }));
  // Seven items, the search, the language and the portal button share one line from 1024 px: the units item shows
  // its first word and keeps its whole name for assistive technology (the visible text begins the accessible
  // name, WCAG 2.5.3).
  const unitsLabel = (
    <>
      {t.nav.unitsShort}
      <span className="sr-only">{t.nav.unitsRest}</span>
    </>
  );
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
    <NavLink to={href(to)} className={itemClass}>
      {label}
    </NavLink>
  );
  return (
    <nav aria-label={t.mainNav} className="hidden lg:block">
      <ul className="flex items-center xl:gap-1">
        <li>{link("/quem-somos", t.nav.about)}</li>
        <li className="relative">{disclosure(t.nav.products, productItems, href("/produtos"))}</li>
        <li>{link(brandDevelopmentPath, t.nav.privateLabel)}</li>
        <li className="relative">
          {disclosure(t.nav.units, unitItems, href("/unidades-negocio"), unitsLabel)}
        </li>
        <li>{link("/carreira", t.nav.careers)}</li>
        <li>{link("/sustentabilidade", t.nav.sustainability)}</li>
        <li>{link("/contato", t.nav.contact)}</li>
      </ul>
    </nav>
  );
}
