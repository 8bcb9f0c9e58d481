import { describe, expect, it } from "vitest";
import { RDC_243_PHRASES, supplementStatements } from "./statements";

describe("supplement statements", () => {
  it("lists RDC 243's phrases, the form and the label's own warnings once each", () => {
    const lines = supplementStatements({
      ingredientes:
        "Chá verde, cafeína anidra. CONTÉM CAFEÍNA. ALÉRGICOS: CONTÉM DERIVADOS DE SOJA. NÃO CONTÉM GLÚTEN. NÃO CONTÉM GLÚTEN.",
      apresentacao: "Frasco",
      conteudo: "60 cápsulas",
    });
    expect(lines).toEqual([
      ...RDC_243_PHRASES,
      "Suplemento alimentar em cápsulas.",
      "CONTÉM CAFEÍNA.",
      "ALÉRGICOS: CONTÉM DERIVADOS DE SOJA.",
      "NÃO CONTÉM GLÚTEN.",
    ]);
  });

  it("names a bar a bar, not a powder, though its content is in grams", () => {
    const lines = supplementStatements({
      nome: "MCG Barra de Proteína 54 g Chocolate com Amendoim",
      ingredientes: null,
      apresentacao: "Embalagem individual",
      conteudo: "54 g",
    });
    expect(lines).toContain("Suplemento alimentar em barra.");
    expect(lines.some((line) => line.endsWith("em pó."))).toBe(false);
  });

  it("keeps the mandatory phrases when the data has no warning", () => {
    expect(supplementStatements({ ingredientes: null, apresentacao: null, conteudo: null })).toEqual([
      ...RDC_243_PHRASES,
    ]);
  });
});
