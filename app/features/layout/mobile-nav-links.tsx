import { NavLink } from "react-router";
import { mobileNavLinks } from "~/content/navigation";

/**
 * The mobile menu's list of pages, shared by the animated panel and its plain fallback (mobile-menu.tsx), so
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
  return (
    <nav aria-label="Menu principal" className={className}>
      <ul className="space-y-1">
        {mobileNavLinks.map((link) => (
          <li key={link.href}>
            <NavLink
              to={link.href}
              end
              onClick={onNavigate}
              className={`flex min-h-12 items-center rounded-md px-3 font-semibold ${linkClassName}`}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
