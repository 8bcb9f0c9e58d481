import { describe, expect, it } from "vitest";
import { faq } from "~/content/private-label-faq";
import { serializeJsonLd } from "~/utils/seo/seo";
import { faqPageJsonLd } from "./faq-json-ld";

describe("FAQPage structured data", () => {
  it("has schema.org's FAQPage shape: every Question with a name and an accepted Answer's text", () => {
    const data = JSON.parse(serializeJsonLd(faqPageJsonLd(faq)));
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("FAQPage");
    expect(Array.isArray(data.mainEntity)).toBe(true);
    expect(data.mainEntity).toHaveLength(faq.length);
    for (const [i, q] of data.mainEntity.entries()) {
      expect(Object.keys(q).sort()).toEqual(["@type", "acceptedAnswer", "name"]);
      expect(q["@type"]).toBe("Question");
      expect(q.name).toBe(faq[i]?.question);
      expect(q.acceptedAnswer).toEqual({ "@type": "Answer", text: faq[i]?.answer });
      expect(q.name.trim()).not.toBe("");
      expect(q.acceptedAnswer.text.trim()).not.toBe("");
    }
  });

  it("cannot close its script element, whatever a text holds", () => {
    const text = serializeJsonLd(faqPageJsonLd([{ question: "</script><b>?", answer: "a & b" }]));
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text).mainEntity[0].name).toBe("</script><b>?");
  });
});
