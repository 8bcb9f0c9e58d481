import { defineTexts } from "~/i18n/texts";
import { exchangeEn, faqEn, policiesEn } from "./en/private-label-faq";
import { exchange, faq, policies } from "./private-label-faq";

/** What the client sends and receives, the policies and the FAQ of the private-label page, in both languages. */
export const privateLabelFaqTexts = defineTexts(
  { exchange, policies, faq },
  { exchange: exchangeEn, policies: policiesEn, faq: faqEn },
);
