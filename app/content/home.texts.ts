import { defineTexts } from "~/i18n/texts";
import { aboutContentEn, heroContentEn, unitsContentEn } from "./en/home";
import { aboutContent, heroContent, unitsContent } from "./home";

/** The home page's first sections in each language (decision 139); the rest is in home-below.texts.ts. */
export const heroTexts = defineTexts(heroContent, heroContentEn);
export const homeUnitsTexts = defineTexts(unitsContent, unitsContentEn);
export const homeAboutTexts = defineTexts(aboutContent, aboutContentEn);
