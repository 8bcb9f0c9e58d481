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

  it("keeps the mandatory phrases when the data has no warning", () => {
    expect(supplementStatements({ ingredientes: null, apresentacao: null, conteudo: null })).toEqual([
      ...RDC_243_PHRASES,
    ]);
  });
});
