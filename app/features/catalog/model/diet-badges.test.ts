import { describe, expect, it } from "vitest";
import { dietBadges, dietFacts, hasDietFacts, listText, NO_DIET_FACTS } from "./diet-badges";

const WHEY = [
  "Este produto não é um medicamento.",
  "ALÉRGICOS: CONTÉM LEITE, DERIVADOS DE LEITE E DERIVADOS DE SOJA.",
  "CONTÉM LACTOSE.",
  "NÃO CONTÉM GLÚTEN.",
];

describe("dietFacts", () => {
  it("reads lactose, gluten and the allergen list from the label's statements", () => {
    expect(dietFacts(WHEY)).toEqual({
      lactose: "contém",
      gluten: "sem",
      allergens: ["leite", "derivados de leite", "derivados de soja"],
      mayContain: [],
    });
  });

  it("says lactose-free only where the label says so; silence is unknown", () => {
    expect(dietFacts(["NÃO CONTÉM GLÚTEN."]).lactose).toBeNull();
    expect(dietFacts(["NÃO CONTÉM LACTOSE.", "NÃO CONTÉM GLÚTEN."])).toMatchObject({
      lactose: "sem",
      gluten: "sem",
    });
    expect(dietFacts(["CONTÉM GLÚTEN."]).gluten).toBe("contém");
    expect(dietFacts([])).toEqual(NO_DIET_FACTS);
  });

  it("takes a label that says both as containing it (the answer that harms no one)", () => {
    expect(dietFacts(["NÃO CONTÉM LACTOSE.", "CONTÉM LACTOSE."]).lactose).toBe("contém");
  });

  it("keeps cross-contact apart from ingredients, and each name once", () => {
    expect(
      dietFacts([
        "ALÉRGICOS: CONTÉM AMENDOIM, LEITE, DERIVADOS DE SOJA E DERIVADOS DE TRIGO.",
        "ALÉRGICOS: PODE CONTER LEITE.",
        "ALÉRGICOS: CONTÉM LEITE.",
      ]),
    ).toMatchObject({
      allergens: ["amendoim", "leite", "derivados de soja", "derivados de trigo"],
      mayContain: ["leite"],
    });
  });
});

describe("dietBadges", () => {
  it("writes each fact as a Portuguese text that reads on its own", () => {
    expect(dietBadges(dietFacts(WHEY)).map((b) => b.text)).toEqual([
      "Contém lactose",
      "Sem glúten",
      "Alérgicos: contém leite, derivados de leite e derivados de soja",
    ]);
    expect(
      dietBadges(dietFacts(["NÃO CONTÉM LACTOSE.", "CONTÉM GLÚTEN.", "ALÉRGICOS: PODE CONTER OVO."])),
    ).toEqual([
      { text: "Sem lactose", tone: "free" },
      { text: "Contém glúten", tone: "contains" },
      { text: "Alérgicos: pode conter ovo", tone: "allergen" },
    ]);
  });

  it("shows nothing when the label says nothing", () => {
    expect(dietBadges(NO_DIET_FACTS)).toEqual([]);
    expect(dietBadges(undefined)).toEqual([]);
    expect(hasDietFacts(NO_DIET_FACTS)).toBe(false);
    expect(hasDietFacts(dietFacts(["NÃO CONTÉM GLÚTEN."]))).toBe(true);
  });

  it("joins a list the Portuguese way", () => {
    expect(listText(["leite"])).toBe("leite");
    expect(listText(["leite", "soja"])).toBe("leite e soja");
    expect(listText(["amendoim", "leite", "soja"])).toBe("amendoim, leite e soja");
  });
});
