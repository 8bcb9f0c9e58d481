import { describe, expect, it } from "vitest";
import { parseBrief } from "./brief-schema";
import { validBriefFields } from "./brief-test-data";

describe("parseBrief", () => {
  it("accepts a complete brief and stores CNPJ and phone formatted", () => {
    const result = parseBrief(validBriefFields());
    expect(result).toMatchObject({
      ok: true,
      data: { cnpj: "11.222.333/0001-81", phone: "(12) 99876-5432", lines: ["suplementos", "cosmeticos"] },
    });
  });

  it("a single checkbox arrives as a string and becomes a list; optional fields may be absent", () => {
    const { role: _r, forms: _f, message: _m, product: _p, ...rest } = validBriefFields();
    const result = parseBrief({ ...rest, lines: "medicamentos" });
    expect(result).toMatchObject({
      ok: true,
      data: { lines: ["medicamentos"], forms: [], role: "", message: "" },
    });
  });

  it.each([
    ["wrong check digit", { cnpj: "11.222.333/0001-82" }, "cnpj", /dígitos verificadores/],
    ["all same digits", { cnpj: "22.222.222/2222-22" }, "cnpj", /não é válido/],
    ["missing CNPJ", { cnpj: "" }, "cnpj", /Informe o CNPJ/],
    ["missing company", { company: " " }, "company", /nome da empresa/],
    ["no product line", { lines: [] }, "lines", /pelo menos uma linha/],
    ["unknown line", { lines: ["alimentos"] }, "lines", /opções da lista/],
    ["missing label model", { labelModel: undefined }, "labelModel", /white label/],
    ["bad e-mail", { email: "joana@" }, "email", /e-mail válido/],
    ["bad phone", { phone: "(20) 99876-5432" }, "phone", /DDD não existe/],
    ["oversized message", { message: "a".repeat(3001) }, "message", /no máximo 3000/],
    ["header injection in company", { company: "ACME\r\nBcc: x@y.z" }, "company", /inválidos/],
  ])("%s: an error for that field only", (_name, patch, field, message) => {
    const result = parseBrief({ ...validBriefFields(), ...patch });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fieldErrors)).toEqual([field]);
    expect(result.fieldErrors[field as keyof typeof result.fieldErrors]).toMatch(message);
  });

  it("an empty post names every required field, in the form's order", () => {
    const result = parseBrief({});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fieldErrors)).toEqual([
      "company",
      "cnpj",
      "contactName",
      "email",
      "phone",
      "lines",
      "labelModel",
      "quantity",
      "launch",
      "brandStatus",
      "anvisaStatus",
    ]);
  });

  it("a malformed product reference from a link is dropped, not blamed on the visitor", () => {
    expect(parseBrief({ ...validBriefFields(), product: "<script>" })).toMatchObject({
      ok: true,
      data: { product: "" },
    });
  });
});
