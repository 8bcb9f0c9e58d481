/** The sustainability page in English (issue 36): app/content/sustainability.ts, item for item. */
import type { Translation } from "~/i18n/texts";
import { sustainabilityPage } from "../sustainability";

export const sustainabilityPageEn: Translation<typeof sustainabilityPage> = {
  meta: {
    title: "Sustainability",
    description:
      "Sustainability and reverse logistics at Convale: collection points in pharmacies, packaging and efficient plants.",
  },
  eyebrow: "Commitment to the future",
  title: "Sustainability",
  intro:
    "Making health products also means caring for the environment we live in, from raw materials to the disposal of packaging.",
  commitment: {
    title: "Our practices",
    image: {
      ...sustainabilityPage.commitment.image,
      alt: "Illustration of waste sorting at the plant: bins for paper, plastic, metal and glass, bales of cardboard and a tank of reused water.",
    },
    practices: [
      {
        title: "Efficient plants",
        text: "We monitor water and energy use at all three units and reuse the water from cleaning processes whenever possible.",
      },
      {
        title: "Lighter packaging",
        text: "We develop recyclable packaging that uses less material, without losing the protection the product needs.",
      },
      {
        title: "Proper waste disposal",
        text: "We sort our industrial waste and send it to licensed companies, with a record of where each load goes.",
      },
    ],
  },
  reverseLogistics: {
    title: "Reverse logistics",
    text: "Expired medicines, or medicines you no longer use, should not go in the household trash or down the drain. Take them to a collection point: we take care of proper disposal.",
    steps: [
      "Set aside your expired or unused medicines, with or without the box.",
      "Take them to a partner pharmacy with a collection point.",
      "Drop them in the collection bin: we ensure environmentally sound disposal.",
    ],
    hoursTitle: "Collection points in pharmacies",
    hours: "The collection points at partner pharmacies are open from 8 a.m. to 10 p.m.",
    findLink: "Find a collection point by city or CEP (Brazilian postal code)",
  },
};
