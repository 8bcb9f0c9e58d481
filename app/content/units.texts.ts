import { defineTexts } from "~/i18n/texts";
import { unitsPageEn } from "./en/units";
import { unitsPage } from "./units";

/** The business-units page in each language (decision 139). */
export const unitsPageTexts = defineTexts(unitsPage, unitsPageEn);
