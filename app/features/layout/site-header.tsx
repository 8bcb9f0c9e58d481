import { Link } from "react-router";
import { SITE_NAME } from "~/content/site-name";
import { fill } from "~/i18n/fill";
import { useLocalHref } from "~/i18n/texts";
import { B2bPortalLink } from "./b2b-portal-link";
import { DesktopNav } from "./desktop-nav";
import { HeaderSearch } from "./header-search";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { isHeaderSolid } from "./scroll-math";
import { ScrollProgress } from "./scroll-progress";
import { useLayoutTexts } from "./use-layout-texts";
import { useScrollDerived } from "./use-window-scroll";

const readSolid = () => isHeaderSolid(window.scrollY);

/**
 * Transparent over the hero at 20 px of scroll or less, solid above (product rules §4). The switch is React state
 * (`data-solid`, the logo's variant), and where CSS scroll-driven animations exist app.css draws it from the scroll
 * position itself (`.site-header`), so it is right before hydration and while it runs (decision 098).
 */
export function SiteHeader() {
  const solid = useScrollDerived(readSolid, false);
  const t = useLayoutTexts();
  const href = useLocalHref();
  return (
    <header
      data-solid={solid}
      className={`site-header fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300 ${
        solid ? "bg-white shadow-md" : "bg-transparent"
      }`}
    >
      <ScrollProgress />
      <div className="mx-auto flex h-[72px] max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:gap-1.5 lg:px-4 xl:gap-3 xl:px-6">
        <Link
          to={href("/")}
          className="shrink-0 rounded-md"
          aria-label={fill(t.homeLink, { name: SITE_NAME })}
        >
          <Logo variant={solid ? "dark" : "light"} className="h-9 w-auto lg:h-7 xl:h-9" />
        </Link>
        <DesktopNav solid={solid} />
        <div className="flex items-center gap-1">
          <HeaderSearch solid={solid} />
          <LanguageSwitch
            short
            className={`header-ink hidden min-h-11 items-center rounded-md px-1 text-sm font-semibold lg:inline-flex ${
              solid ? "text-slate-800 hover:text-brand-700" : "text-white hover:text-accent-400"
            }`}
          />
          <B2bPortalLink compact className="hidden min-h-11 px-5 text-sm sm:inline-flex lg:px-3 xl:px-4" />
          <MobileMenu solid={solid} />
        </div>
      </div>
    </header>
  );
}
