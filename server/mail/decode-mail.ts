/**
 * Reads a raw e-mail as a mail client would show it, for tests against the real SMTP peer: header fields with
 * RFC 2047 encoded words decoded, and the text/plain and text/html parts decoded from quoted-printable or base64.
 * Covers what nodemailer writes (UTF-8, one multipart/alternative level), nothing more.
 */

const decodeQ = (s: string, underscores: boolean) => {
  const bytes: number[] = [];
  const text = underscores ? s.replace(/_/g, " ") : s.replace(/=\r?\n/g, "");
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i] ?? "", "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
};

export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
      enc.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : decodeQ(data, true),
    );
}

function splitHead(raw: string): { head: Map<string, string>; body: string } {
  const [headText = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const head = new Map<string, string>();
  for (const line of headText.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i > 0) head.set(line.slice(0, i).toLowerCase(), line.slice(i + 1).trim());
  }
  return { head, body: rest.join("\n\n") };
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding?.toLowerCase() === "quoted-printable") return decodeQ(body, false);
  return body;
}

export function decodeMail(raw: string): { header: (name: string) => string; text: string; html: string } {
  const { head, body } = splitHead(raw);
  const header = (name: string) => decodeWords(head.get(name.toLowerCase()) ?? "");
  const boundary = /boundary="?([^";]+)"?/i.exec(head.get("content-type") ?? "")?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  const out = { text: "", html: "" };
  for (const part of parts) {
    const p = splitHead(part.replace(/^\r?\n/, ""));
    const type = p.head.get("content-type") ?? "text/plain";
    const decoded = decodeBody(p.body, p.head.get("content-transfer-encoding"));
    if (type.startsWith("text/html")) out.html = decoded;
    else if (type.startsWith("text/plain")) out.text = decoded;
  }
  return { header, ...out };
}
