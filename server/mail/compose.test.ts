import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { composeMail, type MailRouting, messageIdFor } from "./compose";

const routing: MailRouting = {
  from: '"Site Convale" <nao-responda@laboratorioconvale.com.br>',
  defaultTo: "contato@laboratorioconvale.com.br",
  bySubject: { comercial: "vendas@laboratorioconvale.com.br", suporte: "" },
};

const message = {
  id: "0f8fad5b-d9cb-469f-a165-70867728950e",
  created_at: Date.UTC(2025, 4, 2, 15, 30),
  name: "Maria da Silva",
  email: "maria@example.com",
  phone: "(12) 99876-5432",
  subject: "comercial",
  body: "Olá! <script>alert(1)</script> & até mais.",
};

async function raw(mail: ReturnType<typeof composeMail>): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const info = await transport.sendMail(mail);
  return (info.message as Buffer).toString("utf8");
}

const headerBlock = (text: string) => (text.split("\n\n")[0] ?? "").replace(/\n[ \t]+/g, " ");

describe("composeMail", () => {
  it("routes by subject with a default, replies to the visitor and keeps a stable Message-ID", async () => {
    const mail = composeMail(message, routing);
    expect(mail.to).toBe("vendas@laboratorioconvale.com.br");
    expect(composeMail({ ...message, subject: "suporte" }, routing).to).toBe(
      "contato@laboratorioconvale.com.br",
    );
    expect(composeMail({ ...message, subject: "parceria" }, routing).to).toBe(
      "contato@laboratorioconvale.com.br",
    );
    expect(mail.messageId).toBe("<0f8fad5b-d9cb-469f-a165-70867728950e@laboratorioconvale.com.br>");
    expect(composeMail(message, routing).messageId).toBe(messageIdFor(message.id, routing));
    const head = headerBlock(await raw(mail));
    expect(head).toMatch(/^Reply-To: Maria da Silva <maria@example\.com>$/m);
    expect(head).toMatch(/^Message-ID: <0f8fad5b-d9cb-469f-a165-70867728950e@laboratorioconvale\.com\.br>$/m);
  });

  it("escapes the HTML body and keeps the text body verbatim", () => {
    const mail = composeMail(message, routing);
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; até mais.");
    expect(mail.html).not.toContain("<script>");
    expect(mail.text).toContain("Olá! <script>alert(1)</script> & até mais.");
  });

  it("neutralizes header injection in every stored field, even if it bypassed validation", async () => {
    const injection = "\r\nBcc: vitima@example.com\r\nX-Injected: sim";
    const hostile = {
      ...message,
      name: `Maria${injection}`,
      email: `maria@example.com${injection}`,
      phone: `123${injection}`,
      subject: `comercial${injection}`,
      body: `Texto${injection}`,
    };
    const text = await raw(composeMail(hostile, routing));
    const head = headerBlock(text);
    expect(head).not.toMatch(/^Bcc:/im);
    expect(head).not.toMatch(/^X-Injected:/im);
    expect(head.split("\n").filter((l) => /^Reply-To:/i.test(l))).toHaveLength(1);
  });
});
