/**
 * The visible texts of app/content/site.ts in English (issue 36). Everything else (names, numbers, addresses,
 * e-mails, links) is the Portuguese module's own value, spread in, so the two cannot drift apart.
 */
import type { Translation } from "~/i18n/texts";
import { site } from "../site";

/** The Portuguese item at `index`, whose label the English replaces. */
function item<T>(list: readonly T[], index: number): T {
  const found = list[index];
  if (found === undefined) throw new Error(`app/content/site.ts has no item ${index}`);
  return found;
}

export const siteEn: Translation<typeof site> = {
  ...site,
  tagline: "Promoting health and transforming lives.",
  description:
    "Brazilian manufacturer of dietary supplements, cosmetics, fragrances and over-the-counter medicines, with private label and white label development.",
  phones: [
    { ...item(site.phones, 0), label: "Customer service" },
    { ...item(site.phones, 1), label: "Sales" },
  ],
  unitPhones: {
    suplementos: { ...site.unitPhones.suplementos, label: "Supplements" },
    cosmeticos: { ...site.unitPhones.cosmeticos, label: "Cosmetics and Fragrances" },
    farmaceutica: { ...site.unitPhones.farmaceutica, label: "Pharmaceuticals" },
  },
  sac: {
    ...site.sac,
    label: "SAC (consumer service line)",
    hours: "business days, 8 a.m. to 6 p.m. (Brasília time)",
  },
  addresses: [
    { ...item(site.addresses, 0), unit: "Supplements Unit" },
    { ...item(site.addresses, 1), unit: "Fragrance Unit" },
    { ...item(site.addresses, 2), unit: "Pharmaceutical Unit" },
  ],
};
