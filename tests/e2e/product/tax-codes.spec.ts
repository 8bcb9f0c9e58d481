import { CONDITIONERS } from "../support/conditioners";
import { expect, test } from "../support/fixtures";

/**
 * Conditioners carry Convênio 142 Anexo XX item 20.021.00 (decision 090) on the page; in the export and the PDF:
 * tests/http/catalog/tax-codes.test.ts.
 */

test.describe("conditioners' CEST", () => {
  for (const ean of CONDITIONERS)
    test(`${ean} shows CEST 20.021.00 in Dados Técnicos`, async ({ page }) => {
      await page.goto(`/produto?ean=${ean}&aba=dados-tecnicos`);
      await expect(page.getByRole("tabpanel")).toContainText(/CEST\s*20\.021\.00/);
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
