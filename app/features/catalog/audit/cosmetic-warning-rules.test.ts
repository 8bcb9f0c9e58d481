import { describe, expect, it } from "vitest";
import {
  cosmeticKinds,
  cosmeticWarningFindings,
  REPELLENT_TOPICS,
  SUNSCREEN_PHRASES,
} from "./cosmetic-warning-rules";

const ALL_SUNSCREEN = SUNSCREEN_PHRASES.map((p) => `${p}.`).join("\n");

describe("cosmeticKinds", () => {
  it("reads the kind from the name and the ingredients", () => {
    expect(cosmeticKinds({ name: "SUMMER VITA PROT SOLAR FPS30 200ML", ingredientes: null })).toEqual([
      "sunscreen",
    ]);
    expect(cosmeticKinds({ name: "Protetor Labial FPS 30 4,5 g", ingredientes: null })).toEqual([
      "sunscreen",
    ]);
    expect(cosmeticKinds({ name: "Protetor Solar Infantil FPS 50", ingredientes: null })).toEqual([
      "sunscreen",
      "children",
    ]);
    expect(cosmeticKinds({ name: "Gel de Limpeza", ingredientes: "Aqua, Salicylic Acid, Parfum." })).toEqual([
      "salicylicAcid",
    ]);
    expect(cosmeticKinds({ name: "Repelente de Insetos Loção", ingredientes: null })).toEqual(["repellent"]);
    expect(cosmeticKinds({ name: "Colônia Kids Camomila", ingredientes: null })).toEqual(["children"]);
  });

  it("does not take salicylate esters, heat protectors or after-sun lotions for these kinds", () => {
    expect(cosmeticKinds({ name: "Protetor Solar FPS 30", ingredientes: "Ethylhexyl Salicylate" })).toEqual([
      "sunscreen",
    ]);
    expect(cosmeticKinds({ name: "Leave-in Protetor Térmico 150 ml", ingredientes: null })).toEqual([]);
    expect(cosmeticKinds({ name: "Loção Pós-Sol Aloe Vera 200 ml", ingredientes: null })).toEqual([]);
  });
});

describe("sunscreen phrases", () => {
  it("passes a sunscreen carrying every phrase, whatever the case, accents and line breaks", () => {
    const advertencias = `${ALL_SUNSCREEN.toUpperCase()}`.replace(/Ç/g, "C").replace(/\n/g, "\n  ");
    expect(
      cosmeticWarningFindings({ name: "Protetor Solar FPS 50", ingredientes: null, advertencias }),
    ).toEqual([]);
  });

  it("fails, as an error citing the resolution, for each missing phrase", () => {
    const advertencias = SUNSCREEN_PHRASES.slice(1).join(".\n");
    const findings = cosmeticWarningFindings({
      name: "Protetor Solar FPS 50",
      ingredientes: null,
      advertencias,
    });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ field: "Advertencias", severity: "error" });
    expect(findings[0]?.message).toContain(SUNSCREEN_PHRASES[0]);
    expect(findings[0]?.message).toContain("RDC 30/2012");
    expect(
      cosmeticWarningFindings({ name: "Protetor Solar FPS 50", ingredientes: null, advertencias: null }),
    ).toHaveLength(SUNSCREEN_PHRASES.length);
  });
});

describe("children's products", () => {
  it("passes when the warnings state the age the product is for", () => {
    const input = { name: "Colônia Infantil Camomila", ingredientes: null };
    expect(cosmeticWarningFindings({ ...input, advertencias: "Para crianças a partir de 3 anos." })).toEqual(
      [],
    );
    expect(cosmeticWarningFindings({ ...input, advertencias: "Uso a partir de 6 (seis) meses." })).toEqual(
      [],
    );
  });

  it("fails, as an error, when no age is stated", () => {
    const findings = cosmeticWarningFindings({
      name: "Colônia Infantil Camomila",
      ingredientes: null,
      advertencias: "Um adulto deve aplicar a colônia.",
    });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ severity: "error" });
    expect(findings[0]?.message).toContain("RDC 639/2022");
  });

  it("checks a children's sunscreen for both kinds", () => {
    const name = "Protetor Solar Infantil FPS 50";
    expect(cosmeticWarningFindings({ name, ingredientes: null, advertencias: ALL_SUNSCREEN })).toHaveLength(
      1,
    );
    const advertencias = `${ALL_SUNSCREEN}\nIndicado para crianças a partir de 6 meses.`;
    expect(cosmeticWarningFindings({ name, ingredientes: null, advertencias })).toEqual([]);
  });
});

describe("salicylic acid", () => {
  const input = { name: "Gel de Limpeza Facial", ingredientes: "Aqua, Salicylic Acid, Glycerin." };

  it("passes when the warnings limit use under 3 years", () => {
    expect(
      cosmeticWarningFindings({ ...input, advertencias: "Não usar em crianças menores de 3 anos." }),
    ).toEqual([]);
  });

  it("reports a warning (wording not verified) when no such limit is stated", () => {
    const findings = cosmeticWarningFindings({ ...input, advertencias: null });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ severity: "warning" });
    expect(findings[0]?.message).toContain("RDC 530/2021");
  });
});

describe("repellents", () => {
  const input = { name: "Repelente de Insetos Loção Icaridina 20%", ingredientes: null };

  it("passes when both topics are covered", () => {
    const advertencias =
      "Gestantes e lactantes: consulte o médico antes de usar.\nEm caso de intoxicação, ligue 0800 000 0000.";
    expect(cosmeticWarningFindings({ ...input, advertencias })).toEqual([]);
  });

  it("reports a warning per uncovered topic", () => {
    const findings = cosmeticWarningFindings({ ...input, advertencias: "Não aplique sob as roupas." });
    expect(findings).toHaveLength(REPELLENT_TOPICS.length);
    expect(findings.every((f) => f.severity === "warning" && f.message.includes("RDC 19/2013"))).toBe(true);
  });
});

describe("other cosmetics", () => {
  it("have no findings", () => {
    expect(
      cosmeticWarningFindings({
        name: "Shampoo Hidratação 300 ml",
        ingredientes: "Aqua",
        advertencias: null,
      }),
    ).toEqual([]);
  });
});
