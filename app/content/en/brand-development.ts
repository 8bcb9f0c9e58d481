import type { Translation } from "~/i18n/texts";
import type { brandDevelopmentPage } from "../brand-development";
import { capacityContentEn, developmentContentEn } from "./home-below";

/**
 * /en/private-label's copy: app/content/brand-development.ts in English. The same figures, read the same way from
 * the home page's English content; steps and benefits are found by their ids and icons, never by their words.
 */

const stepText = (id: string) => developmentContentEn.steps.find((s) => s.id === id)?.description ?? "";
const capacityText = (icon: string) => capacityContentEn.benefits.find((b) => b.icon === icon)?.text ?? "";

export const brandDevelopmentPageEn: Translation<typeof brandDevelopmentPage> = {
  eyebrow: "Private label",
  title: "Private label development",
  intro:
    "Dietary supplements, cosmetics and over-the-counter medicines under your brand, from the formula all the way to training your sales team. Tell us what you need and our sales team will prepare a quote.",
  cta: "Request a quote",
  audienceTitle: "Who it is for",
  audience: [
    "Pharmacy and drugstore chains that want a line under their own brand",
    "Brands that want to launch or extend a line of supplements or cosmetics",
    "Distributors, clinics and health professionals with their own brand",
    "Companies that do not yet have a brand or a registration and need guidance",
  ],
  modelsTitle: "White label or private label?",
  models: [
    {
      title: "White label",
      text: "You choose a product we already make, with its formula and documentation ready, and it ships under your brand and in your packaging. It is the quickest route to the shelf.",
    },
    {
      title: "Private label",
      text: "We develop a formula exclusive to your brand, with flavor, scent, texture and packaging defined with you. It takes longer, and the product is yours alone.",
    },
  ],
  handlesTitle: "What Convale does for you",
  handles: [
    { title: "Formulation", text: stepText("personalizacao") },
    { title: "Regulatory", text: stepText("regulatorio") },
    { title: "Production", text: stepText("producao") },
    { title: "Delivery", text: stepText("entrega") },
    { title: "Training", text: stepText("treinamento") },
  ],
  factsTitle: "Our operation",
  facts: [
    capacityText("ruler"),
    capacityText("factory"),
    `${capacityContentEn.claim.figure} ${capacityContentEn.claim.text}.`,
  ],
  usMarketTitle: "Selling in the United States",
  usMarket:
    "A product for the United States needs its own US specification: we do not convert the Brazilian nutrition table. We develop that specification with you, including the Supplement Facts panel for dietary supplements (21 CFR 101.36) and the plant's FDA food facility registration.",
  termsNote:
    "Minimum orders and lead times by product form are listed at the top of this page; the price and the confirmed figures for your product come with the proposal, once we understand your project.",
  formTitle: "Request a quote",
  formIntro:
    "Fill out the brief below. Fields marked optional may be left blank; the others let us reply with a proposal right away.",
  metaTitle: "Private label development",
  metaDescription:
    "Dietary supplements, cosmetics and over-the-counter medicines under your brand, made in Brazil: minimum orders, lead times and white label and private label terms. Send your brief and get a quote.",
  privacyPurpose:
    "We use your company's details and yours (name, job title, e-mail and phone) only to prepare and send the quote you asked for. We do not send advertising.",
};
