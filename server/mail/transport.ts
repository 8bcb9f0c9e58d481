import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";

export interface MailTransport {
  /** Resolves once the peer accepted the message; rejects with nodemailer's error (responseCode, code). */
  send: (mail: Mail.Options) => Promise<void>;
  close: () => void;
  describe: string;
}

/** SMTP when a URL is configured; otherwise each message becomes an .eml file, so nothing is lost on a new machine. */
export function createMailTransport(options: { smtpUrl: string; varDir: string }): MailTransport {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(options.smtpUrl, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as never);
    return {
      send: async (mail) => {
        await transporter.sendMail(mail);
      },
      close: () => transporter.close(),
      describe: `SMTP ${new URL(options.smtpUrl).host}`,
    };
  }
  const dir = path.resolve(options.varDir, "mail");
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    send: async (mail) => {
      const info = await composer.sendMail(mail);
      mkdirSync(dir, { recursive: true });
      const name = String(mail.messageId ?? Date.now()).replace(/[^A-Za-z0-9@.-]/g, "");
      const file = path.join(dir, `${name}.eml`);
      // Write then rename, so a reader never sees half a message.
      writeFileSync(`${file}.tmp`, info.message as Buffer);
      renameSync(`${file}.tmp`, file);
    },
    close: () => composer.close(),
    describe: `arquivos .eml em ${dir}`,
  };
}
