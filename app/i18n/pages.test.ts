import { describe, expect, it } from "vitest";
import { localeOfPath } from "./locale";
import { alternatePath, localizeHref, PAGE_PATHS, pageOfPath } from "./pages";

describe("page addresses in both languages", () => {
  it("reads the locale from the address alone", () => {
    expect(localeOfPath("/en")).toBe("en");
    expect(localeOfPath("/en/products")).toBe("en");
    expect(localeOfPath("/english-tea")).toBe("pt");
    expect(localeOfPath("/produtos")).toBe("pt");
  });

  it("gives each page one address per language, none shared", () => {
    const all = Object.values(PAGE_PATHS).flatMap((p) => [p.pt, p.en]);
    expect(new Set(all).size).toBe(all.length);
    for (const [key, paths] of Object.entries(PAGE_PATHS)) {
      expect(pageOfPath(paths.pt)).toBe(key);
      expect(pageOfPath(paths.en)).toBe(key);
      expect(localeOfPath(paths.en)).toBe("en");
      expect(localeOfPath(paths.pt)).toBe("pt");
    }
  });

  it("writes a Portuguese href in English, keeping query and fragment", () => {
    expect(localizeHref("/produtos?q=vitamina", "en")).toBe("/en/products?q=vitamina");
    expect(localizeHref("/desenvolvimento-de-marca#briefing", "en")).toBe("/en/private-label#briefing");
    expect(localizeHref("/?type=Suplemento#produtos", "en")).toBe("/en?type=Suplemento#produtos");
    expect(localizeHref("/#produtos", "en")).toBe("/en#produtos");
    expect(localizeHref("/produtos", "pt")).toBe("/produtos");
    expect(localizeHref("/produtos/exportar?formato=csv", "en")).toBe("/produtos/exportar?formato=csv");
    expect(localizeHref("https://example.com/", "en")).toBe("https://example.com/");
  });

  it("finds the other language's page, or none", () => {
    expect(alternatePath("/produto", "en")).toBe("/en/product");
    expect(alternatePath("/en/about", "pt")).toBe("/quem-somos");
    expect(alternatePath("/en/about/", "pt")).toBe("/quem-somos");
    expect(alternatePath("/pagina-que-nao-existe", "en")).toBeUndefined();
  });
});
