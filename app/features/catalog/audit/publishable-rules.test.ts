import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadCatalog } from "../catalog.server";
import { MANDATORY_NUTRIENTS } from "../detail/nutrient-names";
import { runCatalogCheckCommand } from "../fixtures/run-catalog-check";
import { buildCatalog } from "../ingest/build-catalog.server";
import { allergenSources, erpAbbreviation, publishableFindings } from "./publishable-rules";

// The fixtures' tables carry exactly the rows RDC 429 makes mandatory, named as the page names them.
const MANDATORY = MANDATORY_NUTRIENTS.map((n) => n.name);
const zeros = (Porcao: string) => ({
  Porcao,
  Atributos: MANDATORY.map((Campo, i) => ({ Campo, Valor: "0", OrdemDeExibicao: i + 1 })),
});
const row = (code: string, Nome: string, Barra: string, TipoProduto: string, extra = {}) => ({
  Produto_codigo: code,
  Nome,
  Barra,
  TipoProduto,
  CaixaPadrao: 12,
  ...extra,
});

/** The tax codes and buyer data every product needs (rule-fixtures.test.ts tests those rules). */
const complete = (ean13: string, dun14: string, ncm: string, cest?: string) => ({
  dados_tecnicos: {
    ean13,
    ncm,
    ...(cest ? { cest } : {}),
    dun14,
    validade: "24 meses",
    peso_liquido: ncm.startsWith("2106") ? "300 g" : "50 g",
    peso_bruto: ncm.startsWith("2106") ? "355 g" : "80 g",
  },
});

/** One product per rule, and one complete supplement that must pass them all. */
const fixture = {
  produtos: {
    PRODUTOS: [
      // ERP title, size glued in the middle of the name (no content), fish oil without "ALÉRGICOS", no
      // gluten statement, no table: a supplement published without a sheet.
      row("E", "VITACON VIT D3 120CPS LIMAO", "7891000000052", "Suplemento", {
        composicao: "Óleo de peixe e colecalciferol.",
      }),
      // A sheet whose Marca was typed as "Não informado" while the name starts with a known brand.
      row("F", "VITACON SERUM C 30ML", "7891000000069", "Cosmetico"),
      // A powder whose table has no household measure and no 100 g column.
      row("G", "MCG ALBUMINA 300G", "7891000000076", "Suplemento"),
      // Complete.
      row(
        "H",
        "MCG CREATINA 300G",
        "7891000000083",
        "Suplemento",
        complete("7891000000083", "17891000000080", "2106.90.30"),
      ),
      // Complete, and the product that makes Vitacon a known brand.
      row(
        "I",
        "VITACON CR 50G",
        "7891000000090",
        "Cosmetico",
        complete("7891000000090", "17891000000097", "3304.99.10", "20.014.00"),
      ),
    ],
  },
  suplementos: [
    {
      EAN13: "7891000000076",
      NomeDoProduto: "MCG Albumina 300 g",
      Ingredientes: "Clara de ovo desidratada. ALÉRGICOS: CONTÉM OVO. NÃO CONTÉM GLÚTEN.",
      Conteudo: "300 g",
      Apresentacao: "Pote",
      Marca: "MCG",
      TabelaNutricional: [zeros("30 g"), zeros("%VD*")],
    },
    {
      EAN13: "7891000000083",
      NomeDoProduto: "MCG Creatina 300 g",
      Ingredientes: "Creatina monohidratada. NÃO CONTÉM GLÚTEN.",
      ModoDeUso: "Diluir 1 colher-medida (3 g) em 200 ml de água e consumir 1 vez ao dia.",
      GrupoPopulacional: "Adultos (19 anos ou mais)",
      Conteudo: "300 g",
      Apresentacao: "Pote",
      Marca: "MCG",
      TabelaNutricional: [zeros("100 g"), zeros("Porção de 1 colher-medida (3 g)"), zeros("%VD*")],
    },
  ],
  cosmeticos: [
    {
      EAN13: "7891000000069",
      Produto: "Vitacon Sérum Vitamina C 30 ml",
      Conteudo: "30 ml",
      Marca: "Não informado",
    },
    { EAN13: "7891000000090", Produto: "Vitacon Creme 50 g", Conteudo: "50 g", Marca: "Vitacon" },
  ],
  medicamentos: [],
};

