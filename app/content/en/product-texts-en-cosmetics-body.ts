/**
 * Skin, face, sun, bath and shaving care (Le Blue, Le Blue Men, Concare, Vitacon, Summer Vita, MCG, On): part of
 * productTextsEn (product-texts-en.ts).
 */
import type { ProductTextsEn } from "./product-texts-en";

export const cosmeticsBodyTextsEn: ProductTextsEn = {
  "20021": {
    name: "Le Blue Almond Moisturizing Body Lotion 200 mL",
    description:
      "Moisturizing body lotion with sweet almond oil and vitamin E, with a light, fast-absorbing texture, for normal to dry skin.",
  },
  "20022": {
    name: "Le Blue Shea Butter Moisturizing Body Lotion 400 mL",
    description: "Moisturizing lotion with shea butter and panthenol for dry skin, in a pump bottle.",
  },
  "20515": {
    name: "Le Blue Macadamia Moisturizing Body Lotion 200 mL",
    description:
      "Moisturizing body lotion with macadamia oil, for normal to dry skin. It absorbs quickly without leaving the skin sticky.",
  },
  "20023": {
    name: "Le Blue Sweet Almond Body Oil 100 mL",
    description: "Body oil with sweet almond oil and vitamin E, applied to damp skin after bathing.",
  },
  "20053": {
    name: "Le Blue Lavender Body Wash 250 mL",
    description: "Liquid body soap with lavender essential oil, for your daily shower.",
  },
  "20024": {
    name: "Concare Urea 10% Moisturizing Lotion 200 mL",
    description:
      "Fragrance-free moisturizing lotion with 10% urea and sodium lactate, for very dry and rough skin.",
  },
  "20026": {
    name: "Concare Urea 5% Hand Cream 60 g",
    description: "Fragrance-free hand cream with 5% urea and panthenol, for very dry hands.",
  },
  "20451": {
    name: "Concare Shea Butter Hand Cream 50 g",
    description:
      "Hand cream with shea butter and allantoin for dry, rough hands, in a 50 g tube that fits in a bag.",
  },
  "20508": {
    name: "Concare Urea 10% Foot Cream 80 g",
    description: "Foot cream with 10% urea, for dry and rough feet and heels.",
  },
  "20506": {
    name: "Concare Apricot Body Scrub 200 g",
    description:
      "Cream body scrub with apricot seed powder for rough skin, for use up to twice a week. It removes dead skin cells and leaves the skin soft.",
  },
  "20027": {
    name: "Concare Niacinamide 10% Face Serum 30 mL",
    description:
      "Fragrance-free face serum with 10% niacinamide and zinc PCA, for oily or combination skin. It helps control oiliness and even out the look of the skin.",
  },
  "20028": {
    name: "Concare Hyaluronic Acid Face Serum 30 mL",
    description:
      "Moisturizing serum with sodium hyaluronate and hydrolyzed hyaluronic acid, with a light texture and no fragrance, for all skin types.",
  },
  "20029": {
    name: "Concare Facial Cleansing Gel for Oily Skin 150 mL",
    description:
      "Facial cleansing gel with salicylic acid, niacinamide and zinc PCA, for daily use on oily, acne-prone skin.",
  },
  "20030": {
    name: "Concare Micellar Water 200 mL",
    description:
      "Fragrance-free micellar water that removes makeup and impurities without rinsing, for all skin types, including sensitive skin.",
  },
  "20061": {
    name: "Concare Cleansing Gel + Niacinamide Serum + Micellar Water Facial Kit",
    description:
      "Facial kit with the Concare cleansing gel, 10% niacinamide serum and micellar water, a three-step routine for oily or combination skin.",
  },
  "20031": {
    name: "Vitacon Vitamin C 10% Face Serum 30 mL",
    description:
      "Face serum with stabilized vitamin C (ascorbyl glucoside), ferulic acid and vitamin E, for dull skin or skin with mild dark spots. Use it with sunscreen.",
  },
  "20032": {
    name: "Vitacon Vitamins C and E Face Cream 50 g",
    description:
      "Moisturizing face cream with vitamins C and E and sodium hyaluronate, for daily use on normal to dry skin.",
  },
  "20054": {
    name: "Vitacon Vitamin C Eye Cream 15 g",
    description:
      "Fragrance-free eye-area cream with vitamin C, caffeine and sodium hyaluronate, for a tired-looking eye area.",
  },
  "20509": {
    name: "Vitacon Retinol 0.3% Face Serum 30 mL",
    description:
      "Night serum with 0.3% retinol for adult skin. Use sunscreen during the day, and do not use it during pregnancy.",
  },
  "20033": {
    name: "Summer Vita Sunscreen SPF 30 200 mL",
    description:
      "Water-resistant SPF 30 body sunscreen with UVA protection, for adults and children 6 months and older. Reapply every 2 hours.",
  },
  "20035": {
    name: "Summer Vita Sunscreen SPF 50 200 mL",
    description:
      "Water-resistant SPF 50 body sunscreen with UVA protection, for fair or sun-sensitive skin, available in 120 mL and 200 mL.",
  },
  "20510": {
    name: "Summer Vita Sunscreen Spray SPF 50 150 mL",
    description:
      "SPF 50 body sunscreen spray with UVA/UVB protection, for adults and children 6 months and older. Reapply every 2 hours.",
  },
  "20036": {
    name: "Summer Vita Dry Touch Face Sunscreen SPF 50 50 g",
    description:
      "Fragrance-free SPF 50 face sunscreen with a dry-touch finish that can be worn under makeup, for combination to oily skin.",
  },
  "20037": {
    name: "Summer Vita Kids' Sunscreen SPF 50 120 mL",
    description: "Water-resistant, fragrance-free SPF 50 sunscreen for children 6 months and older.",
  },
  "20511": {
    name: "Summer Vita Lip Balm SPF 30 4.5 g",
    description:
      "Colorless SPF 30 lip balm stick that protects the lips from the sun and keeps them from drying out.",
  },
  "20453": {
    name: "Summer Vita Aloe Vera After-Sun Lotion 200 mL",
    description:
      "After-sun lotion with aloe vera, panthenol and allantoin that cools and moisturizes the skin after sun exposure. It contains no sunscreen and does not replace one.",
  },
  "20059": {
    name: "Summer Vita SPF 50 Sunscreen + After-Sun Lotion Summer Kit",
    description:
      "Summer kit with an SPF 50 sunscreen and an aloe vera after-sun lotion, 200 mL each, for skin care before and after sun exposure.",
  },
  "20039": {
    name: "Summer Vita Icaridin 20% Insect Repellent Lotion 100 mL",
    description:
      "Insect repellent lotion with 20% icaridin, applied to the skin, for adults and children over 2 years old. Do not exceed the number of applications stated on the package.",
  },
  "20040": {
    name: "MCG Glycerin Bar Soap 90 g",
    description:
      "Glycerin bar soap with a mild scent for all skin types, sold singly or in a box of three bars.",
  },
  "20042": {
    name: "MCG Oatmeal Bar Soap 90 g",
    description: "Mildly scented bar soap with oat flour and glycerin, for dry or sensitive skin.",
  },
  "20512": {
    name: "MCG Lavender Bar Soap 90 g",
    description: "Lavender-scented bar soap for everyday use on body and hands.",
  },
  "20513": {
    name: "MCG Cotton Liquid Hand Soap 500 mL",
    description:
      "Cotton-scented liquid hand soap with glycerin that does not dry out the hands, in a 500 mL pump bottle.",
  },
  "20043": {
    name: "On Fennel Bar Soap 85 g",
    description: "Bar soap with fennel extract and glycerin, with a creamy lather.",
  },
  "20044": {
    name: "On Fennel Liquid Soap 250 mL",
    description: "Fennel liquid soap in a pump bottle, with a refill option that reduces packaging use.",
  },
  "20046": {
    name: "On Passion Fruit Liquid Soap 250 mL",
    description: "Liquid soap with passion fruit extract and glycerin, in a pump bottle, for body and hands.",
  },
  "20047": {
    name: "On Unscented Antiperspirant Roll-on 50 mL",
    description:
      "Unscented antiperspirant roll-on with aluminum chlorohydrate and allantoin. It helps reduce underarm perspiration and odor.",
  },
  "20048": {
    name: "On Talc Scent Antiperspirant Roll-on 50 mL",
    description:
      "Talc-scented antiperspirant roll-on with aluminum chlorohydrate. It helps reduce underarm perspiration and odor.",
  },
  "20507": {
    name: "On Aluminum-Free Deodorant Roll-on 50 mL",
    description:
      "Alcohol-free roll-on deodorant without aluminum salts. It controls underarm odor but does not reduce perspiration.",
  },
  "20049": {
    name: "Le Blue Men Shaving Gel 150 mL",
    description:
      "Clear shaving gel with aloe vera, panthenol and allantoin that helps the blade glide and lets you see the beard line.",
  },
  "20050": {
    name: "Le Blue Men After-Shave Balm 100 mL",
    description:
      "Alcohol-free after-shave balm with bisabolol, allantoin and panthenol that cools and moisturizes the skin.",
  },
  "20452": {
    name: "Le Blue Men Beard Oil 30 mL",
    description:
      "Beard oil with jojoba, argan and grape seed oils and a woody fragrance, for dry or rough beards.",
  },
  "20060": {
    name: "Le Blue Men Shaving Gel + After-Shave Balm + Beard Oil Kit",
    description:
      "Men's kit with the Le Blue Men shaving gel (150 mL), after-shave balm (100 mL) and beard oil (30 mL).",
  },
  "20052": {
    name: "Le Blue Men Anti-Dandruff Shampoo 200 mL",
    description:
      "Anti-dandruff shampoo with piroctone olamine and menthol, for scalps with dandruff. With regular use, it helps reduce visible flaking.",
  },
  "20514": {
    name: "Le Blue Men 3-in-1 Shampoo 250 mL",
    description:
      "Shampoo, conditioner and body wash in one product for hair, beard and body, with a woody fragrance and a cooling menthol feel.",
  },
};
