/** The careers page in English (issue 36): app/content/careers.ts, item for item. */
import type { Translation } from "~/i18n/texts";
import { careersPage } from "../careers";

export const careersPageEn: Translation<typeof careersPage> = {
  meta: {
    title: "Careers",
    description:
      "Work at Convale: openings at our supplement, cosmetics and medicine plants in São José dos Campos, Brazil.",
  },
  eyebrow: "Work with us",
  title: "Careers",
  intro: "Join a team of about 400 people who make health products every day.",
  why: {
    title: "Why work at Convale",
    text: "Here you learn from people who have been developing and manufacturing health products for more than ten years, in three plants in São José dos Campos.",
    points: [
      "Opportunities in production, quality, research, logistics and administration",
      "Ongoing training in Good Manufacturing Practices",
      "An ethical, safe and collaborative workplace",
      "Growth alongside a company that is expanding internationally",
    ],
    image: {
      ...careersPage.why.image,
      alt: "Illustration of three colleagues in lab coats and hair caps, seen from behind, working in the laboratory: at the testing bench, checking a record and at the computer.",
    },
  },
  openings: {
    title: "Open positions",
    text: "All openings and the résumé form are on our recruiting site.",
    linkLabel: "See openings on the careers site",
    newTab: "(opens in a new tab)",
  },
};
