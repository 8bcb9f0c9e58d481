/**
 * The technical-sheet PDFs read back with poppler's pdftotext (pdf-reader.ts): every sheet of the bundled
 * catalogue is written by the function generate-assets uses, with the site's own company block, then read as a
 * buyer who files its pages one by one would read them.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { productTextsEn } from "../../../app/content/en/product-texts-en";
import { site } from "../../../app/content/site";
import { loadCatalog } from "../../../app/features/catalog/catalog.server";
import { englishCatalog } from "../../../app/features/catalog/i18n/english-catalog";
import { productKind } from "../../../app/features/catalog/model/product-kind";
import { sheetRevision } from "../../../app/features/catalog/model/sheet-revision";
import type { Product } from "../../../app/features/catalog/model/types";
import { overlaps, pdfPages, pdfWords, type Word } from "./pdf-reader";
import { embeddedFontHasGlyph, pdfText } from "./pdf-text";
import { SHEET_FRAME, sheetRevisionLabel, writeTechSheet } from "./tech-sheet-pdf";

const catalog = loadCatalog(path.join(process.cwd(), "data", "raw"));
const english = englishCatalog(catalog, productTextsEn);
const withSheet = catalog.products.filter((p) => p.barcode && catalog.sheetFor(p));
/**
 * The English sheets read here (decision 154): every medicine, and of each other type the first sheet and the one
 * with the longest label text. The build writes all of them; these are the ones whose layout differs most.
 */
const englishSample = [
  ...withSheet.filter((p) => p.type === "Medicamento"),
  ...(["Suplemento", "Cosmetico", "Perfumaria"] as const).flatMap((type) => {
    const ofType = withSheet.filter((p) => p.type === type);
    const size = (p: Product) => JSON.stringify(catalog.detailFor(p)).length;
    const longest = ofType.reduce((a, b) => (size(b) > size(a) ? b : a));
    return [...new Set([ofType[0] as Product, longest])];
  }),
];
const enKey = (code: string) => `en/${code}`;
/** Every sheet read back: the Portuguese under its code, the English sample under en/<code>. */
const sheets = [
  ...withSheet.map((product) => ({
    key: product.code,
    detail: catalog.detailFor(product),
    locale: "pt" as const,
  })),
  ...englishSample.map((product) => ({
    key: enKey(product.code),
    detail: english.detailFor(product),
    locale: "en" as const,
  })),
];
const dir = mkdtempSync(path.join(tmpdir(), "tech-sheets-"));
const company = { legalName: site.legalName, cnpj: site.cnpj, site: site.url, email: site.email };
const fileOf = (code: string) => path.join(dir, `${code}.pdf`);
const pages = new Map<string, string[]>();
const words = new Map<string, Word[]>();
const pagesOf = (code: string) => pages.get(code) ?? [];
const text = (code: string) => pagesOf(code).join("\n");
/** A regular expression source for `s`; its spaces match any run of spaces (`loose`: or none, as pdftotext
 * joins "3 g" into "3g" when the space is narrow). */
const pattern = (s: string, loose = false) =>
  s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, loose ? "\\s*" : "\\s+");

beforeAll(async () => {
  const ensure = spawnSync("node", ["scripts/test-env/ensure-poppler.mjs"], { encoding: "utf8" });
  if (ensure.status !== 0) throw new Error(`pdftotext unavailable: ${ensure.stderr}`);
  mkdirSync(path.join(dir, "en"));
  for (const { key, detail, locale } of sheets) {
    const file = fileOf(key);
    await writeTechSheet(file, detail, company, { locale });
    pages.set(key, pdfPages(file));
    words.set(key, pdfWords(file));
  }
}, 180_000);

