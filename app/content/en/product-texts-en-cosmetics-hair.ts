/** Hair care of the Le Blue and Le Blue Pantol lines: part of productTextsEn (product-texts-en.ts). */
import type { ProductTextsEn } from "./product-texts-en";

export const cosmeticsHairTextsEn: ProductTextsEn = {
  "20001": {
    name: "Le Blue Deep Hydration Shampoo 300 mL",
    description:
      "Shampoo for dry hair with panthenol and hydrolyzed keratin. It cleanses without drying and prepares the hair for the matching conditioner.",
  },
  "20002": {
    name: "Le Blue Deep Hydration Conditioner 300 mL",
    description:
      "Conditioner with panthenol and shea butter that makes combing easier and leaves the hair soft, for dry hair.",
  },
  "20003": {
    name: "Le Blue Deep Hydration Hair Mask 250 g",
    description:
      "Creamy treatment mask with panthenol and shea butter, for weekly use on dry, dull or chemically treated hair.",
  },
  "20056": {
    name: "Le Blue Deep Hydration Shampoo + Conditioner Kit 300 mL",
    description: "Kit with the Deep Hydration line's shampoo and conditioner, 300 mL each, for dry hair.",
  },
  "20005": {
    name: "Le Blue Clarifying Anti-Residue Shampoo 1 L",
    description:
      "Deep-cleansing shampoo that removes product buildup from the hair, for all hair types. It is meant for use every two weeks, not every day.",
  },
  "20006": {
    name: "Le Blue Defined Curls Shampoo 300 mL",
    description: "Gentle-cleansing shampoo for curly and wavy hair, with flaxseed extract and panthenol.",
  },
  "20007": {
    name: "Le Blue Defined Curls Conditioner 300 mL",
    description:
      "Conditioner with coconut oil and flaxseed extract that makes detangling curls and waves easier and helps control frizz.",
  },
  "20008": {
    name: "Le Blue Defined Curls Styling Cream 300 mL",
    description:
      "Leave-in styling cream for curly and wavy hair. It helps define curls and control volume and frizz.",
  },
  "20058": {
    name: "Le Blue Defined Curls Shampoo + Conditioner + Styling Cream Kit",
    description:
      "Kit for curly and wavy hair with the Defined Curls line's shampoo, conditioner and styling cream, 300 mL each.",
  },
  "20009": {
    name: "Le Blue Argan Oil Shampoo 300 mL",
    description:
      "Shampoo with argan oil for dry, dull or damaged hair. It cleanses gently and adds shine to the hair.",
  },
  "20010": {
    name: "Le Blue Argan Oil Conditioner 300 mL",
    description:
      "Conditioner with argan oil and vitamin E that detangles and leaves the hair soft and shiny, for dry, dull or damaged hair.",
  },
  "20062": {
    name: "Le Blue Argan Oil Shampoo + Conditioner Kit 300 mL",
    description:
      "Kit with the Argan Oil shampoo and conditioner, 300 mL each, for dry, dull or damaged hair.",
  },
  "20011": {
    name: "Le Blue Argan Oil Nourishing Hair Mask 250 g",
    description:
      "Nourishing mask with argan oil and shea butter for dry, porous or chemically treated hair, used once or twice a week.",
  },
  "20013": {
    name: "Le Blue Perfect Straight Shampoo 300 mL",
    description:
      "Shampoo with hydrolyzed keratin for straight or straightened hair. It helps keep the hair sleek, with less frizz.",
  },
  "20014": {
    name: "Le Blue Perfect Straight Conditioner 300 mL",
    description:
      "Conditioner with hydrolyzed keratin that makes combing easier and leaves straight or straightened hair free-flowing and sleek.",
  },
  "20501": {
    name: "Le Blue Chamomile Shampoo 300 mL",
    description:
      "Shampoo with chamomile extract for light-colored, fine hair. It cleanses gently and enhances the natural shine of light hair.",
  },
  "20502": {
    name: "Le Blue Chamomile Conditioner 300 mL",
    description:
      "Conditioner with chamomile extract that detangles light-colored, fine hair without weighing it down.",
  },
  "20503": {
    name: "Le Blue Gentle Kids' Shampoo 250 mL",
    description:
      "Gentle-formula shampoo for children's hair, ages 3 and up. It cleanses without drying the hair and makes combing easier.",
  },
  "20015": {
    name: "Le Blue Pantol Reconstruction Shampoo 300 mL",
    description:
      "Pantol line shampoo with panthenol, keratin and arginine for damaged, brittle or chemically treated hair. It cleanses and helps strengthen the hair fiber.",
  },
  "20016": {
    name: "Le Blue Pantol Reconstruction Conditioner 300 mL",
    description:
      "Conditioner with panthenol and keratin that detangles and helps reduce hair breakage while combing.",
  },
  "20017": {
    name: "Le Blue Pantol Reconstruction Mask 300 g",
    description:
      "Reconstruction mask with panthenol, keratin, arginine and ceramide, a weekly treatment for very damaged hair.",
  },
  "20057": {
    name: "Le Blue Pantol Reconstruction Shampoo + Conditioner + Mask Kit",
    description:
      "Pantol Reconstruction kit with a 300 mL shampoo, a 300 mL conditioner and a 300 g mask, for damaged, brittle or chemically treated hair.",
  },
  "20504": {
    name: "Le Blue Pantol Reconstruction Ampoule 15 mL",
    description:
      "Single-dose Pantol treatment ampoule with panthenol and keratin, used after shampooing, for hair damaged by chemicals, heat or coloring.",
  },
  "20018": {
    name: "Le Blue Pantol Repair Hair Oil 60 mL",
    description:
      "Light hair oil with panthenol and argan oil for dry ends, used on damp or dry hair. It adds shine and helps control frizz.",
  },
  "20019": {
    name: "Le Blue Pantol Argan and Panthenol Hair Oil 30 mL",
    description:
      "Finishing hair oil with argan oil and panthenol, in a 30 mL dropper bottle, for dry and dull hair.",
  },
  "20020": {
    name: "Le Blue Pantol Heat Protectant Leave-in 150 mL",
    description:
      "Leave-in spray to apply before using a blow dryer or flat iron. It makes blow-drying easier and helps protect the hair from heat.",
  },
  "20505": {
    name: "Le Blue Pantol 10-in-1 Spray 200 mL",
    description:
      "Multipurpose leave-in spray for all hair types that makes combing easier and helps control frizz.",
  },
  "20055": {
    name: "Le Blue Pantol Hair Tonic 120 mL",
    description:
      "Leave-in hair tonic spray with panthenol, niacinamide, caffeine and biotin, applied to the scalp and hair roots.",
  },
};
