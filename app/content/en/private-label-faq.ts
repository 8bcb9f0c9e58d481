import type { Translation } from "~/i18n/texts";
import type { exchange, FaqEntry, policies } from "../private-label-faq";
import { formTerms, otcMedicineTerms, stagesTotal } from "../private-label-terms";
import { thousandsEn, weeksTextEn } from "./private-label-terms";

/**
 * app/content/private-label-faq.ts in English. The figures are read from the terms module as in Portuguese, so
 * the two languages and the terms cannot disagree.
 */

const minimums = [...Object.values(formTerms), otcMedicineTerms].map((t) => t.minimumOrder.quantity);
const lowest = Math.min(...minimums);
const highest = Math.max(...minimums);
const whiteLabelTotal = weeksTextEn(stagesTotal("whiteLabel"));
const privateLabelTotal = weeksTextEn(stagesTotal("privateLabel"));

export const exchangeEn: Translation<typeof exchange> = {
  title: "What you send and what you receive",
  provides: {
    title: "You send",
    items: [
      "The brief: audience, desired benefits, target price and quantities",
      "The brand and the artwork for the label and carton (or your visual identity, for us to adapt)",
      "Your company details (the CNPJ tax ID of a Brazilian company, address, customer service contact) for the contract and the label",
      "Your approval of the proposal, the sample and the final artwork proof",
    ],
  },
  receives: {
    title: "You receive",
    items: [
      "Samples for approval and the product's technical data sheet",
      "Your artwork reviewed for the label statements, warnings and nutrition table its category requires",
      "The product's regulatory dossier: formula, specifications, stability and test reports",
      "The notification or registration with ANVISA (Brazil's health regulatory agency), filed by us",
      "Every batch with a certificate of analysis and an invoice, palletized and ready to ship",
      "Training for your sales team on the product",
    ],
  },
};

export const policiesEn: Translation<typeof policies> = [
  {
    id: "amostras",
    title: "Samples",
    text: "Samples from our portfolio (white label) are free, up to three products per project. For private label, the development fee covers up to two rounds of sample adjustments and is fully credited against the first order.",
  },
  {
    id: "formula",
    title: "Formula ownership",
    text: "With white label, the formula is ours and the brand is yours. With private label, the formula developed for you is exclusive to your brand and yours by contract: we do not offer it to any other company and, once the orders are paid, we hand over the composition if you want to produce elsewhere.",
  },
  {
    id: "pagamento",
    title: "Payment",
    text: "First order: 50% on confirmation, to buy raw materials and packaging, and 50% on release of the batch. Later orders: a bank slip (boleto) due 28 days after the invoice, subject to credit approval. Freight from São José dos Campos (SP) is at your expense, or we can quote it.",
  },
];

export const faqEn: Translation<readonly FaqEntry[]> = [
  {
    question: "What is the minimum order?",
    answer: `It depends on the product form: from ${thousandsEn(lowest)} to ${thousandsEn(highest)} units per item (each flavor, fragrance or version), as listed by form at the top of this page. Later orders have the same minimum.`,
  },
  {
    question: "How long until the first batch?",
    answer: `For white label, ${whiteLabelTotal}, because the product already exists. For private label, ${privateLabelTotal}, depending on the formula, the tests and the packaging. Lead times run from the approval of the proposal.`,
  },
  {
    question: "What is the difference between white label and private label?",
    answer:
      "White label is a product we already make, with its formula and documentation ready, sold under your brand. Private label is a formula developed for your brand alone, with flavor, scent, texture and packaging defined with you.",
  },
  {
    question: "Do you handle the notification or registration with ANVISA?",
    answer:
      "Yes. We prepare the regulatory dossier and file the notification or registration the category requires with ANVISA, Brazil's health regulatory agency. Supplements and most cosmetics are notified; sunscreens and insect repellents are registered, and ANVISA's review time runs separately.",
  },
  {
    question: "Do I need a registered company and a registered trademark?",
    answer:
      "A Brazilian company needs an active CNPJ (its federal tax ID), because the label and the contract carry the company's details; a company abroad gives its legal name and country. Your trademark may still be pending registration; if you do not have a brand yet, we guide you through the first steps.",
  },
  {
    question: "Do you charge for samples?",
    answer:
      "Samples of products from our portfolio are free, up to three per project. For private label, the development fee covers up to two rounds of adjustments and is credited against the first order.",
  },
  {
    question: "Do I own the formula?",
    answer:
      "With private label, yes: it is exclusive to your brand and yours by contract. With white label, the formula stays ours, and the brand, the artwork and your customer records are yours.",
  },
  {
    question: "Can I order several flavors or fragrances at once?",
    answer: "Yes. The minimum order applies to each item, and items of the same form can share one delivery.",
  },
  {
    question: "Can I supply my own packaging?",
    answer:
      "Yes, as long as it is approved by our quality control and arrives before production. In that case the lead time runs from the date the packaging arrives.",
  },
  {
    question: "How does payment work?",
    answer:
      "On the first order, half on confirmation and half on release of the batch. On later orders, a bank slip (boleto) due 28 days after the invoice, subject to credit approval.",
  },
];
