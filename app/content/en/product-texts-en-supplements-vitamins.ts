/** Supplements of the Vitacon and Calciocon lines: part of productTextsEn (product-texts-en.ts). */
import type { ProductTextsEn } from "./product-texts-en";

export const supplementsVitaminsTextsEn: ProductTextsEn = {
  "10001": {
    name: "Vitacon Vitamin D3 2,000 IU 60 Capsules",
    description:
      "Vitamin D3 softgels with 2,000 IU (50 mcg) per serving, in sunflower oil. Vitamin D aids in the absorption of calcium and phosphorus.",
  },
  "10002": {
    name: "Vitacon Vitamin D3 1,000 IU Drops 20 mL",
    description:
      "Liquid vitamin D3 in drops, with 1,000 IU (25 mcg) per 5 drops, in a medium-chain triglyceride base. Vitamin D aids in the absorption of calcium and phosphorus.",
  },
  "10003": {
    name: "Vitacon Vitamin C 1 g 10 Effervescent Tablets Orange",
    description:
      "Orange-flavored effervescent tablet with 1 g of vitamin C, to dissolve in a glass of water. Vitamin C aids in the formation of collagen.",
  },
  "10004": {
    name: "Vitacon Vitamin C 500 mg Chewable 30 Tablets Tangerine",
    description:
      "Tangerine-flavored chewable tablet with 500 mg of vitamin C and no added sugars, for those who prefer not to swallow capsules. Vitamin C helps the immune system function.",
  },
  "10005": {
    name: "Vitacon B Complex 60 Capsules",
    description:
      "Eight B-complex vitamins in one daily capsule, in amounts close to 100% of the adult daily reference value. Thiamin, riboflavin and niacin aid in energy metabolism.",
  },
  "10006": {
    name: "Vitacon Vitamin B12 Methylcobalamin 30 Sublingual Tablets Mint",
    description:
      "Mint-flavored sublingual tablet with vitamin B12 as methylcobalamin, left to dissolve under the tongue. Vitamin B12 aids in the formation of red blood cells.",
  },
  "10007": {
    name: "Vitacon Chelated Zinc 7 mg 60 Capsules",
    description:
      "Zinc in chelated form (bisglycinate), with 7 mg per capsule. Zinc helps the immune system function.",
  },
  "10008": {
    name: "Vitacon Chelated Iron 14 mg + Vitamin C 60 Capsules",
    description:
      "Chelated iron with vitamin C in a vegetable capsule, providing 100% of the adult daily reference value for iron per serving. Iron aids in the formation of red blood cells.",
  },
  "10009": {
    name: "Vitacon Chelated Iron Drops 30 mL Mixed Berry",
    description:
      "Mixed berry-flavored liquid chelated iron, with 7 mg of iron per 10 drops, which can be mixed with water or juice. Iron aids in the formation of red blood cells.",
  },
  "10010": {
    name: "Vitacon Magnesium Dimalate 60 Capsules",
    description:
      "Magnesium dimalate with 160 mg of magnesium per two-capsule serving, in a simple formula without colorings. Magnesium helps muscle function.",
  },
  "10011": {
    name: "Vitacon A-Z Multivitamin 60 Tablets",
    description:
      "A-to-Z multivitamin with 18 vitamins and minerals in one daily tablet. It complements your meals and does not replace a varied diet.",
  },
  "10012": {
    name: "Vitacon Vitamin E 200 IU 60 Capsules",
    description:
      "Natural-form vitamin E (d-alpha-tocopherol), with 200 IU per softgel. Vitamin E is an antioxidant that helps protect against damage caused by free radicals.",
  },
  "10013": {
    name: "Vitacon Folic Acid 400 mcg 60 Tablets",
    description:
      "Small tablet with 400 mcg of folic acid, 100% of the adult daily reference value. Folic acid aids in the formation of red blood cells.",
  },
  "10014": {
    name: "Vitacon Kids' Liquid Multivitamin 120 mL Strawberry",
    description:
      "Strawberry-flavored liquid multivitamin for children aged 4 to 8, with no added sugars. It comes with a 10 mL measuring cup.",
  },
  "10015": {
    name: "Vitacon Vitamin C + Zinc 30 Sachets Orange",
    description:
      "Orange-flavored powder in sachets with vitamin C and zinc, to dissolve in 200 mL of water, with no added sugars. Vitamin C and zinc help the immune system function.",
  },
  "10016": {
    name: "Vitacon Vitamin D3 2,000 IU + K2 60 Capsules",
    description:
      "Vitamin D3 with vitamin K2 (MK-7) in a once-a-day softgel. Vitamin D aids in the absorption of calcium and phosphorus, and vitamin K aids in bone formation.",
  },
  "10017": {
    name: "Vitacon Vitamin D3 30 Gummies Strawberry",
    description:
      "Strawberry-flavored chewable gummy with 400 IU (10 mcg) of vitamin D3 per gummy. Contains sugar; keep out of the reach of children.",
  },
  "10018": {
    name: "Calciocon Calcium + Vitamin D3 + K2 60 Tablets",
    description:
      "Calcium carbonate with vitamins D3 and K2 in a coated tablet that provides half the adult daily reference value for calcium. Calcium aids in the formation of bones and teeth.",
  },
  "10019": {
    name: "Calciocon Calcium 600 mg + Vitamin D3 60 Tablets",
    description:
      "Coated tablet with 600 mg of calcium and 200 IU of vitamin D3. Calcium aids in the formation of bones and teeth.",
  },
  "10020": {
    name: "Calciocon Calcium + Magnesium + Zinc + D3 90 Tablets",
    description:
      "Calcium, magnesium, zinc and vitamin D3 combined in two daily tablets. Calcium aids in the formation of bones and teeth.",
  },
  "10021": {
    name: "Calciocon Calcium 500 mg + D3 Chewable 30 Tablets Chocolate",
    description:
      "Chocolate-flavored chewable tablet with 500 mg of calcium and vitamin D3, an option for those who find it hard to swallow tablets.",
  },
  "10022": {
    name: "Calciocon Calcium Citrate Malate + D3 30 Sachets Lemon",
    description:
      "Calcium as citrate malate in a lemon-flavored powder to dissolve in water, with 500 mg of calcium per sachet. Calcium aids in the formation of bones and teeth.",
  },
  "10023": {
    name: "Calciocon Calcium + Vitamin D3 Effervescent 10 Tablets Orange",
    description:
      "Orange-flavored effervescent tablet with calcium and vitamin D3, to dissolve in a glass of water. Calcium aids in the formation of bones and teeth.",
  },
  "10502": {
    name: "Vitacon Vitamin C 1 g 10 Effervescent Tablets Lemon",
    description:
      "Lemon-flavored effervescent tablet with 1 g of vitamin C, to dissolve in a glass of water. Vitamin C aids in the formation of collagen.",
  },
  "10506": {
    name: "Calciocon Calcium + Vitamin D3 + K2 120 Tablets",
    description: "Value pack of Calciocon Calcium + Vitamin D3 + K2, with 120 coated tablets.",
  },
  "10507": {
    name: "Vitacon Vitamin D3 1,000 IU 120 Capsules",
    description: "Vitamin D3 with 1,000 IU (25 mcg) in small softgels, in a bottle of 120.",
  },
};
