import { defineTexts } from "~/i18n/texts";
import { collectionTexts } from "./collection-points-texts";
import { collectionTextsEn } from "./en/collection-points-texts";

/** The collection-point sections of the sustainability page in each language (decision 139). */
export const collectionPointsTexts = defineTexts(collectionTexts, collectionTextsEn);
