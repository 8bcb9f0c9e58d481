import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { create, type Font } from "fontkit";
import { describe, expect, it } from "vitest";
import { loadCatalog } from "../../../app/features/catalog/catalog.server";
import { fontBuffer, INTER_REGULAR, loadFont, textPath, wrapText } from "./glyph-text";
import { packshotSvg } from "./packshot";
import { writeTechSheet } from "./tech-sheet-pdf";

describe("woff → sfnt", () => {
  it("yields a font with the same glyphs and metrics as the WOFF", () => {
    const fromWoff = create(readFileSync(INTER_REGULAR)) as Font;
    const fromSfnt = create(fontBuffer(INTER_REGULAR)) as Font;
    expect(fromSfnt.numGlyphs).toBe(fromWoff.numGlyphs);
    expect(fromSfnt.unitsPerEm).toBe(fromWoff.unitsPerEm);
    expect(fromSfnt.layout("Informação").advanceWidth).toBe(fromWoff.layout("Informação").advanceWidth);
  });
});

describe("glyph text", () => {
  it("draws accented text as a path and wraps by width", () => {
    const font = loadFont(INTER_REGULAR);
    expect(textPath(font, "Ação", 0, 20, 20)).toMatch(/^M[\d.-]/);
    const lines = wrapText(font, "Colágeno hidrolisado com vitamina C e zinco", 20, 150, 3);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.length).toBeLessThanOrEqual(3);
  });
});

describe("packshot", () => {
  const base = {
    code: "10001",
    name: "Vitamina D3 60 cápsulas",
    brand: "Vitacon",
    conteudo: "60 cápsulas",
    view: 0,
  };
  it("is a self-contained SVG with no text elements (no system fonts needed)", () => {
    const svg = packshotSvg({ ...base, type: "Suplemento", apresentacao: "Frasco âmbar" });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toContain("<text");
    expect(svg).toContain('width="600" height="600"');
  });
  it("differs between products, between forms and between views", () => {
    const a = packshotSvg({ ...base, type: "Suplemento", apresentacao: "Frasco com 60 cápsulas" });
    const b = packshotSvg({
      ...base,
      name: "Ômega 3",
      type: "Suplemento",
      apresentacao: "Frasco com 60 cápsulas",
    });
    const tube = packshotSvg({ ...base, type: "Suplemento", apresentacao: "Bisnaga" });
    const back = packshotSvg({
      ...base,
      type: "Suplemento",
      apresentacao: "Frasco com 60 cápsulas",
      view: 1,
    });
    expect(a).not.toBe(b);
    expect(tube).not.toBe(a);
    expect(back).toContain('data-view="back"');
    expect(back).not.toBe(a);
  });
});

describe("technical sheet", () => {
  it("writes a PDF for a supplement with its nutrition table and for a medicine", async () => {
    const catalog = loadCatalog(path.join(process.cwd(), "data/raw"));
    const dir = mkdtempSync(path.join(tmpdir(), "ficha-"));
    const supplement = catalog.products.find((p) => p.type === "Suplemento" && catalog.sheetFor(p));
    const medicine = catalog.products.find((p) => p.type === "Medicamento");
    const company = { legalName: "Empresa", cnpj: "00", site: "https://x", email: "a@b" };
    for (const product of [supplement, medicine]) {
      if (!product) throw new Error("fixture product missing");
      const detail = catalog.detailFor(product);
      const file = path.join(dir, `${product.code}.pdf`);
      await writeTechSheet(file, detail, company);
      const pdf = readFileSync(file);
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      expect(pdf.length).toBeGreaterThan(5000);
      // The embedded font is Inter (subset), so accents come from our font, not a viewer's fallback.
      expect(pdf.toString("latin1")).toMatch(/\/FontName \/[A-Z]{6}\+Inter/);
    }
  });
});
