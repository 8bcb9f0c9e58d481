import { commercialCta, privateLabelCta } from "~/content/navigation";
import { defineTexts } from "~/i18n/texts";

/**
 * Texts the home's sections write themselves, and the two private-label calls to action they share with
 * /unidades-negocio (the Portuguese labels stay those of app/content/navigation.ts).
 */
export const homeSectionTexts = defineTexts(
  {
    scienceLink: "Conheça o centro de pesquisa e desenvolvimento",
    privateLabelCta: privateLabelCta.label,
    commercialCta: commercialCta.label,
  },
  {
    scienceLink: "Visit our research and development center",
    privateLabelCta: "See our private label offer",
    commercialCta: "Talk to our sales team",
  },
);
