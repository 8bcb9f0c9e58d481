/**
 * Allergens and diets at a glance (issue 32, item 7): what a supplement label's own upper-case statements
 * (detail/statements.ts) say about lactose, gluten and allergens, and the badges cards and the product view show.
 * No imports, so the client components that show badges pull nothing else into their bundle.
 *
 * - `dietFacts(statements)`: lactose and gluten as "contém" / "sem" / null, null when the label says neither
 *   (a label without "CONTÉM LACTOSE." is not lactose-free: only "NÃO CONTÉM LACTOSE." makes it "sem");
 *   the allergens "ALÉRGICOS: CONTÉM …" names and those "ALÉRGICOS: PODE CONTER …" names, lower-case.
 * - `hasDietFacts(facts)`: whether the label said anything of the sort (else no badge row at all).
 * - `dietBadges(facts)`: the badges, in a fixed order, each a Portuguese text that reads on its own.
 */

export type DietFact = "contém" | "sem" | null;

export interface DietFacts {
  lactose: DietFact;
  gluten: DietFact;
  /** "ALÉRGICOS: CONTÉM LEITE, DERIVADOS DE SOJA." → ["leite", "derivados de soja"]. */
  allergens: string[];
  /** "ALÉRGICOS: PODE CONTER LEITE." → ["leite"] (cross-contact, not an ingredient). */
  mayContain: string[];
}

export const NO_DIET_FACTS: DietFacts = { lactose: null, gluten: null, allergens: [], mayContain: [] };

function fact(statements: readonly string[], noun: "LACTOSE" | "GLÚTEN"): DietFact {
  const contains = statements.some((s) => s.startsWith(`CONTÉM ${noun}`));
  const free = statements.some((s) => s.startsWith(`NÃO CONTÉM ${noun}`));
  // A label that said both would contradict itself; "contém" is the answer that harms no one.
  if (contains) return "contém";
  return free ? "sem" : null;
}

/** "AMENDOIM, LEITE E DERIVADOS DE SOJA" → ["amendoim", "leite", "derivados de soja"]. */
function names(list: string): string[] {
  return list
    .replace(/\.$/, "")
    .split(/,\s*|\s+E\s+/)
    .map((name) => name.trim().toLocaleLowerCase("pt-BR"))
    .filter((name) => name !== "");
}

export function dietFacts(statements: readonly string[]): DietFacts {
  const allergens: string[] = [];
  const mayContain: string[] = [];
  for (const statement of statements) {
    const declared = /^ALÉRGICOS:\s*(CONTÉM|PODE CONTER)\s+(.+)$/.exec(statement);
    if (!declared?.[2]) continue;
    const list = declared[1] === "CONTÉM" ? allergens : mayContain;
    for (const name of names(declared[2])) if (!list.includes(name)) list.push(name);
  }
  return {
    lactose: fact(statements, "LACTOSE"),
    gluten: fact(statements, "GLÚTEN"),
    allergens,
    mayContain,
  };
}

export function hasDietFacts(facts: DietFacts | null | undefined): facts is DietFacts {
  return Boolean(
    facts &&
      (facts.lactose !== null || facts.gluten !== null || facts.allergens.length || facts.mayContain.length),
  );
}

/** "contains" and "allergen" warn, "free" reassures; the text says which, the tone only styles it. */
export type BadgeTone = "contains" | "free" | "allergen";

export interface DietBadge {
  text: string;
  tone: BadgeTone;
}

/** "leite", "soja" and "ovo" → "leite, soja e ovo". */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} e ${items[items.length - 1]}`;
}

export function dietBadges(facts: DietFacts | null | undefined): DietBadge[] {
  if (!facts) return [];
  const badges: DietBadge[] = [];
  if (facts.lactose === "contém") badges.push({ text: "Contém lactose", tone: "contains" });
  if (facts.lactose === "sem") badges.push({ text: "Sem lactose", tone: "free" });
  if (facts.gluten === "contém") badges.push({ text: "Contém glúten", tone: "contains" });
  if (facts.gluten === "sem") badges.push({ text: "Sem glúten", tone: "free" });
  if (facts.allergens.length)
    badges.push({ text: `Alérgicos: contém ${listText(facts.allergens)}`, tone: "allergen" });
  if (facts.mayContain.length)
    badges.push({ text: `Alérgicos: pode conter ${listText(facts.mayContain)}`, tone: "allergen" });
  return badges;
}
