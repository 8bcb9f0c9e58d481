import type { Translation } from "~/i18n/texts";
import type { FormTerms, formTerms, otcMedicineTerms, stages, Weeks } from "../private-label-terms";

/**
 * The private-label terms in English: app/content/private-label-terms.ts item for item. Quantities and weeks are
 * the same numbers; only the words and the en-US number format change.
 */

export const formTermsEn: Translation<typeof formTerms> = {
  capsulas: {
    label: "Capsules",
    lines: ["suplementos", "medicamentos"],
    minimumOrder: { quantity: 3000, unit: "bottles" },
    leadTime: { whiteLabel: { from: 5, to: 7 }, privateLabel: { from: 12, to: 16 } },
    packaging: ["Bottle or jar of 30 to 120 capsules", "Blister pack in a carton", "Counter display"],
  },
  comprimidos: {
    label: "Tablets",
    lines: ["suplementos", "medicamentos"],
    minimumOrder: { quantity: 5000, unit: "bottles or cartons" },
    leadTime: { whiteLabel: { from: 5, to: 8 }, privateLabel: { from: 12, to: 18 } },
    packaging: ["Jar of 30 to 120 tablets", "Blister pack in a carton", "Effervescent tablets in a tube"],
  },
  po: {
    label: "Powders (sachets and jars)",
    lines: ["suplementos"],
    minimumOrder: { quantity: 2000, unit: "jars", note: "In sachets, from 10,000 units." },
    leadTime: { whiteLabel: { from: 5, to: 8 }, privateLabel: { from: 12, to: 16 } },
    packaging: [
      "Jar of 150 g to 1 kg with a scoop",
      "Single-serve sachets in a box",
      "Stand-up refill pouch",
    ],
  },
  gomas: {
    label: "Gummies",
    lines: ["suplementos"],
    minimumOrder: { quantity: 5000, unit: "jars" },
    leadTime: { whiteLabel: { from: 6, to: 9 }, privateLabel: { from: 14, to: 20 } },
    packaging: ["Jar of 30 to 60 gummies", "Stand-up pouch with zipper"],
    note: "The gummy's flavor, color and shape are part of the development; the lead time includes the heat stability test.",
  },
  gotas: {
    label: "Drops",
    lines: ["suplementos", "medicamentos"],
    minimumOrder: { quantity: 3000, unit: "bottles" },
    leadTime: { whiteLabel: { from: 5, to: 7 }, privateLabel: { from: 12, to: 16 } },
    packaging: ["Amber bottle of 10 to 30 mL with a dropper", "Carton with directions for use"],
  },
  liquidos: {
    label: "Liquids and syrups",
    lines: ["suplementos", "medicamentos"],
    minimumOrder: { quantity: 3000, unit: "bottles" },
    leadTime: { whiteLabel: { from: 5, to: 8 }, privateLabel: { from: 12, to: 18 } },
    packaging: ["Bottle of 100 to 500 mL with a dosing cup", "Single-dose vial", "Carton"],
  },
  shampoos: {
    label: "Shampoos and conditioners",
    lines: ["cosmeticos"],
    minimumOrder: { quantity: 3000, unit: "bottles" },
    leadTime: { whiteLabel: { from: 5, to: 7 }, privateLabel: { from: 10, to: 14 } },
    packaging: ["Bottle of 250 mL to 1 L", "Pump or flip-top cap", "Refill pouch"],
  },
  cremes: {
    label: "Creams, lotions and serums",
    lines: ["cosmeticos"],
    minimumOrder: { quantity: 3000, unit: "units" },
    leadTime: { whiteLabel: { from: 5, to: 8 }, privateLabel: { from: 12, to: 16 } },
    packaging: ["Tube of 30 to 200 g", "Jar", "Airless or pump bottle"],
  },
  oleos: {
    label: "Oils",
    lines: ["cosmeticos"],
    minimumOrder: { quantity: 2000, unit: "bottles" },
    leadTime: { whiteLabel: { from: 5, to: 7 }, privateLabel: { from: 10, to: 14 } },
    packaging: ["Glass or PET bottle of 30 to 200 mL", "Dropper, spray or pump"],
  },
  sabonetes: {
    label: "Soaps",
    lines: ["cosmeticos"],
    minimumOrder: { quantity: 5000, unit: "units" },
    leadTime: { whiteLabel: { from: 5, to: 7 }, privateLabel: { from: 10, to: 14 } },
    packaging: ["Bar in a carton or film wrap", "Liquid in a pump bottle", "Refill"],
  },
  protetores: {
    label: "Sunscreens and insect repellents",
    lines: ["cosmeticos"],
    minimumOrder: { quantity: 5000, unit: "units" },
    leadTime: { whiteLabel: { from: 6, to: 9 }, privateLabel: { from: 16, to: 24 } },
    packaging: ["Tube of 50 to 200 g", "Spray bottle", "Stick"],
    note: "These products are registered with ANVISA (Brazil's health regulatory agency): the private label lead time includes the efficacy tests, but not the agency's review time.",
  },
  perfumes: {
    label: "Perfumes and colognes",
    lines: ["cosmeticos"],
    minimumOrder: { quantity: 2000, unit: "bottles" },
    leadTime: { whiteLabel: { from: 5, to: 8 }, privateLabel: { from: 10, to: 16 } },
    packaging: ["Glass bottle of 50 to 100 mL with a spray pump", "200 mL body splash", "Carton"],
  },
};

