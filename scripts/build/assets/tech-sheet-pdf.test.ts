/**
 * The technical-sheet PDFs read back with poppler's pdftotext (pdf-reader.ts): every sheet of the bundled
 * catalogue is written by the function generate-assets uses, with the site's own company block, then read as a
 * buyer who files its pages one by one would read them.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { site } from "../../../app/content/site";
import { loadCatalog } from "../../../app/features/catalog/catalog.server";
import { productKind } from "../../../app/features/catalog/model/product-kind";
import { sheetRevision, sheetRevisionLabel } from "../../../app/features/catalog/model/sheet-revision";
import { overlaps, pdfPages, pdfWords, type Word } from "./pdf-reader";
import { embeddedFontHasGlyph, pdfText } from "./pdf-text";
import { SHEET_FRAME, writeTechSheet } from "./tech-sheet-pdf";

const catalog = loadCatalog(path.join(process.cwd(), "data", "raw"));
const withSheet = catalog.products.filter((p) => p.barcode && catalog.sheetFor(p));
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
  for (const product of withSheet) {
    const file = fileOf(product.code);
    await writeTechSheet(file, catalog.detailFor(product), company);
    pages.set(product.code, pdfPages(file));
    words.set(product.code, pdfWords(file));
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
    const short = withSheet.flatMap((p) => {
      const all = words.get(p.code) ?? [];
      const count = pagesOf(p.code).length;
      return Array.from({ length: count }, (_, i) => i + 1).flatMap((page) => {
        const onPage = all.filter((w) => w.page === page);
        const top = page === 1 ? 0 : SHEET_FRAME.top - 1;
        const body = onPage.filter((w) => w.y0 >= top && w.y1 <= SHEET_FRAME.bottom + 1);
        return onPage.length < 20 || body.length < 20 ? [`${p.code} p${page}: ${body.length} words`] : [];
      });
    });
    expect(short).toEqual([]);
  });

  it("keep each nutrition-table row's label and values on one line of one page, column labels on each", () => {
    const split: string[] = [];
    for (const p of withSheet) {
      const view = catalog.detailFor(p).nutrition;
      if (!view) continue;
      const t = (s: string, loose = false) => pattern(pdfText(s, embeddedFontHasGlyph), loose);
      // A long column label wraps ("30 g + 200 ml / de leite desnatado"): its first two words are on the line.
      const labels = view.columns.map((c) => t(c.label.split(/\s+/).slice(0, 2).join(" "), true));
      const header = new RegExp(`^\\s*${labels.join(".*")}\\s*$`, "m");
      for (const row of view.rows) {
        const values = row.values.filter((v) => v.trim() !== "").map((v) => t(v));
        const line = new RegExp(`^\\s*${t(row.name)}\\s+${values.join("\\s+")}\\s*$`, "m");
        const page = pagesOf(p.code).find((pageText) => line.test(pageText));
        if (!page) split.push(`${p.code}: ${row.name}`);
        else if (!header.test(page)) split.push(`${p.code}: ${row.name} (no column labels on its page)`);
      }
    }
    expect(split).toEqual([]);
  });

  it("have no text box over another on any page", () => {
    const found = withSheet.flatMap((p) =>
      overlaps(words.get(p.code) ?? []).map(([a, b]) => `${p.code} p${a.page}: "${a.text}" × "${b.text}"`),
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
