import { useLocale, useTexts } from "~/i18n/texts";
import { badgeTexts } from "./badges.texts";

/** "Brazil only" beside a medicine's type on English pages: it is notified in Brazil and sold there. */
export function BrazilOnly({ type, className = "py-0.5" }: { type: string; className?: string }) {
  const t = useTexts(badgeTexts);
  if (useLocale() === "pt" || type !== "Medicamento") return null;
  return (
    <span
      className={`inline-flex rounded-full border border-current px-3 text-xs font-semibold ${className}`}
    >
      {t.brazilOnly}
    </span>
  );
}
