import { defineTexts } from "~/i18n/texts";
import { brandDevelopmentPage } from "./brand-development";
import { brandDevelopmentPageEn } from "./en/brand-development";

/** The private-label page's copy in both languages (app/routes/brand-development.tsx sends it as loader data). */
export const brandDevelopmentTexts = defineTexts(brandDevelopmentPage, brandDevelopmentPageEn);
