/**
 * The company's one-line description in English (app/content/site.ts `description`): the home's meta description,
 * on its own so the home page's script does not carry the rest of app/content/en/site.ts.
 */
export const siteDescriptionEn =
  "Brazilian manufacturer of dietary supplements, cosmetics, fragrances and over-the-counter medicines, with private label and white label development.";
