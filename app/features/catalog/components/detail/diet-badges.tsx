import { type BadgeTone, type DietFacts, dietBadges } from "../../model/diet-badges";

/**
 * Lactose, gluten and allergens at a glance, as the label states them (model/diet-badges.ts): on cards and
 * above the product view's tabs. Each badge is its own text ("Contém lactose", "Sem glúten"); the border and
 * tint only repeat what it says, so nothing depends on telling colours apart. Nothing when the label says nothing.
 */
const toneClass: Record<BadgeTone, string> = {
  free: "border-brand-700 bg-brand-50 text-brand-900",
  contains: "border-amber-700 bg-amber-50 text-amber-950",
  allergen: "border-slate-500 bg-slate-50 text-slate-900",
};

export function DietBadges({
  facts,
  className = "",
}: {
  facts: DietFacts | null | undefined;
  className?: string;
}) {
  const badges = dietBadges(facts);
  if (badges.length === 0) return null;
  return (
    <ul aria-label="Lactose, glúten e alérgicos" className={`flex flex-wrap gap-2 ${className}`}>
      {badges.map((badge) => (
        <li
          key={badge.text}
          className={`rounded-full border px-3 py-0.5 text-xs font-semibold ${toneClass[badge.tone]}`}
        >
          {badge.text}
        </li>
      ))}
    </ul>
  );
}
