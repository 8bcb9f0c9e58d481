import { defineTexts } from "~/i18n/texts";
import { siteDescriptionEn } from "./en/site-description";
import { site } from "./site";

/** The company's description in each language: the home's meta description (app/routes/home.tsx). */
export const siteDescriptionTexts = defineTexts(site.description, siteDescriptionEn);
