import { describe, expect, it } from "vitest";
import { parseContact } from "./contact-schema";

const valid = {
  nomeCompleto: "  Maria da Silva  ",
  email: "maria@example.com",
  telefone: "",
  assunto: "suporte",
  mensagem: "Uma mensagem com mais de dez caracteres.\nE uma segunda linha.",
};

describe("contact schema (shared by browser and server)", () => {
  it("accepts a valid message, trims, and keeps the optional phone empty", () => {
    const result = parseContact(valid);
    expect(result).toEqual({ ok: true, data: { ...valid, nomeCompleto: "Maria da Silva" } });
    expect(parseContact({ ...valid, telefone: undefined })).toMatchObject({
      ok: true,
      data: { telefone: "" },
    });
  });

  it.each([
    ["nomeCompleto", "", "Informe seu nome completo."],
    ["nomeCompleto", "a".repeat(121), "Use no máximo 120 caracteres."],
    ["nomeCompleto", "Maria\r\nBcc: x@y.z", "Remova caracteres inválidos."],
    ["email", "", "Informe seu e-mail."],
    ["email", "maria@example", "Informe um e-mail válido."],
    ["telefone", "12345", "Informe um telefone com DDD, só com números (10 a 13 dígitos)."],
    ["telefone", "(12) 3908-45OO", "Informe um telefone com DDD, só com números (10 a 13 dígitos)."],
    ["assunto", "", "Selecione um assunto."],
    ["mensagem", "curta", "Escreva pelo menos 10 caracteres."],
    ["mensagem", "a".repeat(5001), "Use no máximo 5000 caracteres."],
    ["mensagem", "texto com \u0007 campainha", "Remova caracteres inválidos."],
  ])("refuses %s = %j with a Portuguese message", (field, value, message) => {
    expect(parseContact({ ...valid, [field]: value })).toEqual({
      ok: false,
      fieldErrors: { [field]: message },
    });
  });

  it("accepts phones with 10 to 13 digits in the usual notations", () => {
    for (const telefone of ["(12) 3908-4500", "12 99876-5432", "+55 12 99876-5432"]) {
      expect(parseContact({ ...valid, telefone }).ok, telefone).toBe(true);
    }
  });

  it("reports every bad field in form order, and a non-object body too", () => {
    const result = parseContact({ email: "x" });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(Object.keys(result.fieldErrors)).toEqual(["nomeCompleto", "email", "assunto", "mensagem"]);
    expect(parseContact("texto").ok).toBe(false);
  });
});

describe("contact schema in English (issue 36)", () => {
  it("accepts a message with an international phone", () => {
    expect(parseContact({ ...valid, telefone: "+1 212 555 0100" }, "en")).toMatchObject({
      ok: true,
      data: { telefone: "+1 212 555 0100" },
    });
  });

  it.each([
    ["nomeCompleto", "", "Enter your full name."],
    ["nomeCompleto", "a".repeat(121), "Use at most 120 characters."],
    ["email", "", "Enter your e-mail address."],
    ["email", "maria@example", "Enter a valid e-mail address."],
    [
      "telefone",
      "(212) 555-0100",
      "Enter the phone number with + and the country code, e.g. +1 212 555 0100.",
    ],
    ["assunto", "", "Select a subject."],
    ["mensagem", "short", "Write at least 10 characters."],
    ["mensagem", "a".repeat(5001), "Use at most 5,000 characters."],
    ["mensagem", "text with \u0007 bell", "Remove the invalid characters."],
  ])("refuses %s = %j with an English message", (field, value, message) => {
    expect(parseContact({ ...valid, [field]: value }, "en")).toEqual({
      ok: false,
      fieldErrors: { [field]: message },
    });
  });

  it("a body that is no object is blamed in English too", () => {
    expect(parseContact("text", "en")).toEqual({
      ok: false,
      fieldErrors: { nomeCompleto: "Invalid form data." },
    });
  });
});
