/**
 * The visible texts of app/content/site.ts in English (issue 36). Everything else (names, numbers, addresses,
 * e-mails, links) is the Portuguese module's own value, spread in, so the two cannot drift apart.
 */

import { internationalBrazilianPhone } from "~/i18n/phone";
import type { Translation } from "~/i18n/texts";
import { type Phone, site } from "../site";
import { siteDescriptionEn } from "./site-description";

/** The Portuguese item at `index`, whose label the English replaces. */
function item<T>(list: readonly T[], index: number): T {
  const found = list[index];
  if (found === undefined) throw new Error(`app/content/site.ts has no item ${index}`);
  return found;
}

/** The phone with its English label, written as a caller in the United States dials it. */
function abroad<T extends Phone>(phone: T, label: string): T {
  return { ...phone, label, display: internationalBrazilianPhone(phone.e164) };
}

export const siteEn: Translation<typeof site> = {
  ...site,
  tagline: "Promoting health and transforming lives.",
  description: siteDescriptionEn,
  phones: [abroad(item(site.phones, 0), "Customer service"), abroad(item(site.phones, 1), "Sales")],
  unitPhones: {
    suplementos: abroad(site.unitPhones.suplementos, "Supplements"),
    cosmeticos: abroad(site.unitPhones.cosmeticos, "Cosmetics and Fragrances"),
    farmaceutica: abroad(site.unitPhones.farmaceutica, "Pharmaceuticals"),
  },
  sac: {
    ...site.sac,
    display: internationalBrazilianPhone(site.sac.e164),
    label: "Consumer service (SAC)",
    hours: "business days, 8 a.m. to 6 p.m. Brasília time (UTC-3)",
  },
  addresses: [
    { ...item(site.addresses, 0), unit: "Supplements Unit" },
    { ...item(site.addresses, 1), unit: "Fragrance Unit" },
    { ...item(site.addresses, 2), unit: "Pharmaceutical Unit" },
  ],
};
