import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadCatalog } from "../catalog.server";
import { buildCatalog } from "../ingest/build-catalog.server";
import { auditCatalog } from "./catalog-audit.server";
import { catalogCheckReport } from "./catalog-check-report";
import { PUBLISHABLE_FIELDS } from "./publishable-rules";

/**
 * Errors of the code, nutrition and tax checks; publishable-rules.test.ts covers the publishing rules, and
 * rule-fixtures.test.ts the buyer data, the supplement directions and a missing NCM, which these fixtures lack.
 */
const OTHER_RULES = [
  "DUN-14",
  "Validade",
  "Peso líquido",
  "Peso bruto",
  "ModoDeUso",
  "GrupoPopulacional",
  "NCM",
];
const isCodeCheck = (field: string) =>
  !(PUBLISHABLE_FIELDS as readonly string[]).includes(field) && !OTHER_RULES.includes(field);

const row = (code: string, barra: string, tipo: string, dados: Record<string, string>) => ({
  Produto_codigo: code,
  Nome: `Produto ${code}`,
  Barra: barra,
  TipoProduto: tipo,
  CaixaPadrao: 12,
  dados_tecnicos: { ean13: barra, ...dados },
});

const nutrient = (Campo: string, Valor: string) => ({ Campo, Valor });

/** One product per failure catalog:check must catch. */
const broken = {
  produtos: {
    PRODUTOS: [
      // A DUN-14 carrying product B's digits in product A's own row.
      row("A", "7891000000014", "Cosmético", { ean14: "17891000000028" }),
      row("B", "7891000000021", "Cosmético", {}),
      // A conditioner with a CEST from the medicines segment.
      row("C", "7891000000038", "Cosmético", { ncm: "3305.90.00", cest: "13.001.00" }),
      row("D", "7891000000045", "Suplemento", {}),
    ],
  },
  suplementos: [
    {
      EAN13: "7891000000045",
      NomeDoProduto: "Fibras",
      TabelaNutricional: [
        {
          Porcao: "100 g",
          // 10 g carbohydrates, 10 g protein, 10 g fat, 50 g fibre give 270 kcal: 189 is 30 % off.
          Atributos: [
            nutrient("Valor energético (kcal)", "189"),
            nutrient("Carboidratos (g)", "10"),
            nutrient("Proteínas (g)", "10"),
            nutrient("Gorduras totais (g)", "10"),
            nutrient("Fibras alimentares (g)", "50"),
          ],
        },
      ],
    },
  ],
  cosmeticos: [],
  medicamentos: [],
};

/**
 * Errors of the checks above; fixture D's incomplete table also fails the serving rules of rule-fixtures.test.ts,
 * and the fixtures' made-up names fail the publishing rules (publishable-rules.test.ts).
 */
const codeAndEnergyErrors = (catalog: Parameters<typeof auditCatalog>[0]) =>
  auditCatalog(catalog).filter(
    (i) =>
      i.severity === "error" &&
      isCodeCheck(i.field) &&
      !["Porção", "Porções por embalagem"].includes(i.field) &&
      !i.message.startsWith("mandatory nutrient"),
  );

describe("catalog:check audit", () => {
  it("fails on a foreign GTIN, an energy 30 % off and a CEST from the wrong segment", () => {
    const errors = codeAndEnergyErrors(buildCatalog(broken));
    expect(errors.map((e) => [e.code, e.field])).toEqual([
      ["A", "dados_tecnicos.ean14"],
      ["C", "CEST"],
      ["D", "energia [100 g]"],
    ]);
    expect(errors[0]?.message).toContain("product B's");
  });

  it("passes once the energy follows IN 75's factors", () => {
    const fixed = structuredClone(broken);
    fixed.produtos.PRODUTOS = fixed.produtos.PRODUTOS.filter((p) => p.Produto_codigo === "D");
    const table = fixed.suplementos[0]?.TabelaNutricional[0];
    if (table?.Atributos[0]) table.Atributos[0].Valor = "270";
    expect(codeAndEnergyErrors(buildCatalog(fixed))).toEqual([]);
  });

  it("passes on the bundled data", () => {
    const catalog = loadCatalog(path.join(process.cwd(), "data", "raw"));
    expect(auditCatalog(catalog).filter((i) => i.severity === "error")).toEqual([]);
  });
});

// The command's report, in-process (publishable-rules.test.ts runs the command itself once).
describe("npm run catalog:check", () => {
  const run = (dir: string) => catalogCheckReport(dir);

  it("exits 1 on the broken fixture and names each error", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "catalog-check-"));
    for (const [name, json] of Object.entries(broken))
      writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(json));
    const result = run(dir);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain("[ERROR] product A dados_tecnicos.ean14");
    expect(result.stdout).toContain("[ERROR] product C CEST");
    expect(result.stdout).toContain("[ERROR] product D energia [100 g]");
  });

  it("exits 0 on the bundled data", () => {
    expect(run(path.join("data", "raw")).status).toBe(0);
  });
});
