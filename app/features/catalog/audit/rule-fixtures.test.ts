import { describe, expect, it } from "vitest";
import { MANDATORY_NUTRIENTS } from "../detail/nutrient-names";
import { runCatalogCheck } from "../fixtures/run-catalog-check";
import { buildCatalog } from "../ingest/build-catalog.server";
import { gtinCheckDigit } from "../model/barcodes";
import { auditCatalog } from "./catalog-audit.server";

const ean = (n: number) => {
  const body = `78910000${String(n).padStart(4, "0")}`;
  return `${body}${gtinCheckDigit(body)}`;
};

/** What a buyer's ERP needs on every product (decision 114): case code, shelf life, net and gross weight. */
const buyerData = (barra: string) => {
  const body = `1${barra.slice(0, 12)}`;
  return {
    dun14: `${body}${gtinCheckDigit(body)}`,
    validade: "24 meses",
    peso_liquido: "36 g",
    peso_bruto: "75 g",
  };
};

// The fixtures' tables carry exactly the rows RDC 429 makes mandatory, named as the page names them.
const MANDATORY = MANDATORY_NUTRIENTS.map((n) => n.name);

/** A supplement that passes every rule: 60 capsules, 2 per portion, 1 g protein = 4 kcal (0 % VD... 2 %). */
function supplement(
  overrides: {
    values?: Record<string, string>;
    vd?: Record<string, string>;
    info?: string;
    name?: string;
    technical?: Record<string, unknown>;
    sheet?: Record<string, unknown>;
    extraRows?: Record<string, unknown>[];
  } = {},
) {
  const barra = ean(1);
  const values: Record<string, string> = {
    ...Object.fromEntries(MANDATORY.map((n) => [n, "0"])),
    "Valor energético (kcal)": "4",
    "Proteínas (g)": "1",
    ...overrides.values,
  };
  const vd: Record<string, string> = {
    "Valor energético (kcal)": "0",
    "Proteínas (g)": "2",
    ...overrides.vd,
  };
  return {
    produtos: {
      PRODUTOS: [
        {
          Produto_codigo: "S1",
          Nome: overrides.name ?? "Fixture Proteína 60 Cápsulas",
          Barra: barra,
          TipoProduto: "Suplemento",
          CaixaPadrao: 12,
          informacoes_nutricionais:
            overrides.info ?? "Porção: 2 cápsulas (1,2 g). Porções por embalagem: 30.",
          dados_tecnicos: { ean13: barra, ncm: "2106.90.30", ...buyerData(barra), ...overrides.technical },
        },
        ...(overrides.extraRows ?? []),
      ],
    },
    suplementos: [
      {
        EAN13: barra,
        NomeDoProduto: overrides.name ?? "Fixture Proteína 60 Cápsulas",
        Conteudo: "60 cápsulas",
        // Publishable in every other respect: a gluten statement and no allergen source to declare.
        Ingredientes:
          "Proteína isolada de ervilha e cápsula vegetal (hidroxipropilmetilcelulose). NÃO CONTÉM GLÚTEN.",
        ModoDeUso: "Ingerir 2 cápsulas ao dia, com água.",
        GrupoPopulacional: "Adultos (19 anos ou mais)",
        ...overrides.sheet,
        TabelaNutricional: [
          { Porcao: "1,2 g", Atributos: Object.entries(values).map(([Campo, Valor]) => ({ Campo, Valor })) },
          { Porcao: "%VD*", Atributos: Object.entries(vd).map(([Campo, Valor]) => ({ Campo, Valor })) },
        ],
      },
    ],
    cosmeticos: [],
    medicamentos: [],
  };
}

function cosmetic(name: string, ncm: string, cest: string) {
  const barra = ean(2);
  return {
    produtos: {
      PRODUTOS: [
        {
          Produto_codigo: "C1",
          Nome: name,
          Barra: barra,
          TipoProduto: "Cosmetico",
          CaixaPadrao: 24,
          dados_tecnicos: { ean13: barra, ncm, cest, ...buyerData(barra) },
        },
      ],
    },
    suplementos: [],
    cosmeticos: [],
    medicamentos: [],
  };
}

const HOLDER =
  "Titular da notificação: Laboratório Convale Indústria de Produtos para Saúde Ltda. – CNPJ 12.345.678/0003-57.";
const ALERT = "PARACETAMOL É UM MEDICAMENTO. SEU USO PODE TRAZER RISCOS. PROCURE O MÉDICO E O FARMACÊUTICO.";

function medicine(overrides: { observacoes?: string; alerta?: string | null } = {}) {
  const barra = ean(3);
  return {
    produtos: {
      PRODUTOS: [
        {
          Produto_codigo: "M1",
          Nome: "PARACETAMOL 750MG CX 20 CPR",
          Barra: barra,
          TipoProduto: "Medicamento",
          CaixaPadrao: 36,
          dados_tecnicos: { ean13: barra, ncm: "3004.90.69", cest: "13.004.01", ...buyerData(barra) },
        },
      ],
    },
    suplementos: [],
    cosmeticos: [],
    medicamentos: [
      {
        EAN_13: barra,
        Produto: "Paracetamol 750 mg Comprimidos",
        Observacoes: overrides.observacoes ?? `Uso oral. ${HOLDER} SAC: (12) 3908-4540.`,
        Regularizacao: "Medicamento de notificação simplificada – RDC Anvisa nº 576/2021.",
        Apresentacao: "Caixa com 20 comprimidos",
        ...(overrides.alerta === null ? {} : { Alerta: overrides.alerta ?? ALERT }),
      },
    ],
  };
}

type Sources = ReturnType<typeof supplement> | ReturnType<typeof cosmetic> | ReturnType<typeof medicine>;

