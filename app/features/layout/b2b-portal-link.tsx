import { ExternalLink } from "lucide-react";
import { useLayoutData } from "./use-layout-texts";

/** "Abasteça sua farmácia": the outbound B2B ordering portal, always in a new tab without an opener. */
/**
 * `compact`: in the one-line desktop header from 1024 to 1279 px only the first word shows; the whole name stays
 * the link's accessible name, which begins with what is shown (WCAG 2.5.3).
 */
export function B2bPortalLink({ className, compact = false }: { className: string; compact?: boolean }) {
  const { layout, site } = useLayoutData();
  const t = layout.portal;
  return (
    <a
      href={site.b2bPortalUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={`items-center justify-center gap-2 whitespace-nowrap rounded-full bg-accent-400 font-semibold text-brand-950 hover:bg-accent-500 ${className}`}
    >
      <span>
        {t.label}
        <span className={compact ? "lg:max-xl:sr-only" : undefined}>{t.labelRest}</span>
      </span>
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only">{t.newTab}</span>
    </a>
  );
}
