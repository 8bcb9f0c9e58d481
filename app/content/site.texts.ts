import { defineTexts } from "~/i18n/texts";
import { siteEn } from "./en/site";
import { site } from "./site";

/** The company facts with their visible texts in each language (decision 139). */
export const siteTexts = defineTexts(site, siteEn);
