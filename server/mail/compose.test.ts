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

  it("leads the subject with the short protocol and keeps the internal id in the body", () => {
    const mail = composeMail({ ...message, protocol: "CV-2025-000123" }, routing);
    expect(mail.subject).toBe("[CV-2025-000123] [Site] Comercial: Maria da Silva");
    expect(mail.text).toContain(
      "Protocolo: CV-2025-000123\nId interno: 0f8fad5b-d9cb-469f-a165-70867728950e\n",
    );
    // A message stored before protocols existed: the id is its protocol, as before.
    const older = composeMail(message, routing);
    expect(older.subject).toBe("[Site] Comercial: Maria da Silva");
    expect(older.text).toContain("Protocolo: 0f8fad5b-d9cb-469f-a165-70867728950e\n\n");
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

  it("keeps encoded-words and bidi controls in a name from reaching the reader decoded", async () => {
    // What a mail program shows: every RFC 2047 encoded-word decoded (B and Q forms).
    const decode = (header: string) =>
      header.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_w, _charset, kind: string, text: string) =>
        kind.toUpperCase() === "B"
          ? Buffer.from(text, "base64").toString("utf8")
          : Buffer.from(
              text
                .replace(/_/g, " ")
                .replace(/=([0-9A-F]{2})/gi, (_h, x: string) => String.fromCharCode(parseInt(x, 16))),
              "latin1",
            ).toString("utf8"),
      );
    // "=?utf-8?B?…?=" is "Diretoria Convale": as plain ASCII, nodemailer would pass it through untouched.
    const spoof = { ...message, name: "=?utf-8?B?RGlyZXRvcmlhIENvbnZhbGU=?=" };
    const head = headerBlock(await raw(composeMail(spoof, routing)));
    const subject = decode(/^Subject: (.*)$/m.exec(head)?.[1] ?? "");
    const replyTo = decode(/^Reply-To: (.*)$/m.exec(head)?.[1] ?? "");
    expect(subject).toContain("utf-8");
    expect(subject).not.toContain("Diretoria Convale");
    expect(replyTo).not.toContain("Diretoria Convale");

    const bidi = { ...message, name: "Maria \u202Egnp.exe\u202C \u2066x\u2069 \u200Fy" };
    const bidiHead = headerBlock(await raw(composeMail(bidi, routing)));
    for (const line of [/^Subject: (.*)$/m, /^Reply-To: (.*)$/m]) {
      const shown = decode(line.exec(bidiHead)?.[1] ?? "");
      expect(shown).toContain("Maria");
      expect(shown).not.toMatch(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u);
    }
  });
});