describe("technical-sheet PDFs, page by page", () => {
  it("say 'Página N de M', the revision and the company block on every page", () => {
    const revision = sheetRevisionLabel();
    expect(revision).toBe("Revisão 07 — 26/11/2026");
    const missing = withSheet.flatMap((p) =>
      pagesOf(p.code).flatMap((page, i, all) =>
        [
          `Página ${i + 1} de ${all.length}`,
          revision,
          `${site.legalName} – CNPJ ${site.cnpj}`,
          site.email,
          site.url.replace(/^https?:\/\//, ""),
        ]
          .filter((needle) => !page.replace(/\s+/g, " ").includes(needle))
          .map((needle) => `${p.code} p${i + 1}: ${needle}`),
      ),
    );
    expect(withSheet.length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
    expect(withSheet.every((p) => pagesOf(p.code)[0]?.includes("Página 1 de"))).toBe(true);
  });

  it("have no page with fewer than 20 words, nor one whose body (between header and footer) has fewer", () => {
    const short = sheets.flatMap(({ key }) => {
      const all = words.get(key) ?? [];
      const count = pagesOf(key).length;
      return Array.from({ length: count }, (_, i) => i + 1).flatMap((page) => {
        const onPage = all.filter((w) => w.page === page);
        const top = page === 1 ? 0 : SHEET_FRAME.top - 1;
        const body = onPage.filter((w) => w.y0 >= top && w.y1 <= SHEET_FRAME.bottom + 1);
        return onPage.length < 20 || body.length < 20 ? [`${key} p${page}: ${body.length} words`] : [];
      });
    });
    expect(short).toEqual([]);
  });

  it("keep each nutrition-table row's label and values on one line of one page, column labels on each", () => {
    const split: string[] = [];
    for (const { key, detail } of sheets) {
      const view = detail.nutrition;
      if (!view) continue;
      const t = (s: string, loose = false) => pattern(pdfText(s, embeddedFontHasGlyph), loose);
      // A long column label wraps ("30 g + 200 ml / de leite desnatado"): its first two words are on the line.
      const labels = view.columns.map((c) => t(c.label.split(/\s+/).slice(0, 2).join(" "), true));
      const header = new RegExp(`^\\s*${labels.join(".*")}\\s*$`, "m");
      for (const row of view.rows) {
        const values = row.values.filter((v) => v.trim() !== "").map((v) => t(v));
        const line = new RegExp(`^\\s*${t(row.name)}\\s+${values.join("\\s+")}\\s*$`, "m");
        const page = pagesOf(key).find((pageText) => line.test(pageText));
        if (!page) split.push(`${key}: ${row.name}`);
        else if (!header.test(page)) split.push(`${key}: ${row.name} (no column labels on its page)`);
      }
    }
    expect(split).toEqual([]);
  });

  it("have no text box over another on any page", () => {
    const found = sheets.flatMap(({ key }) =>
      overlaps(words.get(key) ?? []).map(([a, b]) => `${key} p${a.page}: "${a.text}" × "${b.text}"`),
    );
    expect(found).toEqual([]);
  });

  it("print exponents as smaller raised digits that read back as superscripts, never '^'", () => {
    const probiotics = withSheet.filter((p) =>
      catalog.detailFor(p).nutrition?.rows.some((r) => r.values.some((v) => /10[⁰¹²³⁴⁵⁶⁷⁸⁹]/.test(v))),
    );
    expect(probiotics.map((p) => p.code)).toEqual(
      expect.arrayContaining(["10053", "10054", "10055", "10056"]),
    );
    for (const p of probiotics) {
      const rows = catalog.detailFor(p).nutrition?.rows ?? [];
      const counts = rows.flatMap((r) =>
        r.values.flatMap((v) => [...v.matchAll(/\d\s*x\s*10[⁰¹²³⁴⁵⁶⁷⁸⁹]+/g)]),
      );
      for (const [count] of counts) expect(text(p.code), p.code).toContain(count.replace(/\s*x\s*/, " × "));
      // The exponent's box (poppler gives the word the last glyph's) is shorter than the "×" before it, and
      // its bottom is above the baseline row of that line.
      const all = words.get(p.code) ?? [];
      const exponents = all.filter((w) => /^10[⁰¹²³⁴⁵⁶⁷⁸⁹]+$/.test(w.text));
      expect(exponents.length, p.code).toBeGreaterThan(0);
      for (const exp of exponents) {
        const times = all.find(
          (w) =>
            w.page === exp.page &&
            w.text === "×" &&
            Math.abs(w.x1 - exp.x0) < 4 &&
            Math.abs(w.y1 - exp.y1) < 4,
        );
        if (!times) throw new Error(`${p.code}: no "×" before ${exp.text}`);
        expect(exp.y1 - exp.y0).toBeLessThan(0.8 * (times.y1 - times.y0));
        expect(exp.y1).toBeLessThan(times.y1 - 0.5);
      }
    }
    expect(withSheet.filter((p) => text(p.code).includes("^")).map((p) => p.code)).toEqual([]);
  });

  it("give every Dados Técnicos label its own line and a value, 'Não informado' when the data has none", async () => {
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
    // The data may have every gross weight: a sheet without one is made from a product's detail.
    const detail = catalog.detailFor(withSheet[0] as (typeof withSheet)[number]);
    const file = path.join(dir, "no-gross-weight.pdf");
    await writeTechSheet(file, { ...detail, technical: { ...detail.technical, pesoBruto: "-" } }, company);
    expect(pdfPages(file).join("\n")).toContain("Peso bruto: Não informado");
  });

  it("show every conditioner's CEST 20.021.00", () => {
    const conditioners = withSheet.filter(
      (p) => productKind({ type: p.type, name: catalog.detailFor(p).nome }) === "conditioner",
    );
    expect(conditioners.length).toBeGreaterThanOrEqual(5);
    for (const p of conditioners) expect(text(p.code), p.code).toContain("CEST: 20.021.00");
  });

  it("are the same bytes when written again, dated by the revision, not the clock", async () => {
    const product = withSheet.find((p) => p.code === "10054") ?? withSheet[0];
    if (!product) throw new Error("no sheet");
    const again = path.join(dir, "again.pdf");
    await writeTechSheet(again, catalog.detailFor(product), company);
    expect(readFileSync(again).equals(readFileSync(fileOf(product.code)))).toBe(true);
    const info = execFileSync("pdfinfo", ["-isodates", again], { encoding: "utf8" });
    expect(info).toMatch(new RegExp(`CreationDate:\\s+${sheetRevision().date}T00:00:00`));
  });
});

describe("medicine PDFs", () => {
  it("carry the risk alert, the holder's own CNPJ and the SAC line", () => {
    const medicines = withSheet.filter((p) => p.type === "Medicamento");
    expect(medicines).toHaveLength(4);
    for (const p of medicines) {
      const all = text(p.code).replace(/\s+/g, " ");
      expect(all, p.code).toContain("É UM MEDICAMENTO. SEU USO PODE TRAZER RISCOS.");
      expect(all, p.code).toContain("CNPJ 12.345.678/0003-57");
      expect(all, p.code).toMatch(/SAC: \(12\) 3908-4540/);
    }
  });
});

describe("English sheets (decision 154)", () => {
  const LABEL_NOTE = "Brazilian label text (ANVISA), in Portuguese";
  /** Words of the Portuguese sheet's own that an English sheet prints nowhere. */
  const SHEET_ONLY_PT = ["FICHA TÉCNICA", "Página", "Revisão"];
  /** Portuguese labels and placeholders the English sheet must not print before the label's text. */
  const PT_LABELS = [
    "Tipo:",
    "Marca:",
    "Categoria regulatória",
    "Apresentação:",
    "Conteúdo:",
    "Sabor:",
    "Unidades por caixa",
    "Peso líquido",
    "Peso bruto",
    "Validade:",
    "Não informado",
    "Não se aplica",
  ];

  it("say 'Page N of M', the revision in en-US and the company block on every page, in English around the label", () => {
    const revision = sheetRevisionLabel(sheetRevision(), "en");
    expect(revision).toBe("Revision 07 — 11/26/2026");
    expect(englishSample.length).toBeGreaterThanOrEqual(10);
    for (const product of englishSample) {
      const key = enKey(product.code);
      const all = pagesOf(key);
      all.forEach((page, i) => {
        const flat = page.replace(/\s+/g, " ");
        for (const needle of [
          `Page ${i + 1} of ${all.length}`,
          revision,
          `${site.legalName} – CNPJ ${site.cnpj}`,
        ])
          expect(flat, `${key} p${i + 1}`).toContain(needle);
      });
      const whole = text(key).replace(/\s+/g, " ");
      const name = pdfText(english.detailFor(product).nome, embeddedFontHasGlyph).replace(/\s+/g, " ");
      expect(whole, key).toContain(`TECHNICAL SHEET ${name}`);
      for (const word of SHEET_ONLY_PT) expect(whole, `${key}: ${word}`).not.toContain(word);
      const note = whole.indexOf(LABEL_NOTE);
      expect(note, `${key}: the label note`).toBeGreaterThan(0);
      const before = whole.slice(0, note);
      for (const word of PT_LABELS) expect(before, `${key}: ${word}`).not.toContain(word);
      expect(before, key).toMatch(/Type: \w+/);
      expect(before, key).toContain("Regulatory category:");
      // The sheet's technical values in English (decision 156): "Shelf life: 24 months", no "24 meses".
      expect(before, key).toMatch(/Shelf life: \d+ months/);
      expect(before, key).not.toMatch(
        /\bmeses\b|c[áa]psulas|comprimidos|sach[êe]s|\bFrasco\b|\bPote\b|Sem sabor/,
      );
      // The label's own sections come after the note, under English titles.
      expect(whole.slice(note), key).toMatch(/\b(INGREDIENTS|COMPOSITION)\b/);
      expect(whole.slice(note), key).toContain("INDICATIONS");
    }
  });

  it("lead with our English description, and mark a medicine Brazil only while keeping its leaflet in Portuguese", () => {
    for (const product of englishSample) {
      const key = enKey(product.code);
      const whole = text(key).replace(/\s+/g, " ");
      const summary = english.detailFor(product).summaryEn;
      if (!summary) throw new Error(`${product.code}: no English description`);
      const firstWords = pdfText(summary, embeddedFontHasGlyph).split(/\s+/).slice(0, 6).join(" ");
      expect(whole.indexOf(firstWords), key).toBeGreaterThan(0);
      expect(whole.indexOf(firstWords), key).toBeLessThan(whole.indexOf(LABEL_NOTE));
    }
    const medicines = englishSample.filter((p) => p.type === "Medicamento");
    expect(medicines).toHaveLength(4);
    for (const p of medicines) {
      const whole = text(enKey(p.code)).replace(/\s+/g, " ");
      expect(whole, p.code).toContain("Type: Medicine – Brazil only");
      expect(whole, p.code).toContain("CONTRAINDICATIONS");
      expect(whole, p.code).toContain("É UM MEDICAMENTO. SEU USO PODE TRAZER RISCOS.");
    }
  });

  it("are tagged en-US and titled in English", () => {
    const product = englishSample[0] as Product;
    const info = execFileSync("pdfinfo", [fileOf(enKey(product.code))], { encoding: "utf8" });
    expect(info).toMatch(
      new RegExp(`Title:\\s+${pattern(`Technical sheet – ${english.detailFor(product).nome}`)}\\n`),
    );
    const raw = readFileSync(fileOf(enKey(product.code))).toString("latin1");
    expect(raw).toContain("/Lang (en-US)");
  });
});

describe("pdfText", () => {
  it("keeps only glyphs the embedded font has (exponents are drawn as digits), for the catalogue's strings", () => {
    const strings = catalog.products.flatMap((p) => {
      const d = catalog.detailFor(p);
      return [d.nome, d.ingredientes, ...(d.nutrition?.rows.flatMap((r) => [r.name, ...r.values]) ?? [])];
    });
    const missing = strings
      .map((s) => pdfText(s, embeddedFontHasGlyph).replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻]/g, ""))
      .flatMap((s) =>
        [...s].filter((ch) => ch.trim() !== "" && !embeddedFontHasGlyph(ch.codePointAt(0) ?? 0)),
      );
    expect([...new Set(missing)]).toEqual([]);
    expect(pdfText("1 x 10⁹", embeddedFontHasGlyph)).toBe("1 × 10⁹");
    expect(pdfText("2,5 x 10⁸ UFC", () => true)).toBe("2,5 × 10⁸ UFC");
  });
});
