/** The home page's copy in English (issue 36): app/content/home.ts, item for item; images and figures are the same. */
import type { Translation } from "~/i18n/texts";
import { aboutContent, heroContent, unitsContent } from "../home";

export const heroContentEn: Translation<typeof heroContent> = {
  eyebrow: "Manufacturer of supplements, cosmetics and medicines",
  title: "Health, made with science and care",
  intro:
    "We develop and manufacture dietary supplements, cosmetics, fragrances and over-the-counter medicines in São José dos Campos, Brazil, for your brand and for our own.",
  productsCta: { ...heroContent.productsCta, label: "See our products" },
  unitsCta: { ...heroContent.unitsCta, label: "Business units" },
  scrollLabel: "Scroll down to the business units",
  pauseLabel: "Pause the background video",
  playLabel: "Play the background video",
  video: heroContent.video,
  poster: heroContent.poster,
};

export const unitsContentEn: Translation<typeof unitsContent> = {
  eyebrow: "Business units",
  title: "Three plants, one quality standard",
  intro:
    "Each unit has its own lines, teams and controls, so your brand can scale up without compromising on safety.",
  cards: [
    {
      id: "suplementos",
      title: "Supplements",
      text: "Vitamins, minerals, proteins and blends in capsules, tablets, powders and liquids.",
    },
    {
      id: "cosmeticos",
      title: "Cosmetics",
      text: "Skin, hair and body care, fragrances and insect repellents.",
    },
    {
      id: "farmaceutica",
      title: "Pharmaceuticals",
      text: "Over-the-counter medicines, such as pain relievers and anti-gas products, made under Good Manufacturing Practices.",
    },
  ],
  cardLinkLabel: "Visit the unit",
  historyLink: { ...unitsContent.historyLink, label: "Read our story" },
  valuesLabel: "Our values",
  values: ["Ethics", "Integrity", "Quality", "Innovation"],
  pauseValuesLabel: "Pause the values banner",
};

export const aboutContentEn: Translation<typeof aboutContent> = {
  eyebrow: "About Convale",
  title: "Turning science into health products since 2011",
  blocks: [
    {
      title: "Mission",
      text: "To develop and manufacture safe and effective health and wellness products that help our partners grow and people live better.",
    },
    {
      title: "Vision",
      text: "To be Brazil's leading manufacturing partner for private label, with a growing presence in the US market.",
    },
    {
      title: "Values",
      text: "Ethics, integrity, quality and innovation at every stage, from formula development to delivery.",
    },
  ],
  image: {
    ...aboutContent.image,
    alt: "Illustration of Convale's three plants, for supplements, cosmetics and pharmaceuticals, seen from the yard.",
  },
  counters: [
    { value: 10, suffix: "+", label: "years in business", spoken: "More than 10 years in business" },
    { value: 3, label: "plants", spoken: "3 plants" },
    { value: 400, prefix: "~", label: "employees", spoken: "About 400 employees" },
    {
      value: 7.9,
      decimals: 1,
      suffix: "K m²",
      label: "of floor space",
      spoken: "7,900 square meters of floor space",
    },
  ],
};
