/**
 * Over-the-counter medicines (Brazil only): part of productTextsEn (product-texts-en.ts). Neutral: active
 * ingredient, form and pack, and the indication as the Brazilian leaflet states it; never a dose.
 */
import type { ProductTextsEn } from "./product-texts-en";

export const medicinesTextsEn: ProductTextsEn = {
  "40001": {
    name: "Paracetamol (Acetaminophen) 200 mg/mL Oral Solution Drops – Farmacon",
    description:
      "Paracetamol (acetaminophen) 200 mg/mL oral solution in drops, in a 15 mL dropper bottle. A nonprescription medicine in Brazil, indicated there for fever reduction and the temporary relief of mild to moderate pain.",
  },
  "40002": {
    name: "Paracetamol (Acetaminophen) 500 mg Tablets – Farmacon",
    description:
      "Paracetamol (acetaminophen) 500 mg in a box of 20 tablets, for adults and children over 12. A nonprescription medicine in Brazil, indicated there for fever reduction and the temporary relief of mild to moderate pain.",
  },
  "40003": {
    name: "Paracetamol (Acetaminophen) 750 mg Tablets – Farmacon",
    description:
      "Paracetamol (acetaminophen) 750 mg in a box of 20 tablets. A nonprescription medicine in Brazil, indicated there for fever reduction and the temporary relief of mild to moderate pain.",
  },
  "40004": {
    name: "Simethicone 125 mg Soft Gelatin Capsules – Farmacon",
    description:
      "Simethicone 125 mg in soft gelatin capsules, in a box of 10. A nonprescription medicine in Brazil, indicated there for the relief of symptoms caused by excess gas in the digestive tract.",
  },
};
