import { describe, expect, it } from "vitest";
import { formPaths } from "./contact-router";
import { rateLimitedPage } from "./rate-limited-page";

describe("the rate limit of the form pages in both languages (issue 36)", () => {
  it("covers the English form pages and their data requests as well as the Portuguese ones", () => {
    expect(formPaths).toEqual(
      expect.arrayContaining([
        "/contato",
        "/contato.data",
        "/desenvolvimento-de-marca",
        "/en/contact",
        "/en/contact.data",
        "/en/private-label",
        "/en/private-label.data",
      ]),
    );
  });

  it("answers an English page's post in English, a Portuguese one's in Portuguese", () => {
    const en = rateLimitedPage(61, "/en/private-label");
    expect(en).toContain('<html lang="en-US">');
    expect(en).toContain("You can send again in about 2 minutes. Your message was not recorded.");
    expect(en).toContain('<a href="/en/private-label">Back to the form</a>');
    const pt = rateLimitedPage(30, "/contato");
    expect(pt).toContain('<html lang="pt-BR">');
    expect(pt).toContain("cerca de 1 minuto");
  });
});
