import { describe, expect, it } from "vitest";
import type { BriefDetailTable } from "../db/schema";
import { composeMail, ENGLISH_MARKER, type MailRouting } from "./compose";
import { composeBriefMail } from "./compose-brief";

/** A message or brief sent from an English page (issue 36): `[EN]` leads the subject; the e-mail stays Portuguese. */

const routing: MailRouting = {
  from: '"Site Convale" <nao-responda@laboratorioconvale.com.br>',
  defaultTo: "contato@laboratorioconvale.com.br",
  bySubject: { comercial: "vendas@laboratorioconvale.com.br" },
};

const message = {
  id: "6c1b0f7e-8a4d-4d47-9a0e-2f3b5c7d9e11",
  created_at: Date.UTC(2026, 10, 26, 14, 0),
  name: "Dana Whitfield",
  email: "dana.whitfield@example.com",
  phone: "+1 212 555 0100",
  subject: "orcamento",
  body: "We want vitamin D gummies under our brand.",
  protocol: "MP-2026-000045",
};

const brief: BriefDetailTable = {
  message_id: message.id,
  company: "Hudson Wellness Inc.",
  country: "United States",
  cnpj: "",
  role: "Head of private label",
  lines: "suplementos",
  forms: "gomas",
  label_model: "white-label",
  quantity: "5mil-20mil",
  launch: "3-6-meses",
  brand_status: "tenho-marca",
  anvisa_status: "nao-sei",
  product_ean: "",
};

describe("e-mails of English pages", () => {
  it("a brief: [EN] first, then the protocol; the country beside the company and as a row", () => {
    const mail = composeBriefMail({ ...message, locale: "en" }, brief, routing);
    expect(mail.subject).toBe(
      `${ENGLISH_MARKER} [MP-2026-000045] [Orçamento] Hudson Wellness Inc. (United States) — Suplementos alimentares`,
    );
    expect(mail.to).toBe("vendas@laboratorioconvale.com.br");
    for (const row of [
      "Empresa: Hudson Wellness Inc.",
      "País: United States",
      "CNPJ: não se aplica (empresa fora do Brasil)",
      "Telefone: +1 212 555 0100",
      "Formas: Gomas (gummies)",
      "Idioma: inglês",
    ])
      expect(mail.text).toContain(row);
  });

  it("a contact message from the English page is marked too", () => {
    const mail = composeMail(
      { ...message, subject: "parceria", protocol: "CV-2026-000123", locale: "en" },
      routing,
    );
    expect(mail.subject).toBe("[EN] [CV-2026-000123] [Site] Parceria: Dana Whitfield");
    expect(mail.text).toContain("Idioma: inglês");
  });

  it("a Portuguese brief or message has no marker and no language row; its country is Brazil", () => {
    const pt = composeBriefMail(
      { ...message, locale: "pt" },
      { ...brief, country: "Brasil", cnpj: "11.222.333/0001-81" },
      routing,
    );
    expect(pt.subject).toBe("[MP-2026-000045] [Orçamento] Hudson Wellness Inc. — Suplementos alimentares");
    expect(pt.text).toContain("País: Brasil");
    expect(pt.text).not.toContain("Idioma:");
    // Rows stored before migration 006 have no language: Portuguese.
    expect(composeMail({ ...message, subject: "suporte" }, routing).subject).toMatch(
      /^\[MP-2026-000045\] \[Site\]/,
    );
  });
});
