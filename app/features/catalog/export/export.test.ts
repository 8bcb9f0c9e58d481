import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/produtos.exportar";
import { getCatalog, getCatalogIn } from "../catalog.server";
import { NOT_APPLICABLE } from "../model/display-text";
import { catalogQuery, WHOLE_CATALOG } from "../search/catalog-query";
import { EXPORT_COLUMNS, exportColumns, exportFileName, exportRow, textCell, toCsv } from "./export-rows";
import { toXlsx } from "./export-xlsx.server";

type Args = Parameters<typeof loader>[0];
const get = (query: string, path = "/produtos/exportar") =>
  loader({
    request: new Request(`http://localhost${path}?${query}`),
    params: {},
    context: {},
  } as Args);
const getEnglish = (query: string) => get(query, "/en/products/export");

async function parseCsv(response: Response, delimiter = ";"): Promise<string[][]> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM, for Excel pt-BR
  const workbook = new ExcelJS.Workbook();
  const sheet = await workbook.csv.read(Readable.from([Buffer.from(bytes.slice(3))]), {
    parserOptions: { delimiter },
    // Keep every cell as written: the test checks the file holds codes as text, not numbers.
    map: (value: unknown) => value,
  });
  return sheet
    .getSheetValues()
    .flatMap((row) => (Array.isArray(row) ? [row.slice(1).map((c) => String(c ?? ""))] : []));
}

async function parseXlsx(response: Response): Promise<{ rows: string[][]; types: number[] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  const types: number[] = [];
  sheet?.eachRow((row) => {
    const cells: string[] = [];
    for (let i = 1; i <= EXPORT_COLUMNS.length; i++) {
      const cell = row.getCell(i);
      cells.push(cell.value === null ? "" : String(cell.value));
      if (i === 5 && row.number > 1 && cell.value !== null) types.push(cell.type);
    }
    rows.push(cells);
  });
  return { rows, types };
}

/** What each product page shows: code → [EAN-13, DUN-14, NCM, CEST] ("-" and "Não se aplica" as empty). */
function pageCodes(codes: readonly string[]): string[][] {
  const catalog = getCatalog();
  return codes.map((code) => {
    const product = catalog.byCode(code);
    if (!product) throw new Error(code);
    const t = catalog.detailFor(product).technical;
    return [t.ean13, t.dun14, t.ncm, t.cest].map((v) => (v === "-" || v === NOT_APPLICABLE ? "" : v));
  });
}

const codesOf = (rows: string[][]) => rows.map((r) => [r[4] ?? "", r[5] ?? "", r[7] ?? "", r[8] ?? ""]);

describe("catalogue export", () => {
  it("CSV: BOM, ';', header and 190 rows whose codes equal the product pages'", async () => {
    const response = await get("formato=csv");
    expect(response.headers.get("content-disposition")).toMatch(/catalogo-convale-\d{4}-\d{2}-\d{2}\.csv/);
    const [header, ...rows] = await parseCsv(response);
    expect(header).toEqual(EXPORT_COLUMNS.map((c) => c.label));
    expect(rows).toHaveLength(190);
    expect(codesOf(rows)).toEqual(pageCodes(rows.map((r) => r[0] ?? "")));
    expect(rows.every((r) => r[13]?.startsWith("http"))).toBe(true);
  });

  it("XLSX: 190 rows, codes as text cells equal to the product pages'", async () => {
    const {
      rows: [header, ...rows],
      types,
    } = await parseXlsx(await get("formato=xlsx"));
    expect(header).toEqual(EXPORT_COLUMNS.map((c) => c.label));
    expect(rows).toHaveLength(190);
    expect(codesOf(rows)).toEqual(pageCodes(rows.map((r) => r[0] ?? "")));
    expect(new Set(types)).toEqual(new Set([ExcelJS.ValueType.String]));
  });

  it("gives each supplement's dose and population, and leaves them empty for other products", () => {
    const catalog = getCatalog();
    const links = { siteUrl: "https://example.test", techSheetBaseUrl: "", ean: null };
    const dose = EXPORT_COLUMNS.findIndex((c) => c.label === "modo de usar");
    const group = EXPORT_COLUMNS.findIndex((c) => c.label === "indicado para");
    for (const product of catalog.products) {
      const row = exportRow(catalog.detailFor(product), links);
      if (product.type === "Suplemento") {
        expect(row[dose], product.code).toMatch(/\d/);
        expect(row[group], product.code).toMatch(/^(Adultos|Crianças|Gestantes)/);
      } else expect([row[dose], row[group]], product.code).toEqual(["", ""]);
    }
  });

  it("XLSX: a legend sheet says an empty CEST means no item applies", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await get("formato=xlsx")).arrayBuffer());
    const legend = workbook.getWorksheet("Legenda");
    const cest = legend?.getRow(2).values as unknown[];
    expect(cest?.[1]).toBe("CEST");
    expect(String(cest?.[2])).toMatch(/não se aplica/);
  });

  it("quotes cells with ';' or quotes and names files by date", () => {
    expect(toCsv([["a;b", 'c"d']]).split("\r\n")[1]).toBe('"a;b";"c""d"');
    expect(exportFileName("xlsx", new Date("2026-11-23T10:00:00Z"), WHOLE_CATALOG)).toBe(
      "catalogo-convale-2026-11-23.xlsx",
    );
  });

  it("writes cells that a spreadsheet would run as formulas as text (CSV and XLSX)", async () => {
    const risky = ['=HYPERLINK("http://x","y")', "+55 12 3333", "-2+3", "@SUM(A1)", "\t=1", "\r=1"];
    expect(risky.map(textCell)).toEqual(risky.map((v) => `'${v}`));
    expect(["7891000000038", "Vitamina D3", "a=b", ""].map(textCell)).toEqual([
      "7891000000038",
      "Vitamina D3",
      "a=b",
      "",
    ]);
    expect(toCsv([risky]).split("\r\n")[1]).toBe(
      [`"'=HYPERLINK(""http://x"",""y"")"`, "'+55 12 3333", "'-2+3", "'@SUM(A1)", `"'\t=1"`, `"'\r=1"`].join(
        ";",
      ),
    );
    // XLSX: plain string cells (shared strings), never formula cells.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(await toXlsx([risky])).buffer);
    const row = workbook.worksheets[0]?.getRow(2);
    const cells = risky.map((_, i) => row?.getCell(i + 1));
    expect(cells.map((c) => c?.type)).toEqual(risky.map(() => ExcelJS.ValueType.String));
    // XML turns the CR into a line feed; the other values come back exactly as written.
    expect(cells.slice(0, 5).map((c) => c?.value)).toEqual(risky.slice(0, 5));
  });
});

