import { defineTexts } from "~/i18n/texts";
import { capacityContentEn, developmentContentEn, numbersContentEn, scienceWordEn } from "./en/home-below";
import { capacityContent, developmentContent, numbersContent, scienceWord } from "./home-below";

/** The home's sections below the fold in each language (decision 139), loaded with that part of the page. */
export const scienceWordTexts = defineTexts(scienceWord, scienceWordEn);
export const numbersTexts = defineTexts(numbersContent, numbersContentEn);
export const capacityTexts = defineTexts(capacityContent, capacityContentEn);
export const developmentTexts = defineTexts(developmentContent, developmentContentEn);
