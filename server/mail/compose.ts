import type Mail from "nodemailer/lib/mailer";
import { type Subject, subjects } from "../../app/features/contact/contact-form-meta";

export interface StoredMessage {
  id: string;
  created_at: number;
  name: string;
  email: string;
  phone: string;
  subject: string;
  body: string;
  /** The short number the visitor was shown (CV-…, MP-…); null on messages stored before protocols existed. */
  protocol?: string | null;
  /** The language of the page it was sent from, "pt" or "en" (issue 36); absent on older rows: Portuguese. */
  locale?: string;
}

/** Leads the subject of a message sent from an English page, so the team sees it and answers in English. */
export const ENGLISH_MARKER = "[EN]";

export interface MailRouting {
  from: string;
  defaultTo: string;
  /** Inbox per subject; a missing or empty entry falls back to defaultTo. */
  bySubject: Partial<Record<Subject, string>>;
}

// Values are validated before they are stored, but the mail is built from the database, which an operator may
// have edited: strip anything that could end a header line, whatever its origin.
const oneLine = (value: string) => value.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim();

// Bidirectional controls (embeddings, overrides, isolates, marks) can make a header read backwards in the inbox.
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * A visitor's text for a header (Subject, the Reply-To display name): one line, no bidi controls, and no RFC 2047
 * encoded-word. A name typed as `=?utf-8?B?…?=` would otherwise be decoded by the reader's mail program into
 * whatever it encodes; "=?" becomes "= ?" so it stays the literal text the visitor typed.
 */
export function headerText(value: string): string {
  return oneLine(value.replace(bidiControls, "")).replace(/=\?/g, "= ?");
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

function domainOf(from: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from);
  return match?.[1] ?? "localhost";
}

export function inboxFor(subject: string, routing: MailRouting): string {
  return routing.bySubject[subject as Subject] || routing.defaultTo;
}

/** A stable Message-ID: a retry after a crash repeats the same id, so inboxes can drop the duplicate. */
export function messageIdFor(messageId: string, routing: MailRouting): string {
  return `<${messageId}@${domainOf(routing.from)}>`;
}

export function composeMail(message: StoredMessage, routing: MailRouting): Mail.Options {
  const label = subjects.find((s) => s.value === message.subject)?.label ?? "Contato";
  const name = headerText(message.name);
  return composeTableMail(message, routing, {
    to: inboxFor(message.subject, routing),
    subject: `[Site] ${label}: ${name}`,
    rows: [
      ["Nome", name],
      ["E-mail", oneLine(message.email)],
      ["Telefone", oneLine(message.phone) || "não informado"],
      ["Assunto", label],
    ],
  });
}

/**
 * A site e-mail: the fields as a table (HTML) and as "Label: value" lines (text), then the free message; Reply-To
 * the visitor, a stable Message-ID, and the received time and protocol as the last rows. The protocol the
 * visitor quotes also leads the subject ("[CV-2026-000123] …"), so staff find the message by it in the inbox;
 * the internal id follows it for `npm run messages -- --full <id>`. A message from an English page (issue 36) has
 * `[EN]` before everything else in the subject and says so in a row; the e-mail itself stays in Portuguese, the
 * team's language. Every form's e-mail is built here, so header safety and escaping live in one place.
 */
export function composeTableMail(
  message: StoredMessage,
  routing: MailRouting,
  mail: { to: string; subject: string; rows: [string, string][] },
): Mail.Options {
  const name = headerText(message.name);
  const email = oneLine(message.email);
  const sentAt = new Date(message.created_at).toLocaleString("pt-BR", { timeZone: "America/Sao_Paulo" });
  const english = message.locale === "en";
  const rows: [string, string][] = [
    ...mail.rows.map(([k, v]): [string, string] => [k, oneLine(v)]),
    ...(english ? [["Idioma", "inglês (página em inglês; responda em inglês)"] as [string, string]] : []),
    ["Recebida em", sentAt],
    ["Protocolo", message.protocol || message.id],
    ...(message.protocol ? [["Id interno", message.id] as [string, string]] : []),
  ];
  const body = message.body || "(sem mensagem)";
  const text = `${rows.map(([k, v]) => `${k}: ${v}`).join("\n")}\n\nMensagem:\n${body}\n`;
  const html = `<!doctype html><html lang="pt-BR"><body><table>${rows
    .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join("")}</table><p style="white-space:pre-wrap">${escapeHtml(body)}</p></body></html>`;
  return {
    from: routing.from,
    to: mail.to,
    replyTo: { name, address: email },
    subject: headerText(
      `${english ? `${ENGLISH_MARKER} ` : ""}${message.protocol ? `[${message.protocol}] ${mail.subject}` : mail.subject}`,
    ).slice(0, 200),
    messageId: messageIdFor(message.id, routing),
    date: new Date(message.created_at),
    headers: { "X-Convale-Message-Id": message.id },
    text,
    html,
  };
}
