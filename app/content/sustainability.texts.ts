import { defineTexts } from "~/i18n/texts";
import { sustainabilityPageEn } from "./en/sustainability";
import { sustainabilityPage } from "./sustainability";

/** The sustainability page in each language (decision 139). */
export const sustainabilityPageTexts = defineTexts(sustainabilityPage, sustainabilityPageEn);
