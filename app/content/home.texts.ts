import { defineTexts } from "~/i18n/texts";
import {
  aboutContentEn,
  capacityContentEn,
  developmentContentEn,
  heroContentEn,
  numbersContentEn,
  scienceWordEn,
  unitsContentEn,
} from "./en/home";
import {
  aboutContent,
  capacityContent,
  developmentContent,
  heroContent,
  numbersContent,
  scienceWord,
  unitsContent,
} from "./home";

/** The home page's sections in each language (decision 139). */
export const heroTexts = defineTexts(heroContent, heroContentEn);
export const homeUnitsTexts = defineTexts(unitsContent, unitsContentEn);
export const homeAboutTexts = defineTexts(aboutContent, aboutContentEn);
export const scienceWordTexts = defineTexts(scienceWord, scienceWordEn);
export const numbersTexts = defineTexts(numbersContent, numbersContentEn);
export const capacityTexts = defineTexts(capacityContent, capacityContentEn);
export const developmentTexts = defineTexts(developmentContent, developmentContentEn);
