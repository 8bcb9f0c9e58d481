/** The about page in English (issue 36): app/content/about.ts, item for item; figures in en-US format. */
import type { Translation } from "~/i18n/texts";
import { aboutPage } from "../about";

export const aboutPageEn: Translation<typeof aboutPage> = {
  meta: {
    title: "About us",
    description: "Convale's story since 2011, our certified quality and our expansion into the US market.",
  },
  eyebrow: "Our story",
  title: "About us",
  intro:
    "Convale was founded in 2011 as a laboratory in São José dos Campos and today manufactures supplements, cosmetics and medicines for brands all over Brazil.",
  history: {
    title: "More than 10 years of history",
    paragraphs: [
      "Founded in 2011 as a small testing and development laboratory, Convale grew alongside the clients who trusted it with their first formulas.",
      "Today we have three plants, about 400 employees and 7,900 m² of floor space, with more than 430 active SKUs and more than 300 private label products developed to date.",
    ],
    image: {
      ...aboutPage.history.image,
      alt: "Illustration of the quality control laboratory: a liquid chromatograph (HPLC), an analytical balance and glassware on the bench, with the ISO 9001 certificate framed on the wall.",
    },
  },
  timelineTitle: "Timeline",
  timeline: [
    {
      year: "2011",
      title: "Founding",
      text: "Convale starts as a laboratory in São José dos Campos, developing formulas for other brands.",
    },
    {
      year: "2015",
      title: "First plant",
      text: "We open the dietary supplements unit and the first private label lines.",
    },
    {
      year: "2018",
      title: "Cosmetics and fragrances",
      text: "The second plant starts producing cosmetics, fragrances and insect repellents.",
    },
    {
      year: "2022",
      title: "Pharmaceutical unit",
      text: "The third plant starts producing over-the-counter medicines.",
    },
    {
      year: "2024",
      title: "Heading to the United States",
      text: "We begin our international expansion, with products prepared for the US market.",
    },
  ],
  factsTitle: "Convale today",
  facts: [
    { figure: "2011", label: "year founded, as a laboratory" },
    { figure: "10+", label: "years of experience" },
    { figure: "3", label: "plants in São José dos Campos" },
    { figure: "~400", label: "employees" },
    { figure: "7,900 m²", label: "of floor space" },
    { figure: "430+", label: "active SKUs" },
    { figure: "300+", label: "private label products" },
  ],
  capacityTitle: "Monthly production capacity",
  capacity: [
    { unit: "Supplements", figure: "1 million", label: "units a month" },
    { unit: "Cosmetics", figure: "1 million", label: "units a month" },
    { unit: "Pharmaceuticals", figure: "7 million", label: "units a month" },
  ],
  quality: {
    title: "Quality",
    text: "For us, quality is a process, not a final step. Every batch is documented, tested and released by our quality assurance team before it leaves the plant.",
    points: [
      "Quality management system certified to ISO 9001",
      "Good Manufacturing Practices in every unit",
      "Raw material and finished product testing in our own laboratory",
      "Full batch-by-batch traceability",
    ],
  },
  expansion: {
    title: "International expansion",
    text: "Since 2024 we have been preparing products, labels and processes for the US market, bringing more than a decade of private label experience to new partners in the United States.",
  },
};
