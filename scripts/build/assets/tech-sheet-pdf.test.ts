/**
 * The technical-sheet PDFs read back with poppler's pdftotext (installed by scripts/test-env/ensure-poppler.mjs;
 * node_modules has no PDF reader): every sheet of the bundled catalogue is written, then its words and their
 * boxes are checked as a reader sees them.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadCatalog } from "../../../app/features/catalog/catalog.server";
import { productKind } from "../../../app/features/catalog/model/product-kind";
import { embeddedFontHasGlyph, pdfText } from "./pdf-text";
import { writeTechSheet } from "./tech-sheet-pdf";

interface Word {
  page: number;
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const catalog = loadCatalog(path.join(process.cwd(), "data", "raw"));
const withSheet = catalog.products.filter((p) => p.barcode && catalog.sheetFor(p));
const dir = mkdtempSync(path.join(tmpdir(), "tech-sheets-"));
const company = { legalName: "Convale", cnpj: "12.345.678/0001-95", site: "https://x", email: "a@b" };
const fileOf = (code: string) => path.join(dir, `${code}.pdf`);

function pdfWords(file: string): Word[] {
  const html = execFileSync("pdftotext", ["-bbox", file, "-"], { encoding: "utf8" });
  const words: Word[] = [];
  let page = 0;
  for (const line of html.split("\n")) {
    if (line.includes("<page ")) page += 1;
    const m = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*)<\/word>/.exec(line);
    if (!m) continue;
    const [, x0 = "", y0 = "", x1 = "", y1 = "", text = ""] = m;
    words.push({ page, x0: +x0, y0: +y0, x1: +x1, y1: +y1, text });
  }
  return words;
}

/** Pairs of words on one page whose boxes intersect by more than half a point both ways. */
function overlaps(words: Word[]): [Word, Word][] {
  const found: [Word, Word][] = [];
  for (const [i, a] of words.entries())
    for (const b of words.slice(i + 1)) {
      if (a.page !== b.page) continue;
      const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
      const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
      if (w > 0.5 && h > 0.5) found.push([a, b]);
    }
  return found;
}

const text = (code: string) => execFileSync("pdftotext", [fileOf(code), "-"], { encoding: "utf8" });

beforeAll(async () => {
  const ensure = spawnSync("node", ["scripts/test-env/ensure-poppler.mjs"], { encoding: "utf8" });
  if (ensure.status !== 0) throw new Error(`pdftotext unavailable: ${ensure.stderr}`);
  for (const product of withSheet)
    await writeTechSheet(fileOf(product.code), catalog.detailFor(product), company);
}, 180_000);

describe("technical-sheet PDFs", () => {
  it("have no text box over another on any page", () => {
    const found = withSheet.flatMap((p) =>
      overlaps(pdfWords(fileOf(p.code))).map(([a, b]) => `${p.code} p${a.page}: "${a.text}" × "${b.text}"`),
    );
    expect(withSheet.length).toBeGreaterThan(100);
    expect(found).toEqual([]);
  }, 180_000);

  it("print probiotic counts as 10^N, not a missing glyph", () => {
    const probiotics = withSheet.filter((p) =>
      catalog.detailFor(p).nutrition?.rows.some((r) => r.values.some((v) => /10[⁰¹²³⁴⁵⁶⁷⁸⁹]/.test(v))),
    );
    expect(probiotics.map((p) => p.code)).toEqual(
      expect.arrayContaining(["10053", "10054", "10055", "10056"]),
    );
    for (const p of probiotics) {
      const rows = catalog.detailFor(p).nutrition?.rows ?? [];
      const exponents = rows.flatMap((r) => r.values.flatMap((v) => [...v.matchAll(/10([⁰¹²³⁴⁵⁶⁷⁸⁹]+)/g)]));
      for (const [, sup] of exponents) {
        const plain = [...(sup ?? "")].map((ch) => "⁰¹²³⁴⁵⁶⁷⁸⁹".indexOf(ch)).join("");
        expect(text(p.code), p.code).toMatch(new RegExp(`\\d × 10(\\^${plain}|${sup})`));
      }
    }
  });

  it("give every Dados Técnicos label its own line and a value, 'Não informado' when the data has none", () => {
    const labels = ["Marca", "Conteúdo", "EAN-13", "NCM", "CEST", "Peso líquido", "Peso bruto", "Validade"];
    const broken = withSheet.flatMap((p) =>
      text(p.code)
        .split("\n")
        .filter((line) => labels.some((l) => line.startsWith(`${l}:`)))
        .filter(
          (line) =>
            /:\s*$/.test(line) || /:\s*-\s*$/.test(line) || labels.some((l) => line.includes(` ${l}:`)),
        )
        .map((line) => `${p.code}: ${line}`),
    );
    expect(broken).toEqual([]);
    const noGrossWeight = withSheet.find((p) => catalog.detailFor(p).technical.pesoBruto === "-");
    if (!noGrossWeight) throw new Error("no sheet without a gross weight to check");
    expect(text(noGrossWeight.code)).toContain("Peso bruto: Não informado");
  });

  it("show every conditioner's CEST 20.021.00", () => {
    const conditioners = withSheet.filter(
      (p) => productKind({ type: p.type, name: catalog.detailFor(p).nome }) === "conditioner",
    );
    expect(conditioners.length).toBeGreaterThanOrEqual(5);
    for (const p of conditioners) expect(text(p.code), p.code).toContain("CEST: 20.021.00");
  });
});

describe("medicine PDFs", () => {
  it("carry the risk alert, the holder's own CNPJ and the SAC line", () => {
    const medicines = withSheet.filter((p) => p.type === "Medicamento");
    expect(medicines).toHaveLength(4);
    for (const p of medicines) {
      const words = text(p.code).replace(/\s+/g, " ");
      expect(words, p.code).toContain("É UM MEDICAMENTO. SEU USO PODE TRAZER RISCOS.");
      expect(words, p.code).toContain("CNPJ 12.345.678/0003-57");
      expect(words, p.code).toMatch(/SAC: \(12\) 3908-4540/);
    }
  });
});

describe("pdfText", () => {
  it("keeps only glyphs the embedded font has, for every string of the catalogue's tables and names", () => {
    const strings = catalog.products.flatMap((p) => {
      const d = catalog.detailFor(p);
      return [d.nome, ...(d.nutrition?.rows.flatMap((r) => [r.name, ...r.values]) ?? [])];
    });
    const missing = strings
      .map((s) => pdfText(s, embeddedFontHasGlyph))
      .flatMap((s) =>
        [...s].filter((ch) => ch.trim() !== "" && !embeddedFontHasGlyph(ch.codePointAt(0) ?? 0)),
      );
    expect([...new Set(missing)]).toEqual([]);
    expect(pdfText("1 x 10⁹", embeddedFontHasGlyph)).toBe("1 × 10^9");
    expect(pdfText("2,5 x 10⁸ UFC", () => true)).toBe("2,5 × 10⁸ UFC");
  });
});
