import { describe, expect, it } from "vitest";
import { loadCatalog } from "../catalog.server";
import { FIXTURE_DIR } from "../fixtures/read-fixture";
import { COMPOSITION_NOT_INFORMED, NOT_INFORMED } from "../model/display-text";
import { buildProductDetail, type ProductDetail, type TechnicalData, thirdTabFor } from "./detail";
import { RDC_243_PHRASES } from "./statements";

const catalog = loadCatalog(FIXTURE_DIR);
const detail = (code: string) => {
  const product = catalog.byCode(code);
  if (!product) throw new Error(`fixture product ${code} missing`);
  return catalog.detailFor(product);
};

describe("third-tab rule", () => {
  it("prefers usage, then warnings, then the nutrition table", () => {
    expect(thirdTabFor({ modoUsar: "Aplique.", hasWarnings: true })).toEqual({
      key: "usage",
      label: "Modo de Usar",
    });
    expect(thirdTabFor({ modoUsar: null, hasWarnings: true })).toEqual({
      key: "info",
      label: "Informações Gerais",
    });
    expect(thirdTabFor({ modoUsar: null, hasWarnings: false })).toEqual({
      key: "nutritional",
      label: "Tabela Nutricional",
    });
  });

  it("is applied per product kind", () => {
    expect(detail("P1").tabs.map((t) => t.key)).toEqual([
      "ingredients",
      "indications",
      "nutritional",
      "technical",
    ]);
    expect(detail("P2").tabs[2]?.key).toBe("usage");
    expect(detail("P5").tabs[2]?.key).toBe("usage");
    // Simethicone's ModoDeUso is "-": no usage text, but it has warnings.
    expect(detail("P8").tabs[2]).toEqual({ key: "info", label: "Informações Gerais" });
  });
});

describe("detail view model", () => {
  it("fills a supplement from its sheet", () => {
    expect(detail("P1")).toMatchObject({
      nome: "Vitacon Vitamina D3 2.000 UI 60 Cápsulas",
      marca: "Vitacon",
      sabor: "Sem sabor",
      conteudo: "60 cápsulas",
      ean13: "7891000000014",
      ean14: "17891000000011",
      modoUsar: NOT_INFORMED,
      indicacoes: [
        "A vitamina D auxilia na absorção de cálcio.",
        "A vitamina D auxilia na formação de ossos.",
      ],
      technical: { ncm: "2106.90.30", cest: "17.999.00", apresentacao: "Frasco âmbar" },
    });
    expect(detail("P1").nutrition?.columns.map((c) => c.label)).toEqual(["100 g", "5 g", "%VD*"]);
  });

  it("matches an EAN-14 Barra and shows the EAN-13 inside it, never the sheet's other EAN-13", () => {
    expect(detail("P4")).toMatchObject({
      // The sheet's 7891000000113 carries other digits; the EAN-13 is the one inside the GTIN-14.
      ean13: "7891000000045",
      ean14: "17891000000042",
      indicacoes: [NOT_INFORMED],
    });
  });

  it("shows the cosmetic code that matched, ingredients from composicao and a kit without brand", () => {
    expect(detail("P2")).toMatchObject({
      ean13: "7891000000021",
      marca: "Le Blue",
      modoUsar: "Aplique nos cabelos molhados.",
    });
    expect(detail("P3")).toMatchObject({
      ingredientes: "Alcohol, Aqua, Parfum.",
      marca: NOT_INFORMED,
      conteudo: "200 ml",
    });
  });

  it("falls back to Não informado / Não informado. / - without a sheet, never undefined", () => {
    const d = detail("P6");
    expect(d).toMatchObject({
      ingredientes: COMPOSITION_NOT_INFORMED,
      indicacoes: [NOT_INFORMED],
      apresentacao: NOT_INFORMED,
      marca: NOT_INFORMED,
      sabor: NOT_INFORMED,
      ean13: "7891000000069",
      ean14: "-",
      technical: { ncm: "-", cest: "-", ean14: "-" },
      nutrition: null,
      medicine: null,
      hasSheet: false,
      image: "/img/produtos/P6.webp",
    });
    // Every declared field, listed so the compiler rejects a list that forgets one: walking Object.values alone
    // never sees a key the object lacks.
    const detailFields = {
      code: true,
      nome: true,
      type: true,
      typeLabel: true,
      ingredientes: true,
      ingredientesLabel: true,
      indicacoes: true,
      apresentacao: true,
      conteudo: true,
      ean13: true,
      ean14: true,
      marca: true,
      sabor: true,
      modoUsar: true,
      grupoPopulacional: true,
      technical: true,
      nutrition: true,
      statements: true,
      informacoes: true,
      medicine: true,
      tabs: true,
      image: true,
      imageFallback: true,
      images: true,
      hasSheet: true,
      summaryEn: true,
      untranslated: true,
    } satisfies Record<keyof ProductDetail, true>;
    const technicalFields = {
      apresentacao: true,
      conteudo: true,
      ean13: true,
      ean14: true,
      dun14: true,
      unidadesPorCaixa: true,
      ncm: true,
      cest: true,
      pesoLiquido: true,
      pesoBruto: true,
      validade: true,
      categoria: true,
    } satisfies Record<keyof TechnicalData, true>;
    const walk = (value: unknown, where: string): void => {
      expect(value, where).not.toBeUndefined();
      if (value && typeof value === "object")
        for (const [key, v] of Object.entries(value)) walk(v, `${where}.${key}`);
    };
    expect(catalog.products.length).toBeGreaterThan(0);
    for (const product of catalog.products) {
      const d = catalog.detailFor(product);
      for (const key of Object.keys(detailFields) as (keyof ProductDetail)[])
        walk(d[key], `${d.code}.${key}`);
      for (const key of Object.keys(technicalFields) as (keyof TechnicalData)[])
        expect(d.technical[key], `${d.code}.technical.${key}`).not.toBeUndefined();
    }
  });

  it("carries the medicine fields, composition label and alert", () => {
    const d = detail("P5");
    expect(d.ingredientesLabel).toBe("Composição");
    expect(d.tabs[0]).toEqual({ key: "ingredients", label: "Composição" });
    expect(d.medicine).toMatchObject({
      formaFarmaceutica: "Comprimido",
      regularizacao: expect.stringContaining("576/2021"),
      alerta: "PARACETAMOL É UM MEDICAMENTO.",
    });
    expect(detail("P8").medicine).toMatchObject({ observacoes: NOT_INFORMED, alerta: null });
  });
});

describe("RDC 243 statements", () => {
  it("are shown for a supplement whose sheet is missing, with the warnings its composition carries", () => {
    const product = catalog.products.find((p) => p.type === "Suplemento");
    if (!product) throw new Error("fixture supplement missing");
    const orphan = { ...product, barcode: "7890000000000", barcodes: [], name: "Suplemento sem ficha" };
    const view = buildProductDetail(
      { ...orphan, composicao: "Proteína do soro do leite. ALÉRGICOS: CONTÉM LEITE. CONTÉM LACTOSE." },
      null,
    );
    expect(view.hasSheet).toBe(false);
    expect(view.statements.slice(0, 3)).toEqual([...RDC_243_PHRASES]);
    expect(view.statements).toContain("ALÉRGICOS: CONTÉM LEITE.");
    expect(view.statements).toContain("CONTÉM LACTOSE.");
  });
  it("are not shown for other products", () => {
    const cosmetic = catalog.products.find((p) => p.type === "Cosmetico");
    if (!cosmetic) throw new Error("fixture cosmetic missing");
    expect(buildProductDetail(cosmetic, null).statements).toEqual([]);
  });
});
