/**
 * Fragrances: part of productTextsEn (product-texts-en.ts). "Deo-colônia" (a light Brazilian fragrance category)
 * is written "Deo Cologne", "Colônia" "Cologne" and "Água de Colônia" "Eau de Cologne".
 */
import type { ProductTextsEn } from "./product-texts-en";

export const perfumeryTextsEn: ProductTextsEn = {
  "30001": {
    name: "Le Blue Lotus Flower Deo Cologne 100 mL",
    description:
      "Women's deo cologne with an aquatic floral fragrance and notes of lotus flower, jasmine and white musk.",
  },
  "30002": {
    name: "Le Blue Jasmine and Bergamot Deo Cologne 100 mL",
    description: "Women's citrus floral deo cologne that combines jasmine and bergamot over a musk base.",
  },
  "30003": {
    name: "Le Blue White Rose Deo Cologne 100 mL",
    description: "Women's floral deo cologne with white rose and peony over a base of musk and cedar.",
  },
  "30004": {
    name: "Le Blue Sea Breeze Cologne 100 mL",
    description: "Unisex aquatic aromatic cologne with marine notes, lavender and rosemary.",
  },
  "30006": {
    name: "Le Blue Orange Blossom Cologne 250 mL",
    description:
      "Women's orange blossom cologne with a citrus floral fragrance, in a 250 mL bottle, for use after bathing.",
  },
  "30007": {
    name: "Le Blue Black Orchid Deo Cologne 100 mL",
    description: "Women's bold oriental floral deo cologne with orchid, vanilla and patchouli.",
  },
  "30008": {
    name: "Le Blue Peach and Vanilla Deo Cologne 100 mL",
    description: "Women's sweet fruity floral deo cologne with peach and vanilla.",
  },
  "30009": {
    name: "Le Blue Rosemary and Sicilian Lemon Cologne 100 mL",
    description: "Unisex aromatic citrus cologne with rosemary and lemon essential oils.",
  },
  "30501": {
    name: "Le Blue Acai Deo Cologne 100 mL",
    description: "Women's deo cologne with a fruity fragrance and notes of acai.",
  },
  "30010": {
    name: "Le Blue Men Woods Deo Cologne 100 mL",
    description: "Men's woody deo cologne with cedar, sandalwood and vetiver.",
  },
  "30011": {
    name: "Le Blue Men Sport Deo Cologne 100 mL",
    description: "Men's fresh aromatic deo cologne with mint, grapefruit and lavender.",
  },
  "30012": {
    name: "Le Blue Men Vetiver and Cedar Cologne 100 mL",
    description: "Men's woody cologne with vetiver and cedar.",
  },
  "30013": {
    name: "Le Blue Men Intense Deo Cologne 100 mL",
    description: "Men's woody oriental deo cologne with lavender, tonka bean and vanilla.",
  },
  "30014": {
    name: "Le Blue Men Aqua Fresh Cologne 100 mL",
    description: "Men's light aquatic cologne for everyday wear.",
  },
  "30015": {
    name: "Le Blue Men Noir Deo Cologne 100 mL",
    description: "Men's spicy woody deo cologne with cinnamon, patchouli and leather.",
  },
  "30016": {
    name: "On Mixed Berry Body Splash 200 mL",
    description: "Fruity body splash with strawberry, raspberry and blackberry.",
  },
  "30018": {
    name: "On Coconut and Vanilla Body Splash 200 mL",
    description: "Sweet coconut and vanilla body splash, in 200 mL and 500 mL bottles.",
  },
  "30020": {
    name: "On Cotton Candy Body Splash 200 mL",
    description: "Body splash with a sweet fragrance reminiscent of cotton candy.",
  },
  "30021": {
    name: "On Passion Fruit Body Splash 200 mL",
    description: "Citrus fruity body splash with notes of passion fruit and orange.",
  },
  "30022": {
    name: "On Cherry Blossom Body Splash 200 mL",
    description: "Soft floral body splash with cherry blossom and peony.",
  },
  "30023": {
    name: "On Pear and White Flower Body Splash 200 mL",
    description: "Fruity floral body splash with pear and white flowers.",
  },
  "30451": {
    name: "On Watermelon Body Splash 200 mL",
    description: "Fresh fruity body splash with notes of watermelon.",
  },
  "30024": {
    name: "On Citrus Energy Deo Cologne 100 mL",
    description: "Unisex citrus deo cologne with orange, lemon and lemongrass.",
  },
  "30025": {
    name: "Summer Vita Tropical Breeze Body Splash 250 mL",
    description: "Tropical fruity body splash with pineapple, mango and coconut.",
  },
  "30026": {
    name: "Summer Vita Pitanga Body Splash 250 mL",
    description: "Fruity body splash with notes of pitanga (Surinam cherry) and orange.",
  },
  "30032": {
    name: "Vitacon Tangerine Body Splash 200 mL",
    description: "Fresh citrus body splash with tangerine.",
  },
  "30028": {
    name: "MCG Lavender Eau de Cologne 500 mL",
    description:
      "Classic lavender eau de cologne with lavender essential oil, for the whole family, in 250 mL and 500 mL bottles.",
  },
  "30030": {
    name: "MCG Fennel Eau de Cologne 250 mL",
    description: "Aromatic fennel eau de cologne, for use after bathing.",
  },
  "30031": {
    name: "MCG Jasmine Eau de Cologne 250 mL",
    description: "Floral jasmine eau de cologne in a 250 mL bottle.",
  },
  "30029": {
    name: "MCG Kids' Chamomile Cologne 100 mL",
    description:
      "Children's cologne with a soft floral fragrance, chamomile extract and a low alcohol content.",
  },
};
