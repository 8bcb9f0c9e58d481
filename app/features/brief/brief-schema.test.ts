import { describe, expect, it } from "vitest";
import { parseBrief } from "./brief-schema";
import { validBriefFields, validEnglishBriefFields } from "./brief-test-data";

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

describe("parseBrief in English (issue 36)", () => {
  it("accepts a US company: country instead of CNPJ, the phone in international form", () => {
    expect(parseBrief(validEnglishBriefFields(), "en")).toMatchObject({
      ok: true,
      data: { company: "Hudson Wellness Inc.", country: "United States", cnpj: "", phone: "+1 212 555 0100" },
    });
  });

  it("a CNPJ typed by a company abroad is not asked for and not kept", () => {
    expect(parseBrief({ ...validEnglishBriefFields(), cnpj: "12-3456789" }, "en")).toMatchObject({
      ok: true,
      data: { cnpj: "" },
    });
  });

  it("a company in Brazil still needs a CNPJ whose check digits match", () => {
    const brazil = { ...validEnglishBriefFields(), country: "Brazil" };
    expect(parseBrief({ ...brazil, cnpj: "11.222.333/0001-81" }, "en")).toMatchObject({
      ok: true,
      data: { cnpj: "11.222.333/0001-81", country: "Brazil" },
    });
    expect(parseBrief({ ...brazil, cnpj: "" }, "en")).toEqual({
      ok: false,
      fieldErrors: { cnpj: "For a company in Brazil, enter its CNPJ." },
    });
    expect(parseBrief({ ...brazil, country: " brasil ", cnpj: "11.222.333/0001-82" }, "en")).toEqual({
      ok: false,
      fieldErrors: { cnpj: "This CNPJ is not valid: the check digits do not match. Check the numbers." },
    });
  });

  it.each([
    ["a national number", { phone: "(212) 555-0100" }, "phone", "Start with + and the country code"],
    ["too few digits", { phone: "+1 555 01" }, "phone", "8 to 15 digits"],
    ["no country", { country: "" }, "country", "Enter your company's country."],
    ["bad e-mail", { email: "dana@" }, "email", "Enter a valid e-mail address"],
    ["oversized message", { message: "a".repeat(3001) }, "message", "Use at most 3,000 characters"],
  ])("%s: the message is in English", (_name, patch, field, message) => {
    const result = parseBrief({ ...validEnglishBriefFields(), ...patch }, "en");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fieldErrors)).toEqual([field]);
    expect(result.fieldErrors[field as keyof typeof result.fieldErrors]).toContain(message);
  });

  it("an empty English post names every required field in English, country included, no CNPJ", () => {
    const result = parseBrief({}, "en");
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        company: "Enter your company's name.",
        country: "Enter your company's country.",
        contactName: "Enter your name.",
        email: "Enter your e-mail address.",
        phone: "Enter a phone number with its country code, for example +1 212 555 0100.",
        lines: "Choose at least one product line.",
        labelModel: "Choose white label, private label or ask for guidance.",
        quantity: "Choose a quantity range per order.",
        launch: "Choose when you plan to launch.",
        brandStatus: "Tell us whether you already have a brand.",
        anvisaStatus: "Tell us where the ANVISA registration stands.",
      },
    });
  });

  it("the Portuguese brief ignores a posted country: it is a Brazilian company's", () => {
    expect(parseBrief({ ...validBriefFields(), country: "Chile" })).toMatchObject({
      ok: true,
      data: { country: "Brasil", locale: "pt" },
    });
  });
});
