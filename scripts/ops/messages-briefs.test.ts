import { describe, expect, it } from "vitest";
import type { BriefDetailTable } from "../../server/db/schema";
import { briefFieldLines } from "./messages-briefs";

const detail: BriefDetailTable = {
  message_id: "m1",
  company: "Nutri Vida Ltda.",
  cnpj: "11.222.333/0001-81",
  role: "Compras",
  lines: "",
  forms: "",
  label_model: "",
  quantity: "",
  launch: "",
  brand_status: "",
  anvisa_status: "",
  product_ean: "",
  country: "Brasil",
};
const message = { name: "Ana Souza", email: "ana@example.com", phone: "(12) 99876-5432", body: "" };

describe("npm run messages: a brief's lines for the operator", () => {
  it("names the country and the CNPJ of a Brazilian brief sent in Portuguese", () => {
    const lines = briefFieldLines({ ...message, locale: "pt" }, detail);
    expect(lines[0]).toBe("Empresa: Nutri Vida Ltda.  País: Brasil  CNPJ 11.222.333/0001-81");
    expect(lines[1]).toBe("Idioma do briefing: português");
  });

  it("names the country of a brief from abroad, sent from the English page, without an empty CNPJ", () => {
    const lines = briefFieldLines(
      { ...message, locale: "en" },
      { ...detail, company: "Green Trail Nutrition LLC", cnpj: "", country: "United States" },
    );
    expect(lines[0]).toBe("Empresa: Green Trail Nutrition LLC  País: United States");
    expect(lines[1]).toBe("Idioma do briefing: inglês (/en)");
  });
});
