import { defineTexts } from "~/i18n/texts";
import { careersPage } from "./careers";
import { careersPageEn } from "./en/careers";

/** The careers page in each language (decision 139). */
export const careersPageTexts = defineTexts(careersPage, careersPageEn);
