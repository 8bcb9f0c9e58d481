import { useTexts } from "~/i18n/texts";
import { type BadgeTone, type DietFacts, dietBadges, listText } from "../../model/diet-badges";
import { badgeTexts } from "./badges.texts";
import { useLabelLang } from "./label-lang";

/**
 * Lactose, gluten and allergens at a glance, as the label states them (model/diet-badges.ts): on cards and
 * above the product view's tabs. Each badge is its own text ("Contém lactose", "Sem glúten"); the border and
 * tint only repeat what it says, so nothing depends on telling colours apart. Nothing when the label says nothing.
 * On English pages the badges are English and the allergens keep the label's Portuguese names (lang="pt-BR").
 */
const toneClass: Record<BadgeTone, string> = {
  free: "border-brand-700 bg-brand-50 text-brand-900",
  contains: "border-amber-700 bg-amber-50 text-amber-950",
  allergen: "border-slate-500 bg-slate-50 text-slate-900",
};

interface Badge {
  key: string;
  tone: BadgeTone;
  text: string;
  /** The label's allergen names, shown after the text. */
  names?: string;
}

export function DietBadges({
  facts,
  className = "",
}: {
  facts: DietFacts | null | undefined;
  className?: string;
}) {
  const t = useTexts(badgeTexts);
  const lang = useLabelLang();
  // The tones and the order are the model's; only the words are the page's.
  if (dietBadges(facts).length === 0 || !facts) return null;
  const badges: Badge[] = [];
  if (facts.lactose === "contém") badges.push({ key: "lactose", tone: "contains", text: t.containsLactose });
  if (facts.lactose === "sem") badges.push({ key: "lactose", tone: "free", text: t.lactoseFree });
  if (facts.gluten === "contém") badges.push({ key: "gluten", tone: "contains", text: t.containsGluten });
  if (facts.gluten === "sem") badges.push({ key: "gluten", tone: "free", text: t.glutenFree });
  if (facts.allergens.length)
    badges.push({
      key: "allergens",
      tone: "allergen",
      text: t.allergensContain,
      names: listText(facts.allergens),
    });
  if (facts.mayContain.length)
    badges.push({
      key: "may-contain",
      tone: "allergen",
      text: t.allergensMayContain,
      names: listText(facts.mayContain),
    });
  return (
    <ul aria-label={t.dietList} className={`flex flex-wrap gap-2 ${className}`}>
      {badges.map((badge) => (
        <li
          key={badge.key}
          className={`rounded-full border px-3 py-0.5 text-xs font-semibold ${toneClass[badge.tone]}`}
        >
          {badge.text}
          {badge.names ? <> {lang ? <span lang={lang}>{badge.names}</span> : badge.names}</> : null}
        </li>
      ))}
    </ul>
  );
}
