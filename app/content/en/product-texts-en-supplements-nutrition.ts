/** Supplements of the Digescon, Reduzcon and MCG lines: part of productTextsEn (product-texts-en.ts). */
import type { ProductTextsEn } from "./product-texts-en";

export const supplementsNutritionTextsEn: ProductTextsEn = {
  "10050": {
    name: "Digescon Soluble Fiber Powder 250 g",
    description:
      "Unflavored soluble fiber that dissolves in water, juice, yogurt or soup without changing the taste. Dietary fiber helps bowel function, as part of a balanced diet and healthy habits.",
  },
  "10504": {
    name: "Digescon Soluble Fiber 10 Sachets of 5 g",
    description: "Unflavored soluble fiber in single 5 g sachets, easy to carry in a bag.",
  },
  "10051": {
    name: "Digescon Psyllium Powder 200 g",
    description: "Psyllium husk powder, a source of fiber, to be taken with at least 200 mL of water.",
  },
  "10052": {
    name: "Digescon Fiber 30 Sachets Lemon",
    description:
      "Lemon-flavored fiber powder in single sachets, easy to carry, to dissolve in a glass of water.",
  },
  "10053": {
    name: "Digescon Probiotic Lactobacillus acidophilus 30 Capsules",
    description:
      "Probiotic with 1 billion CFU of Lactobacillus acidophilus LA-14 per capsule, which contributes to the balance of the gut microbiota as part of a balanced diet and healthy habits.",
  },
  "10054": {
    name: "Digescon Probiotic Mix 10 Sachets",
    description:
      "Sachet with three probiotic strains totaling 2.5 billion CFU, to dissolve in water or a cold drink.",
  },
  "10055": {
    name: "Digescon Probiotic Drops 8 mL",
    description:
      "Probiotic drops with Lactobacillus reuteri in an oil base. Shake before use and keep refrigerated after opening.",
  },
  "10056": {
    name: "Digescon Fiber + Probiotic 15 Sachets Mixed Berry",
    description: "Soluble fiber and a probiotic combined in a mixed berry-flavored sachet.",
  },
  "10057": {
    name: "Digescon Lactase 10,000 FCC 30 Capsules",
    description:
      "Lactase enzyme in capsules, taken with meals that contain milk or dairy products. Lactase helps digest lactose in people who have difficulty digesting this sugar.",
  },
  "10058": {
    name: "Reduzcon Caffeine 200 mg + Green Tea 60 Capsules",
    description:
      "Anhydrous caffeine with green tea extract, with 200 mg of caffeine per capsule. Not recommended for pregnant or breastfeeding women, children or people sensitive to caffeine.",
  },
  "10059": {
    name: "Reduzcon Protein Shake with Fiber 400 g Chocolate",
    description:
      "Chocolate-flavored protein shake with 15 g of protein and 4 g of fiber per serving. It does not replace meals.",
  },
  "10060": {
    name: "Reduzcon Protein Shake with Fiber 400 g Vanilla",
    description:
      "Vanilla-flavored protein shake with 15 g of protein and 4 g of fiber per serving. It does not replace meals.",
  },
  "10505": {
    name: "Reduzcon Protein Shake with Fiber 400 g Strawberry",
    description: "Strawberry-flavored protein shake with fiber. It does not replace meals.",
  },
  "10061": {
    name: "Reduzcon Chromium Picolinate 60 Capsules",
    description:
      "Chromium picolinate with 35 mcg of chromium per capsule, 100% of the daily reference value. Chromium aids in carbohydrate metabolism.",
  },
  "10062": {
    name: "Reduzcon Psyllium + Chia Fiber 30 Sachets Lemon",
    description:
      "Psyllium and chia fiber in a lemon-flavored sachet, to be taken with plenty of water before a meal.",
  },
  "10063": {
    name: "Reduzcon Green Tea + Vitamin C 60 Capsules",
    description:
      "Dry green tea extract with vitamin C. It contains the caffeine naturally present in the tea.",
  },
  "10064": {
    name: "Reduzcon Glucomannan 500 mg 120 Capsules",
    description:
      "Glucomannan (konjac) fiber in capsules, to be taken with two glasses of water about 30 minutes before meals.",
  },
  "10065": {
    name: "MCG Whey Protein Concentrate 900 g Vanilla",
    description:
      "Vanilla-flavored whey protein concentrate, with 22 g of protein per 30 g serving. Proteins help build and maintain muscles.",
  },
  "10066": {
    name: "MCG Whey Protein Concentrate 900 g Chocolate",
    description:
      "Chocolate-flavored whey protein concentrate, with 21 g of protein per serving, to mix with water or milk.",
  },
  "10067": {
    name: "MCG Whey Protein Concentrate 1.8 kg Strawberry",
    description: "Strawberry-flavored whey protein concentrate in a 1.8 kg value tub.",
  },
  "10503": {
    name: "MCG Whey Protein Concentrate 900 g Cookies & Cream",
    description:
      "Cookies & cream-flavored whey protein concentrate, with about 21 g of protein per 30 g serving.",
  },
  "10068": {
    name: "MCG Creatine Monohydrate 300 g",
    description:
      "Pure, unflavored creatine monohydrate, with 3 g per serving, that dissolves in water or juice.",
  },
  "10069": {
    name: "MCG Creatine Monohydrate 120 Capsules",
    description: "Creatine monohydrate in capsules, with 3 g per four-capsule serving.",
  },
  "10509": {
    name: "MCG Creatine Monohydrate 1 kg",
    description: "Unflavored creatine monohydrate in a 1 kg pack.",
  },
  "10070": {
    name: "MCG Egg White Albumin 500 g",
    description: "Albumin (dried, pasteurized egg white), an unflavored source of protein.",
  },
  "10071": {
    name: "MCG Maltodextrin 1 kg",
    description:
      "Unflavored maltodextrin, a source of carbohydrates for people who do prolonged physical activity.",
  },
  "10072": {
    name: "MCG Protein Bar 54 g Chocolate Peanut",
    description: "Chocolate peanut-flavored protein bar with 15 g of protein per bar. Contains gluten.",
  },
  "10073": {
    name: "MCG Electrolyte Drink 500 mL Tangerine",
    description:
      "Ready-to-drink tangerine-flavored electrolyte drink, for consumption during or after prolonged exercise.",
  },
  "10074": {
    name: "MCG Pre-Workout 300 g Mixed Berry",
    description:
      "Mixed berry-flavored pre-workout powder with 200 mg of caffeine and 2 g of beta-alanine per serving. Not recommended for pregnant or breastfeeding women, children or people sensitive to caffeine.",
  },
};
