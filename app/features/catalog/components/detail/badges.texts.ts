import { defineTexts } from "~/i18n/texts";

/**
 * The badges a product card shows too (diet-badges.tsx, brazil-only.tsx): apart from the detail's texts so the
 * catalogue's cards do not download the dialog's labels with them.
 */
export const badgeTexts = defineTexts(
  {
    brazilOnly: "Somente no Brasil",
    // The allergens' names are the label's.
    dietList: "Lactose, glúten e alérgicos",
    containsLactose: "Contém lactose",
    lactoseFree: "Sem lactose",
    containsGluten: "Contém glúten",
    glutenFree: "Sem glúten",
    allergensContain: "Alérgicos: contém",
    allergensMayContain: "Alérgicos: pode conter",
  },
  {
    brazilOnly: "Brazil only",
    dietList: "Lactose, gluten and allergens",
    containsLactose: "Contains lactose",
    lactoseFree: "Lactose-free",
    containsGluten: "Contains gluten",
    glutenFree: "Gluten-free",
    allergensContain: "Allergens: contains",
    allergensMayContain: "Allergens: may contain",
  },
);