describe("catalogue export in English (decision 151)", () => {
  const english = exportColumns("en").map((c) => c.label);

  it("CSV: BOM, ',', English headers, names, types and page links; the Portuguese file's products and codes", async () => {
    const response = await getEnglish("format=csv");
    expect(response.headers.get("content-disposition")).toMatch(/"catalog-convale-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = await parseCsv(response, ",");
    expect(header).toEqual(english);
    expect(header?.slice(0, 4)).toEqual(["code", "name", "brand", "type"]);
    const [, ...portuguese] = await parseCsv(await get("formato=csv"));
    expect(rows).toHaveLength(190);
    expect(rows.map((r) => r[0])).toEqual(portuguese.map((r) => r[0]));
    expect(codesOf(rows)).toEqual(codesOf(portuguese));
    const catalog = getCatalogIn("en");
    for (const row of rows) {
      const product = catalog.byCode(row[0] ?? "");
      if (!product) throw new Error(row[0]);
      expect(row[1], row[0]).toBe(catalog.detailFor(product).nome);
      expect(["Supplement", "Cosmetic", "Perfumery", "Medicine"]).toContain(row[3]);
      expect(row[13], row[0]).toMatch(/^http:\/\/localhost(:\d+)?\/en\/product\?ean=\d{13}$/);
      // The English technical sheet (decision 154), where the product has one.
      if (row[14])
        expect(row[14], row[0]).toMatch(/^http:\/\/localhost(:\d+)?\/fichatecnica\/en\/\d{13}\.pdf$/);
    }
    expect(rows.filter((r) => r[14]).length).toBeGreaterThan(100);
    // At least one English name differs from its Portuguese one (the file is not the Portuguese one relabelled).
    expect(rows.filter((r, i) => r[1] !== portuguese[i]?.[1]).length).toBeGreaterThan(150);
    // The content and the shelf life in English (decision 156), as on the English pages.
    const [content, shelfLife] = [english.indexOf("content"), english.indexOf("shelf life")];
    const words = rows.map((r) => `${r[content]} | ${r[shelfLife]}`);
    expect(words.filter((w) => /meses|c[áa]psulas|comprimidos|sach[êe]s|\bml\b/.test(w))).toEqual([]);
    expect(words).toContain("60 capsules | 24 months");
  });

  it("XLSX: English sheet, headers and a legend that says which columns are the Brazilian label's Portuguese", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await getEnglish("format=xlsx&category=supplements")).arrayBuffer());
    expect(workbook.worksheets.map((w) => w.name)).toEqual(["Catalog", "Legend"]);
    const sheet = workbook.getWorksheet("Catalog");
    const legend = workbook.getWorksheet("Legend");
    if (!sheet || !legend) throw new Error("sheets missing");
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(english);
    const types = new Set<string>();
    sheet.eachRow((row) => {
      if (row.number > 1) types.add(String(row.getCell(4).value));
    });
    expect([...types]).toEqual(["Supplement"]);
    expect(String((legend.getRow(2).values as unknown[])[2])).toMatch(/not applicable/);
    // One legend row, as in Portuguese: which of the label's columns are in English and which stay Portuguese.
    expect((legend.getRow(4).values as unknown[])[1]).toBe(
      "content, net weight, gross weight, shelf life, directions, intended for",
    );
    expect(String((legend.getRow(4).values as unknown[])[2])).toMatch(
      /^the content and shelf life in English, with .* en-US .*; the directions .* Brazilian label \(ANVISA\), in Portuguese\.$/,
    );
  });

  it("quotes cells holding a comma, and names the file in the English address's words", () => {
    expect(toCsv([["a,b", "c;d"]], "en").split("\r\n")[1]).toBe('"a,b",c;d');
    expect(toCsv([["a,b", "c;d"]], "pt").split("\r\n")[1]).toBe('a,b;"c;d"');
    const query = catalogQuery({
      q: "Vitamin D",
      categoria: "Suplemento",
      formas: ["capsulas"],
      ordem: "za",
    });
    expect(exportFileName("xlsx", new Date("2026-11-23T10:00:00Z"), query, "en")).toBe(
      "catalog-convale-vitamin-d-supplements-capsules-z-a-2026-11-23.xlsx",
    );
    expect(exportFileName("xlsx", new Date("2026-11-23T10:00:00Z"), query, "pt")).toBe(
      "catalogo-convale-vitamin-d-suplementos-capsulas-z-a-2026-11-23.xlsx",
    );
  });
});
