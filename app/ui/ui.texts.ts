import { defineTexts } from "~/i18n/texts";

/** The shared form pieces' words (sent-confirmation.tsx, form-guard-fields.tsx), in both languages (issue 36). */
export const uiTexts = defineTexts(
  {
    protocolNumber: "Número de protocolo:",
    honeypot: "Deixe este campo em branco",
  },
  {
    protocolNumber: "Reference number:",
    honeypot: "Leave this field blank",
  },
);
