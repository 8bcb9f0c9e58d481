import { NavLink } from "react-router";
import { useLocalHref } from "~/i18n/texts";
import { LanguageSwitch } from "./language-switch";
import { useLayoutTexts } from "./use-layout-texts";

/**
 * The mobile menu's list of pages, shared by the app's panel and the native one (native-menu-panel.tsx), so
 * both always offer the same links; each closes the menu it sits in.
 */
export function MobileNavLinks({
  onNavigate,
  className,
  linkClassName,
}: {
  onNavigate: () => void;
  className: string;
  linkClassName: string;
}) {
  const t = useLayoutTexts().menu;
  const href = useLocalHref();
  return (
    <nav aria-label={t.nav} className={className}>
      <ul className="space-y-1">
        {t.links.map((link) => (
          <li key={link.href}>
            <NavLink
              to={href(link.href)}
              end
              onClick={onNavigate}
              className={`flex min-h-12 items-center rounded-md px-3 font-semibold ${linkClassName}`}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
        <li>
          <LanguageSwitch
            className={`flex min-h-12 items-center rounded-md px-3 font-semibold ${linkClassName}`}
          />
        </li>
      </ul>
    </nav>
  );
}
