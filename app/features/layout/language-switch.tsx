import { Link, useLocation } from "react-router";
import { LANGUAGE_TAG } from "~/i18n/locale";
import { alternatePath } from "~/i18n/pages";
import { useLocale } from "~/i18n/texts";
import { useLayoutTexts } from "./use-layout-texts";

/**
 * The same page in the other language (issue 36): the product, the search and the category stay (the query is
 * kept), so a visitor who switches reads on where they were. A path with no page in the other language (a 404)
 * leads to the other home page. A plain link: the locale is the address, nothing is remembered.
 */
export function LanguageSwitch({ className, short = false }: { className: string; short?: boolean }) {
  const t = useLayoutTexts().language;
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const other = locale === "pt" ? "en" : "pt";
  const path = alternatePath(pathname, other);
  const href = path ? `${path}${search}` : other === "en" ? "/en" : "/";
  return (
    <Link
      to={href}
      // A whole new document: the other language's layout texts, <html lang> and catalogue come with it, and the
      // router does not ask the server about these links on every page (route discovery).
      reloadDocument
      discover="none"
      lang={LANGUAGE_TAG[other]}
      hrefLang={LANGUAGE_TAG[other]}
      // The visible "EN" starts the accessible name (WCAG 2.5.3); the full name says what it leads to.
      aria-label={short ? `${t.short} – ${t.label}` : undefined}
      className={className}
    >
      {short ? t.short : t.label}
    </Link>
  );
}
