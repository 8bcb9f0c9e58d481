/** The collection-point sections of the sustainability page in English (issue 36): collection-points-texts.ts. */
import type { Translation } from "~/i18n/texts";
import type { collectionTexts } from "../collection-points-texts";

export const collectionTextsEn: Translation<typeof collectionTexts> = {
  searchTitle: "Find a collection point",
  searchIntro:
    "Search by your city or by your CEP, the Brazilian postal code (or just its first digits): we show the nearest points first.",
  cityLabel: "City",
  cityHint: "For example, Taubaté.",
  cityButton: "by city",
  cepLabel: "CEP or its first digits",
  cepHint: "For example, 12245-000 or 122.",
  cepButton: "by CEP",
  citiesTitle: "Cities with collection points",
  showAll: "See all collection points",
  packagingBadge: "Accepts cosmetic packaging",
  collectedTitle: "What to bring to a collection point",
  medicines: {
    title: "Medicines",
    items: [
      "Expired medicines or medicines you no longer use: tablets, capsules, syrups, drops, ointments and creams.",
      "In their original packaging: tablets in the blister pack, liquids in a tightly closed bottle, ointments in the tube.",
      "The carton and the package insert can go with them or into the recycling.",
      "Needles and syringes do not go in the medicine bin: ask the pharmacy how to dispose of them.",
    ],
  },
  packaging: {
    title: "Packaging from our cosmetics",
    items: [
      "Empty shampoo and conditioner bottles, jars, tubes, pumps and spray nozzles.",
      "Rinse with a little water, let dry and put the cap or the pump back on.",
      "Drop them in the cosmetic packaging box at the points marked “Accepts cosmetic packaging”.",
      "Far from one of these points? Clean, empty packaging can also go into your city's recycling collection.",
    ],
  },
  hoursRule:
    "Every point accepts items within the 8 a.m. to 10 p.m. window; each pharmacy has its own hours, shown below.",
};
