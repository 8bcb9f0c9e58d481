/** Supplements of the Concare, Conlife and Conlife Gold Premium lines: part of productTextsEn (product-texts-en.ts). */
import type { ProductTextsEn } from "./product-texts-en";

export const supplementsWellnessTextsEn: ProductTextsEn = {
  "10024": {
    name: "Concare Biotin 45 mcg 60 Capsules",
    description:
      "Biotin in a daily capsule, with 150% of the daily reference value, part of the Concare line for hair, skin and nails. Biotin helps maintain hair and skin.",
  },
  "10025": {
    name: "Concare Hair, Skin and Nails 60 Capsules",
    description:
      "Biotin, zinc, selenium, copper and vitamins A, C and E that complement the diet with nutrients linked to the maintenance of hair, skin and nails.",
  },
  "10026": {
    name: "Concare Hydrolyzed Collagen + Vitamin C 120 Capsules",
    description:
      "Hydrolyzed collagen with vitamin C in capsules, with 2 g of collagen per four-capsule serving. Vitamin C aids in the formation of collagen.",
  },
  "10027": {
    name: "Concare Hydrolyzed Collagen + Hyaluronic Acid 30 Sachets Mixed Berry",
    description:
      "Mixed berry-flavored hydrolyzed collagen powder with hyaluronic acid and vitamin C, in single sachets to dissolve in water.",
  },
  "10028": {
    name: "Concare Evening Primrose Oil 500 mg 60 Capsules",
    description: "Evening primrose oil in softgels, a source of gamma-linolenic acid (GLA).",
  },
  "10029": {
    name: "Concare Organic Silicon + Biotin 60 Capsules",
    description:
      "Organic silicon combined with biotin in a daily capsule. Biotin helps maintain hair and skin.",
  },
  "10030": {
    name: "Concare Type II Collagen 40 mg 30 Capsules",
    description: "Undenatured type II collagen, 40 mg per capsule, in a blister pack of 30.",
  },
  "10508": {
    name: "Concare Biotin + Zinc 30 Capsules",
    description:
      "Biotin and zinc in a daily capsule, in a blister pack of 30. Biotin helps maintain hair and skin, and zinc helps maintain skin, hair and nails.",
  },
  "10031": {
    name: "Conlife Omega-3 1,000 mg 120 Capsules",
    description:
      "Fish oil in 1,000 mg capsules, with 600 mg of omega-3 fatty acids (EPA and DHA) per two-capsule serving.",
  },
  "10510": {
    name: "Conlife Omega-3 1,000 mg 60 Capsules",
    description:
      "Fish oil in 1,000 mg capsules, a source of omega-3 fatty acids (EPA and DHA), in a bottle of 60.",
  },
  "10032": {
    name: "Conlife High-Concentration Omega-3 TG 60 Capsules",
    description:
      "Concentrated omega-3 in triglyceride (TG) form, with 800 mg of EPA and DHA in a single capsule.",
  },
  "10033": {
    name: "Conlife Coenzyme Q10 100 mg 30 Capsules",
    description: "Coenzyme Q10 (ubiquinone) in a softgel, with 100 mg per daily serving.",
  },
  "10034": {
    name: "Conlife Lutein 10 mg + Zeaxanthin 2 mg 60 Capsules",
    description:
      "Lutein and zeaxanthin extracted from marigold (Tagetes) flowers, in a daily softgel. These antioxidant carotenoids help protect the eyes against damage caused by blue light, as part of a balanced diet and healthy habits.",
  },
  "10035": {
    name: "Conlife Relax Magnesium + Chamomile + Lemon Balm 60 Capsules",
    description:
      "Magnesium bisglycinate with chamomile and lemon balm extracts, designed for the evening routine. It contains no melatonin and is not a medicine.",
  },
  "10036": {
    name: "Conlife Turmeric 500 mg 60 Capsules",
    description:
      "Turmeric extract standardized for curcuminoids, with black pepper extract, in a 500 mg capsule.",
  },
  "10037": {
    name: "Conlife Spirulina 500 mg 120 Tablets",
    description:
      "Spirulina (Arthrospira platensis) tablets, made from a microalga grown in a controlled environment.",
  },
  "10038": {
    name: "Conlife Multivitamin 50+ 60 Tablets",
    description:
      "Multivitamin formulated for adults aged 50 and over, with more vitamin D, vitamin B12 and calcium, and no iron.",
  },
  "10039": {
    name: "Conlife Immuno Vitamin C + D + Zinc 30 Capsules",
    description:
      "Vitamin C, vitamin D and zinc in one daily capsule, nutrients that help the immune system function.",
  },
  "10040": {
    name: "Conlife Immunity Shot 60 mL Orange with Ginger",
    description:
      "Ready-to-drink orange and ginger shot with vitamins C and D and zinc, with no added sugars. Shake before drinking.",
  },
  "10041": {
    name: "Conlife B Complex Energy Shot 60 mL Passion Fruit",
    description:
      "Passion fruit-flavored shot with B-complex vitamins, which aid in energy metabolism. It contains no caffeine.",
  },
  "10042": {
    name: "Conlife Women's Multivitamin 60 Capsules",
    description: "Multivitamin for adult women, with iron, folic acid and biotin, in one capsule a day.",
  },
  "10043": {
    name: "Conlife Gold Premium Verisol® Collagen 300 g Lemon",
    description:
      "Lemon-flavored Verisol® collagen peptides powder with vitamins C and E, zinc and biotin. Vitamin C aids in the formation of collagen.",
  },
  "10044": {
    name: "Conlife Gold Premium Verisol® Collagen 300 g Mixed Berry",
    description:
      "Mixed berry-flavored Verisol® collagen peptides powder with vitamins C and E, zinc and biotin. Vitamin C aids in the formation of collagen.",
  },
  "10501": {
    name: "Conlife Gold Premium Verisol® Collagen Kit 2 x 300 g",
    description:
      "Kit with two 300 g cans of Conlife Gold Premium Verisol® Collagen, in lemon and mixed berry flavors.",
  },
  "10045": {
    name: "Conlife Gold Premium A-Z Gold Multivitamin 60 Tablets",
    description: "Premium multivitamin with 19 nutrients, including lutein, in one coated tablet a day.",
  },
  "10046": {
    name: "Conlife Gold Premium Ultra Pure Omega-3 60 Capsules",
    description:
      "Omega-3 purified by molecular distillation, with 1,500 mg of EPA and DHA per serving and natural lemon flavor.",
  },
  "10047": {
    name: "Conlife Gold Premium Beauty Collagen + Hyaluronic Acid 30 Sachets Passion Fruit",
    description:
      "Passion fruit-flavored sachet with 2.5 g of Verisol® collagen, hyaluronic acid, vitamins A and C, zinc and biotin.",
  },
  "10048": {
    name: "Conlife Gold Premium Triple Magnesium 90 Capsules",
    description:
      "Three forms of magnesium (dimalate, bisglycinate and threonate) in a vegetable capsule, with 260 mg of magnesium per serving.",
  },
  "10049": {
    name: "Conlife Gold Premium Resveratrol + Vitamins C and E 60 Capsules",
    description: "Trans-resveratrol with vitamins C and E, antioxidant nutrients, in a vegetable capsule.",
  },
};
