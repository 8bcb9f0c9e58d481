// The export equals the list: for filtered and sorted selections, the CSV and XLSX rows are /api/produtos's
// products for the same address, in the same order, and the file name says what was selected.
import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { loader as apiLoader } from "~/routes/api.produtos";
import { loader as exportLoader } from "~/routes/produtos.exportar";
import { getCatalog } from "../catalog.server";

type ExportArgs = Parameters<typeof exportLoader>[0];
type ApiArgs = Parameters<typeof apiLoader>[0];
const request = (url: string) =>
  ({ request: new Request(`http://localhost${url}`), params: {}, context: {} }) as ExportArgs;
const apiRequest = (url: string) => request(url) as unknown as ApiArgs;

/** Every code /api/produtos lists for the query, page after page, in order. */
async function apiCodes(query: string): Promise<string[]> {
  const codes: string[] = [];
  let offset: number | null = 0;
  while (offset !== null) {
    const response = apiLoader(apiRequest(`/api/produtos?${query}&offset=${offset}&limit=20`));
    const page = (await response.json()) as { items: { code: string }[]; nextOffset: number | null };
    codes.push(...page.items.map((item) => item.code));
    offset = page.nextOffset;
  }
  return codes;
}

async function csvCodes(response: Response): Promise<string[]> {
  const text = (await response.text()).replace(/^\uFEFF/, "");
  const workbook = new ExcelJS.Workbook();
  const sheet = await workbook.csv.read(Readable.from([Buffer.from(text)]), {
    parserOptions: { delimiter: ";" },
    map: (value: unknown) => value,
  });
  const rows = sheet.getSheetValues().filter(Array.isArray) as unknown[][];
  return rows.slice(1).map((row) => String(row[1]));
}

async function xlsxCodes(response: Response): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const codes: string[] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    if (row.number > 1) codes.push(String(row.getCell(1).value));
  });
  return codes;
}

const SELECTIONS = [
  {
    query: "q=vitamina&marca=Vitacon&forma=capsulas&ordem=za",
    name: /^catalogo-convale-vitamina-vitacon-capsulas-z-a-\d{4}-\d{2}-\d{2}\.(csv|xlsx)$/,
  },
  {
    query: "categoria=Suplemento&marca=Vitacon&ordem=az",
    name: /^catalogo-convale-suplementos-vitacon-a-z-\d{4}-\d{2}-\d{2}\.(csv|xlsx)$/,
  },
  {
    query: "q=vitamina&categoria=Suplemento&dieta=sem-gluten&ordem=za&utm_source=x",
    name: /^catalogo-convale-vitamina-suplementos-sem-gluten-z-a-\d{4}-\d{2}-\d{2}\.(csv|xlsx)$/,
  },
  { query: "q=protetor%20solar", name: /^catalogo-convale-protetor-solar-\d{4}-\d{2}-\d{2}\.(csv|xlsx)$/ },
];

const fileName = (response: Response) =>
  /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1];

describe("export of a /produtos selection", () => {
  it.each(SELECTIONS)("$query: CSV and XLSX rows equal /api/produtos, in order", async ({ query, name }) => {
    const expected = await apiCodes(query);
    // A real selection: some products, not the whole catalogue.
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(getCatalog().products.length);
    const csv = await exportLoader(request(`/produtos/exportar?formato=csv&${query}`));
    const xlsx = await exportLoader(request(`/produtos/exportar?formato=xlsx&${query}`));
    expect(csv.status).toBe(200);
    expect(xlsx.status).toBe(200);
    expect(fileName(csv)).toMatch(name);
    expect(fileName(xlsx)).toMatch(name);
    expect(await csvCodes(csv)).toEqual(expected);
    expect(await xlsxCodes(xlsx)).toEqual(expected);
  });

  it("the sorted selections are really reordered (not catalogue order by chance)", async () => {
    const za = await apiCodes("q=vitamina&marca=Vitacon&forma=capsulas&ordem=za");
    const az = await apiCodes("q=vitamina&marca=Vitacon&forma=capsulas&ordem=az");
    expect(za.length).toBeGreaterThan(1);
    expect(za).toEqual([...az].reverse());
  });

  it("refuses a third simultaneous build with a Portuguese 503 and Retry-After", async () => {
    const queries = ["q=creme&ordem=za", "q=creme&ordem=az", "q=sabonete&ordem=za"];
    const [first, second, third] = await Promise.all(
      queries.map((q) => exportLoader(request(`/produtos/exportar?formato=xlsx&${q}`))),
    );
    expect(first?.status).toBe(200);
    expect(second?.status).toBe(200);
    expect(third?.status).toBe(503);
    expect(third?.headers.get("retry-after")).toBe("5");
    expect(await third?.text()).toMatch(/Tente novamente em alguns segundos/);
    // Once those builds are done, the same request is served.
    const again = await exportLoader(request(`/produtos/exportar?formato=xlsx&${queries[2]}`));
    expect(again.status).toBe(200);
  });
});
