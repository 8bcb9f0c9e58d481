import { afterAll, beforeAll, expect, it } from "vitest";
import { CONDITIONERS } from "../../e2e/support/conditioners";
import { e2eEnv } from "../support/server-env";
import { type ServedSite, serveSite } from "../support/site";

/** Conditioners carry 20.021.00 in the export and the PDF (on the page: tests/e2e/product/tax-codes.spec.ts). */
let site: ServedSite;
beforeAll(async () => {
  site = await serveSite({ env: e2eEnv });
});
afterAll(() => site.close());

it("the conditioners' export rows and PDFs carry 20.021.00", async () => {
  const csv = await (await site.get("/produtos/exportar?formato=csv&q=condicionador")).text();
  const rows = csv.split("\r\n").filter((line) => CONDITIONERS.some((ean) => line.includes(ean)));
  // The kits that hold a conditioner are kits (their item is not settled, decision 090): only the six.
  expect(rows.length).toBeGreaterThanOrEqual(5);
  for (const row of rows) expect(row.split(";")).toContain("20.021.00");
  for (const ean of CONDITIONERS.slice(0, 5)) {
    const pdf = await site.get(`/fichatecnica/${ean}.pdf`);
    // Their text is read back in scripts/build/assets/tech-sheet-pdf.test.ts (pdftotext).
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
  }
});
