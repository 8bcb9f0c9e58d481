import { expect, test } from "./fixtures";

/** Conditioners carry Convênio 142 Anexo XX item 20.021.00 (decision 090) on the page, the export and the PDF. */
const CONDITIONERS = [
  "7897412200028",
  "7897412200073",
  "7897412200103",
  "7897412200141",
  "7897412200165",
  "7897412205023",
];

test.describe("conditioners' CEST", () => {
  for (const ean of CONDITIONERS)
    test(`${ean} shows CEST 20.021.00 in Dados Técnicos`, async ({ page }) => {
      await page.goto(`/produto?ean=${ean}&aba=dados-tecnicos`);
      await expect(page.getByRole("tabpanel")).toContainText(/CEST\s*20\.021\.00/);
    });

  test("the conditioners' export rows and PDFs carry 20.021.00", async ({ request }) => {
    const csv = await (await request.get("/produtos/exportar?formato=csv&q=condicionador")).text();
    const rows = csv.split("\r\n").filter((line) => CONDITIONERS.some((ean) => line.includes(ean)));
    // The kits that hold a conditioner are kits (their item is not settled, decision 090): only the six.
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) expect(row.split(";")).toContain("20.021.00");
    for (const ean of CONDITIONERS.slice(0, 5)) {
      const pdf = await request.get(`/fichatecnica/${ean}.pdf`);
      // Their text is read back in scripts/build/assets/tech-sheet-pdf.test.ts (pdftotext).
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
    }
  });
});

test("the paracetamol 750 mg page carries the risk alert, the holder's CNPJ and the SAC line", async ({
  page,
}) => {
  await page.goto("/produto?ean=7897412400039&aba=modo-de-usar");
  const body = page.locator("main");
  await expect(body).toContainText("PARACETAMOL É UM MEDICAMENTO. SEU USO PODE TRAZER RISCOS.");
  await expect(body).toContainText("CNPJ 12.345.678/0003-57");
  await expect(body).toContainText("SAC: (12) 3908-4540");
});
