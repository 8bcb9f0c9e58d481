import { defineTexts } from "~/i18n/texts";
import {
  formTermsEn,
  otcMedicineTermsEn,
  quantityTextEn,
  stagesEn,
  thousandsEn,
  weeksTextEn,
} from "./en/private-label-terms";
import {
  formTerms,
  otcMedicineTerms,
  quantityText,
  stages,
  thousands,
  weeksText,
} from "./private-label-terms";

/** The private-label terms and their number and week wording, in both languages (issue 36). */
export const privateLabelTermsTexts = defineTexts(
  { formTerms, otcMedicineTerms, stages, weeksText, thousands, quantityText },
  {
    formTerms: formTermsEn,
    otcMedicineTerms: otcMedicineTermsEn,
    stages: stagesEn,
    weeksText: weeksTextEn,
    thousands: thousandsEn,
    quantityText: quantityTextEn,
  },
);