export const otcMedicineTermsEn: Translation<typeof otcMedicineTerms> = {
  label: "Over-the-counter medicines",
  lines: ["medicamentos"],
  minimumOrder: { quantity: 10_000, unit: "cartons or bottles" },
  leadTime: { whiteLabel: { from: 6, to: 9 }, privateLabel: { from: 16, to: 24 } },
  packaging: ["Blister pack in a carton", "Bottle in a carton", "Counter display"],
  note: "Capsules, tablets, liquids and drops. A new formula needs a regulatory review before the proposal.",
};

export const stagesEn: Translation<typeof stages> = [
  {
    id: "briefing",
    title: "Brief and proposal",
    text: "You send the brief; we answer with the proposal: product, packaging, quantities, price and lead time.",
    privateLabel: { from: 1, to: 1 },
    whiteLabel: { from: 1, to: 1 },
  },
  {
    id: "formula",
    title: "Formula and samples",
    text: "Private label: we develop the formula and send samples for adjustment. White label: you receive samples from our portfolio.",
    privateLabel: { from: 2, to: 6 },
    whiteLabel: { from: 1, to: 1 },
  },
  {
    id: "estabilidade",
    title: "Approval and stability",
    text: "Once the sample is approved, the formula goes through the stability study and the tests its category requires.",
    privateLabel: { from: 2, to: 4 },
    whiteLabel: null,
  },
  {
    id: "arte-regulatorio",
    title: "Artwork, packaging and ANVISA",
    text: "We review the artwork for the required label statements and file the ANVISA notification or registration for the project.",
    privateLabel: { from: 2, to: 4 },
    whiteLabel: { from: 1, to: 2 },
  },
  {
    id: "insumos",
    title: "Raw materials and packaging",
    text: "We buy raw materials and packaging, and quality control checks every lot received.",
    privateLabel: { from: 2, to: 5 },
    whiteLabel: { from: 1, to: 3 },
  },
  {
    id: "primeiro-lote",
    title: "Production and first batch",
    text: "We produce, test and release the batch with a certificate of analysis, ready for pickup or shipping.",
    privateLabel: { from: 1, to: 4 },
    whiteLabel: { from: 1, to: 2 },
  },
];

/** "5 to 7 weeks", "1 week". */
export function weeksTextEn(w: Weeks): string {
  if (w.from === w.to) return `${w.from} ${w.from === 1 ? "week" : "weeks"}`;
  return `${w.from} to ${w.to} weeks`;
}

/** 10000 → "10,000", the same on the server and in every browser. */
export const thousandsEn = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** "3,000 bottles". */
export function quantityTextEn(order: FormTerms["minimumOrder"]): string {
  return `${thousandsEn(order.quantity)} ${order.unit}`;
}