/** One fixture per rule; each must fail catalog:check with the named finding, and only with it. */
const FIXTURES: [string, Sources, string][] = [
  [
    "conditioner with the other-hair-preparations item",
    cosmetic("Le Blue Condicionador Camomila 300 ml", "3305.90.00", "20.020.00"),
    "C1 CEST",
  ],
  [
    "shampoo with the conditioner item",
    cosmetic("Le Blue Shampoo Camomila 300 ml", "3305.10.00", "20.021.00"),
    "C1 CEST",
  ],
  [
    "servings inconsistent with content ÷ portion",
    supplement({ info: "Porção: 2 cápsulas (1,2 g). Porções por embalagem: 1." }),
    "S1 Porções por embalagem",
  ],
  ["no household measure", supplement({ info: "Porções por embalagem: 30." }), "S1 Porção"],
  [
    '"-" on a mandatory nutrient',
    supplement({ values: { "Gorduras trans (g)": "-" } }),
    "S1 Gorduras trans (g) [1,2 g]",
  ],
  ["%VD off the adult reference", supplement({ vd: { "Proteínas (g)": "50" } }), "S1 %VD Proteínas (g)"],
  ["medicine without the risk alert", medicine({ alerta: null }), "M1 Alerta"],
  [
    "medicine whose holder CNPJ fails its check digits",
    medicine({ observacoes: `${HOLDER.replace("0003-57", "0003-58")} SAC: (12) 3908-4540.` }),
    "M1 Observações",
  ],
  [
    "medicine whose holder shows another company's CNPJ",
    medicine({
      observacoes: "Titular da notificação: Farmacon Ltda. – CNPJ 12.345.678/0001-95. SAC: (12) 3908-4540.",
    }),
    "M1 Observações",
  ],
  ["medicine without a SAC line", medicine({ observacoes: HOLDER }), "M1 Observações"],
  ["energy 30 % off 4/4/9", supplement({ values: { "Valor energético (kcal)": "7" } }), "S1 energia [1,2 g]"],
  // Decision 111: the (NCM, CEST) pair must be a row of the table; 17.999.00 is none.
  [
    "pair outside the CEST table",
    cosmetic("Le Blue Shampoo Camomila 300 ml", "3305.10.00", "20.020.00"),
    "C1 CEST",
  ],
  ["supplement with 17.999.00", supplement({ sheet: { CEST: "17.999.00" } }), "S1 CEST"],
  [
    "deodorant with 20.033.00",
    cosmetic("On Desodorante Roll-on 50 ml", "3307.20.10", "20.033.00"),
    "C1 CEST",
  ],
  // Decision 113: the dose and the population on every supplement.
  ["supplement without a dose", supplement({ sheet: { ModoDeUso: "NULL" } }), "S1 ModoDeUso"],
  [
    "supplement without a population",
    supplement({ sheet: { GrupoPopulacional: "-" } }),
    "S1 GrupoPopulacional",
  ],
  [
    "caffeine supplement for children",
    supplement({
      name: "Fixture Cafeína 60 Cápsulas",
      sheet: { GrupoPopulacional: "Crianças de 9 a 18 anos; Adultos (19 anos ou mais)" },
    }),
    "S1 GrupoPopulacional",
  ],
  // Decision 112: a sunscreen carries its mandatory phrases.
  [
    "sunscreen without its phrases",
    cosmetic("Summer Vita Protetor Solar FPS 50 200 ml", "3304.99.90", "20.016.00"),
    "C1 Advertencias",
  ],
  // Decision 114: the buyer's data, and duplicate rows that agree.
  ["product without a DUN-14", supplement({ technical: { dun14: "" } }), "S1 DUN-14"],
  ["product without a shelf life", supplement({ technical: { validade: "NULL" } }), "S1 Validade"],
  [
    "duplicate row that disagrees on units per case",
    supplement({
      extraRows: [
        {
          Produto_codigo: "S1",
          Nome: "Fixture Proteína 60 Cápsulas",
          TipoProduto: "Suplemento",
          Barra: ean(1),
          CaixaPadrao: 24,
        },
      ],
    }),
    "S1 CaixaPadrao",
  ],
];

const errorsOf = (sources: Sources) => [
  ...new Set(
    auditCatalog(buildCatalog(sources))
      .filter((i) => i.severity === "error")
      .map((i) => `${i.code} ${i.field}`),
  ),
];

describe("catalog:check rules of tax codes and nutrition", () => {
  it("passes the valid supplement and a conditioner with 20.021.00", () => {
    expect(errorsOf(supplement())).toEqual([]);
    expect(errorsOf(medicine())).toEqual([]);
    expect(errorsOf(cosmetic("Le Blue Condicionador Camomila 300 ml", "3305.90.00", "20.021.00"))).toEqual(
      [],
    );
  });

  it.each(FIXTURES)("fails on a %s", (_, sources, finding) => {
    expect(errorsOf(sources)).toEqual([finding]);
  });

  it("warns, not fails, on a children's table whose daily values are not held", () => {
    const issues = auditCatalog(
      buildCatalog(
        supplement({ name: "Fixture Polivitamínico Infantil 60 Cápsulas", vd: { "Proteínas (g)": "50" } }),
      ),
    );
    expect(issues.filter((i) => i.severity === "error")).toEqual([]);
    expect(issues.map((i) => i.field)).toContain("%VD");
  });
});

describe("npm run catalog:check on each rule's fixture", () => {
  it.each(FIXTURES)("exits 1 on a %s", (_, sources, finding) => {
    const result = runCatalogCheck(sources);
    expect(result.status).toBe(1);
    const [code, ...field] = finding.split(" ");
    expect(result.stdout).toContain(`[ERROR] product ${code} ${field.join(" ")}`);
  });
});
