/** The home's sections below the fold in English (issue 36): app/content/home-below.ts, item for item. */
import type { Translation } from "~/i18n/texts";
import { type capacityContent, developmentContent, type numbersContent } from "../home-below";

/** The decorative word of the science band. */
export const scienceWordEn = "science";

export const numbersContentEn: Translation<typeof numbersContent> = {
  title: "Convale by the numbers",
  figures: [
    { value: 430, suffix: "+", label: "active SKUs", spoken: "More than 430 active SKUs" },
    { value: 45, suffix: "+", label: "brands and sub-brands", spoken: "More than 45 brands and sub-brands" },
    { value: 50, suffix: "+", label: "product lines", spoken: "More than 50 product lines" },
    {
      value: 7,
      suffix: " million",
      suffixOne: " million",
      label: "units a month at the pharmaceutical plant",
      spoken: "Capacity of 7 million units a month at the pharmaceutical plant",
    },
  ],
};

export const capacityContentEn: Translation<typeof capacityContent> = {
  eyebrow: "Strength and capacity",
  title: "A complete operation to help your brand grow",
  benefits: [
    {
      icon: "factory",
      title: "Infrastructure",
      text: "Three plants in São José dos Campos, with lines dedicated to supplements, cosmetics and medicines.",
    },
    {
      icon: "award",
      title: "Private label expertise",
      text: "More than ten years developing private label and white label products for brands all over Brazil.",
    },
    {
      icon: "flask",
      title: "Quality raw materials",
      text: "Qualified suppliers, and every lot of raw material tested before it goes into production.",
    },
    {
      icon: "badge",
      title: "Recognized certification",
      text: "Quality management system certified to ISO 9001, and processes audited regularly.",
    },
    {
      icon: "globe",
      title: "International expansion",
      text: "Products and processes prepared for expansion into the US market.",
    },
    {
      icon: "ruler",
      title: "Production capacity",
      text: "7,900 m² of total floor space and a monthly capacity of up to 1 million units of supplements, 1 million units of cosmetics and 7 million units at the pharmaceutical plant.",
    },
  ],
  certificationsTitle: "Certifications and registrations",
  certifications: [
    { id: "iso", name: "ISO 9001", text: "Certified quality management" },
    { id: "fda", name: "FDA", text: "Registration for the US market" },
    { id: "selo-verde", name: "Selo Verde", text: "Brazilian green seal: commitment to the environment" },
    { id: "anvisa", name: "Anvisa", text: "Plants authorized by Brazil's health regulatory agency" },
  ],
  claim: { figure: "300+", text: "private label products developed and manufactured by Convale" },
};

/** The same scene as the Portuguese step, described in English. */
function stepImage(index: number, alt: string) {
  const step = developmentContent.steps[index];
  if (!step) throw new Error(`app/content/home.ts has no development step ${index}`);
  return { ...step.image, alt };
}

export const developmentContentEn: Translation<typeof developmentContent> = {
  eyebrow: "Custom development",
  title: "From planning to training your sales team",
  tabsLabel: "Development stages",
  steps: [
    {
      id: "projeto",
      tab: "Planning",
      title: "Your product starts with good planning",
      description:
        "We get to know your audience, your positioning and your budget to define the right formula, packaging and partnership model.",
      points: [
        "White label: ready-made products under your brand",
        "Private label: a formula exclusive to you",
        "Detailed market and feasibility analysis",
        "Full support at every stage",
      ],
      image: stepImage(
        0,
        "Illustration of a person, seen from behind, at a planning table, facing a board with the brief and samples of a bottle, a tube and a jar.",
      ),
    },
    {
      id: "personalizacao",
      tab: "Customization",
      title: "Every detail true to your brand",
      description:
        "We adjust formula, flavor, color, scent and packaging until the product reflects exactly what your brand promises.",
      points: [
        "Agile development methods",
        "Ongoing project follow-up",
        "Tailored corporate solutions",
        "Formula, scent and packaging of your choice",
      ],
      image: stepImage(
        1,
        "Illustration of the same bottle in four brand colors, next to a color fan and scent samples.",
      ),
    },
    {
      id: "aprovacao",
      tab: "Approval",
      title: "You approve before we produce",
      description:
        "We send samples and prototypes and adjust whatever is needed, with you taking part in every decision.",
      points: [
        "Feedback on every sample",
        "Focus on your satisfaction",
        "Active participation in decisions",
        "Formal approval before production",
      ],
      image: stepImage(
        2,
        "Illustration of product samples on a tray, next to the approved document with a check mark.",
      ),
    },
    {
      id: "regulatorio",
      tab: "Regulatory",
      title: "Regulatory compliance from start to finish",
      description:
        "Our regulatory team handles ANVISA's requirements so that your product reaches the market fully compliant.",
      points: [
        "Full support",
        "Regulatory backing with ANVISA",
        "Technical documentation and labeling",
        "Product notification and registration",
      ],
      image: stepImage(
        3,
        "Illustration of technical documents with a compliance stamp, registration folders and framed certificates on the wall.",
      ),
    },
    {
      id: "producao",
      tab: "Production",
      title: "Production with controls at every step",
      description:
        "We manufacture on dedicated lines, following Good Manufacturing Practices, with records of every batch produced.",
      points: [
        "Documented process",
        "Quality control",
        "Batch-by-batch traceability",
        "Good Manufacturing Practices",
      ],
      image: stepImage(
        4,
        "Illustration of a filling line with bottles on the conveyor, while an operator checks the batch record.",
      ),
    },
    {
      id: "entrega",
      tab: "Delivery",
      title: "Your product on the agreed schedule",
      description:
        "We plan production and logistics together so that your stock arrives at the right time, at the best cost.",
      points: ["Quality", "Cost-effectiveness", "Efficiency", "Deadlines agreed and met"],
      image: stepImage(
        5,
        "Illustration of the warehouse: pallet racks with Convale boxes and a truck at the shipping dock.",
      ),
    },
    {
      id: "treinamento",
      tab: "Training",
      title: "Your team ready to sell",
      description: "After the launch, we prepare your sales team to present the product with confidence.",
      points: [
        "The highlights of each product",
        "Sales pitch techniques",
        "Short training videos",
        "Specialized technical support",
      ],
      image: stepImage(6, "Illustration of a sales team watching a presentation about a product."),
    },
  ],
};
