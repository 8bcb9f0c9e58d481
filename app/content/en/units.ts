/** The business-units page in English (issue 36): app/content/units.ts, item for item; images are the same. */
import type { Translation } from "~/i18n/texts";
import { type UnitSectionId, unitsPage } from "../units";

/** The Portuguese section's image, described in English. */
function imageOf(id: UnitSectionId, alt: string) {
  const section = unitsPage.sections.find((s) => s.id === id);
  if (!section) throw new Error(`app/content/units.ts has no section ${id}`);
  return { ...section.image, alt };
}

export const unitsPageEn: Translation<typeof unitsPage> = {
  meta: {
    title: "Business units",
    description:
      "Convale's units: supplements, cosmetics and fragrances, pharmaceuticals, and research and development.",
  },
  eyebrow: "Where we manufacture",
  title: "Business units",
  intro:
    "Three specialized plants and a research and development center, all in São José dos Campos, São Paulo state, Brazil.",
  phoneLabel: "Phone number for",
  sections: [
    {
      id: "suplementos",
      title: "Supplements",
      text: "Vitamins, minerals, proteins, collagen and herbal products in capsules, tablets, powders, gummies and liquids, for private label brands and for pharmacy retail.",
      capacity: "1 million units a month",
      phoneKey: "suplementos",
      image: imageOf(
        "suplementos",
        "Illustration of the supplements line: a capsule filler with capsules in the hopper, a blister packaging machine and bottles on the conveyor, with an operator in a lab coat and hair cap.",
      ),
    },
    {
      id: "cosmeticos",
      title: "Cosmetics and fragrances",
      text: "Creams, lotions, shampoos, deodorants, colognes and insect repellents, from formulation to filling, with microbiological control at every stage.",
      capacity: "1 million units a month",
      phoneKey: "cosmeticos",
      image: imageOf(
        "cosmeticos",
        "Illustration of the cosmetics line: a stainless steel mixing tank and a tube filling machine, with an operator in a lab coat and hair cap.",
      ),
    },
    {
      id: "farmaceutica",
      title: "Pharmaceuticals",
      text: "Over-the-counter medicines, such as paracetamol (acetaminophen) drops and tablets and simethicone, manufactured under Good Manufacturing Practices.",
      capacity: "7 million units a month",
      phoneKey: "farmaceutica",
      image: imageOf(
        "farmaceutica",
        "Illustration of the pharmaceutical unit's clean room: a tablet press and the medicine carton line, with operators in coveralls and hoods.",
      ),
    },
    {
      id: "pesquisa-desenvolvimento",
      title: "Research and development",
      text: "Our laboratory creates and tests new formulas, studies their stability and prepares the regulatory documentation for each product.",
      image: imageOf(
        "pesquisa-desenvolvimento",
        "Illustration of the research laboratory: glassware, a stirrer with a formulation and a stability chamber with samples in our packaging.",
      ),
    },
  ],
  privateLabel: {
    title: "Want a product from these plants under your brand?",
    text: "We develop supplements, cosmetics and over-the-counter medicines as white label and private label. See how private label works, or tell us what you need and get a quote.",
  },
};
