import { defineTexts } from "~/i18n/texts";
import { aboutPage } from "./about";
import { aboutPageEn } from "./en/about";

/** The about page in each language (decision 139). */
export const aboutPageTexts = defineTexts(aboutPage, aboutPageEn);
