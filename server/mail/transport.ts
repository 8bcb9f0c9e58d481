import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";

export interface MailTransport {
  /**
   * Resolves once the peer accepted the message; rejects with nodemailer's error (responseCode, code, command).
   * An abort of `signal` closes the SMTP connection (the outbox's delivery deadline, delivery-lease.ts).
   */
  send: (mail: Mail.Options, signal?: AbortSignal) => Promise<void>;
  close: () => void;
  describe: string;
}

/**
 * SMTP timeouts that together stay under half the outbox lease: a send that hangs gives up while its row is still
 * leased to this worker, so no other worker can take the row and send it a second time.
 */
export function smtpTimeouts(leaseMs: number) {
  const budget = leaseMs / 2;
  return {
    connectionTimeout: Math.floor(Math.min(10_000, budget / 4)),
    // 15 s with the default lease: a provider that takes 10 s per answer takes as long to greet.
    greetingTimeout: Math.floor(Math.min(20_000, budget / 4)),
    socketTimeout: Math.floor(Math.min(30_000, budget / 2)),
  };
}

/** SMTP when a URL is configured; otherwise each message becomes an .eml file, so nothing is lost on a new machine. */
export function createMailTransport(options: {
  smtpUrl: string;
  varDir: string;
  leaseMs: number;
}): MailTransport {
  if (options.smtpUrl) {
    // The timeouts are transport options, beside the URL. Given as createTransport's second argument they were
    // message defaults and had no effect: nodemailer's own 2 min connect and 10 min idle let a stalled peer outlive
    // the lease, and another worker sent the message again (issue 35).
    const transporter = nodemailer.createTransport({
      url: options.smtpUrl,
      ...smtpTimeouts(options.leaseMs),
    });
    return {
      send: async (mail, signal) => {
        await transporter.sendMail(signal ? { ...mail, signal } : mail);
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
      // Write then rename, so a reader never sees half a message. On a full disk the error (ENOSPC) goes up as it
      // is, for the outbox's disk line (failure-lines.ts), and the half-written file is removed, not left to fill it.
      try {
        writeFileSync(`${file}.tmp`, info.message as Buffer);
        renameSync(`${file}.tmp`, file);
      } catch (error) {
        try {
          rmSync(`${file}.tmp`, { force: true });
        } catch {}
        throw error;
      }
    },
    close: () => composer.close(),
    describe: `arquivos .eml em ${dir}`,
  };
}
