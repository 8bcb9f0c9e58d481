import { ExternalLink } from "lucide-react";
import { useLayoutData } from "./use-layout-texts";

/** "Abasteça sua farmácia": the outbound B2B ordering portal, always in a new tab without an opener. */
export function B2bPortalLink({ className }: { className: string }) {
  const { layout, site } = useLayoutData();
  const t = layout.portal;
  return (
    <a
      href={site.b2bPortalUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={`items-center justify-center gap-2 whitespace-nowrap rounded-full bg-accent-400 font-semibold text-brand-950 hover:bg-accent-500 ${className}`}
    >
      {t.label}
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only">{t.newTab}</span>
    </a>
  );
}
