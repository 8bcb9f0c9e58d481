import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadCatalog } from "../catalog.server";
import { EXPORT_COLUMNS, exportRow } from "../export/export-rows";
import { productKind } from "../model/product-kind";
import { technicalRows } from "./technical-rows";

const catalog = loadCatalog(path.join(process.cwd(), "data", "raw"));
const conditioners = catalog.products
  .map((p) => catalog.detailFor(p))
  .filter((d) => productKind({ type: d.type, name: d.nome }) === "conditioner");

describe("conditioners' CEST (Convênio 142 Anexo XX 20.021.00, decision 090)", () => {
  it("finds the six conditioners, ERP-named ones included", () => {
    expect(conditioners.map((d) => d.code).sort()).toEqual([
      "20002",
      "20007",
      "20010",
      "20014",
      "20016",
      "20502",
    ]);
  });

  it("shows 20.021.00 in Dados Técnicos and in the export row", () => {
    const cest = EXPORT_COLUMNS.findIndex((c) => c.label === "CEST");
    for (const d of conditioners) {
      expect(technicalRows(d).find(([label]) => label === "CEST")?.[1], d.code).toBe("20.021.00");
      const row = exportRow(d, { siteUrl: "https://example.test", techSheetBaseUrl: "", ean: d.ean13 });
      expect(row[cest], d.code).toBe("20.021.00");
    }
  });
});