describe("erpAbbreviation", () => {
  it("recognises the ERP's names", () => {
    expect(erpAbbreviation("VITACON VIT D3 1000UI 120CPS")).toBe("all capitals");
    expect(erpAbbreviation("On Desod Rollon S/Aluminio 50 ml")).toBe('"S/A" abbreviation');
    expect(erpAbbreviation("Vitacon Vitamina C 10CPR")).toBe('size glued to its unit ("10CPR")');
    expect(erpAbbreviation("Kit Colágeno 2X300G")).toBe('size glued to its unit ("2X300G")');
    expect(erpAbbreviation("Le Blue SH Camomila 300 ml")).toBe('ERP abbreviation "SH"');
  });
  it("accepts readable titles, upper-case brands and codes included", () => {
    for (const title of [
      "MCG Whey Protein Concentrado 900 g Cookies & Cream",
      "Summer Vita Protetor Solar Spray FPS 50 150 ml",
      "Vitacon Vitamina D3 1.000 UI 120 Cápsulas",
      "Concare Cabelos, Pele e Unhas 60 Cápsulas",
      "Conlife Luteína 10 mg + Zeaxantina 2 mg 60 Cápsulas",
      "Vitacon Multivitamínico A-Z 60 Comprimidos",
    ])
      expect(erpAbbreviation(title), title).toBeNull();
  });
});

describe("allergenSources", () => {
  it("finds sources in ingredients and names, not in the label's statements", () => {
    expect(allergenSources("MCG Whey Protein, lecitina de soja (INS 322)")).toEqual(["LEITE", "SOJA"]);
    expect(allergenSources("Óleo de peixe. ALÉRGICOS: CONTÉM DERIVADOS DE PEIXE.")).toEqual(["PEIXE"]);
    expect(allergenSources("Lactase. NÃO CONTÉM LACTOSE. NÃO CONTÉM GLÚTEN.")).toEqual([]);
  });
});

describe("publishable rules", () => {
  const catalog = buildCatalog(fixture);
  const entries = catalog.products.map((product) => ({ product, detail: catalog.detailFor(product) }));
  const findings = publishableFindings(entries);
  const of = (code: string) => findings.filter((f) => f.code === code).map((f) => f.field);

  it("fail each unfinished product on its own rule", () => {
    expect(of("E")).toEqual(["título", "conteúdo", "glúten", "alérgicos", "tabela nutricional"]);
    expect(findings.find((f) => f.code === "E" && f.field === "alérgicos")?.message).toContain("PEIXE");
    expect(of("F")).toEqual(["marca"]);
    expect(findings.find((f) => f.code === "G")?.message).toBe("table without 100 g/100 ml column");
  });
  it("pass a complete supplement and a complete cosmetic", () => {
    expect(of("H")).toEqual([]);
    expect(findings.map((f) => f.code)).not.toContain("I");
  });
  it("fail a supplement page that lost RDC 243's phrases", () => {
    const h = entries.find((e) => e.product.code === "H");
    if (!h) throw new Error("fixture H missing");
    const broken = { ...h, detail: { ...h.detail, statements: ["NÃO CONTÉM GLÚTEN."] } };
    expect(publishableFindings([broken]).map((f) => f.field)).toEqual(["RDC 243"]);
  });
});

describe("the bundled data", () => {
  const catalog = loadCatalog(path.join(process.cwd(), "data", "raw"));
  const findings = publishableFindings(
    catalog.products.map((product) => ({ product, detail: catalog.detailFor(product) })),
  );
  it("publishes no ERP title, hidden brand or content, or supplement without statements", () => {
    expect(findings.filter((f) => f.field !== "tabela nutricional")).toEqual([]);
  });
  it("has complete tables on the 10 supplements written for decision 093", () => {
    const written = catalog.products.filter((p) => /^105\d\d$/.test(p.code)).map((p) => p.code);
    expect(written).toHaveLength(10);
    expect(findings.filter((f) => written.includes(f.code))).toEqual([]);
  });
});

describe("npm run catalog:check", () => {
  it("exits 1 on the fixture and names each publishing rule", () => {
    const result = runCatalogCheckCommand(fixture);
    expect(result.status).toBe(1);
    for (const line of [
      "[ERROR] product E título",
      "[ERROR] product E conteúdo",
      "[ERROR] product E glúten",
      "[ERROR] product E alérgicos",
      "[ERROR] product E tabela nutricional",
      "[ERROR] product F marca",
      "[ERROR] product G tabela nutricional",
    ])
      expect(result.stdout).toContain(line);
    expect(result.stdout).not.toContain("[ERROR] product H");
  });
});
