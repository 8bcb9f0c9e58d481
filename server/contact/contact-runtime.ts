import type { Request, Response, Router } from "express";
import { contactPageTexts } from "../../app/features/contact/contact.texts";
import type { Subject } from "../../app/features/contact/contact-form-meta";
import type { ContactPort } from "../../app/features/contact/contact-outcome";
import type { Locale } from "../../app/i18n/locale";
import type { Env } from "../../app/utils/server/env.server";
import { briefIntake } from "../brief/brief-intake";
import { type Db, openDatabase } from "../db/database";
import type { MailRouting } from "../mail/compose";
import { createOutboxWorker, type OutboxWorker } from "../mail/outbox-worker";
import { createMailTransport, type MailTransport } from "../mail/transport";
import { log as logger } from "../observability/log";
import { createAltcha, createFormTokens } from "./altcha";
import { createContactLimitRouter, createStandaloneContactRouter } from "./contact-router";
import { type ContactService, createContactService } from "./contact-service";
import { createContactLimiter } from "./rate-limit";
import { describeKey, loadSharedKey } from "./shared-key";

export type ContactEnv = Pick<
  Env,
  | "DATABASE_URL"
  | "VAR_DIR"
  | "SMTP_URL"
  | "MAIL_FROM"
  | "MAIL_TO"
  | "MAIL_TO_SUPORTE"
  | "MAIL_TO_COMERCIAL"
  | "MAIL_TO_PARCERIA"
  | "MAIL_TO_OUTRO"
  | "CONTACT_RATE_LIMIT_MAX"
  | "CONTACT_RATE_LIMIT_WINDOW_MS"
  | "CONTACT_MIN_FILL_MS"
  | "MESSAGE_RETENTION_DAYS"
  | "ALTCHA_HMAC_KEY"
  | "ALTCHA_COST"
  | "ALTCHA_MAX_COUNTER"
  | "OUTBOX_WORKER"
  | "OUTBOX_POLL_MS"
  | "OUTBOX_RETRY_BASE_MS"
  | "OUTBOX_LEASE_MS"
  | "SITE_URL"
>;

export function mailRouting(env: ContactEnv): MailRouting {
  const bySubject: Partial<Record<Subject, string>> = {
    suporte: env.MAIL_TO_SUPORTE,
    comercial: env.MAIL_TO_COMERCIAL,
    parceria: env.MAIL_TO_PARCERIA,
    outro: env.MAIL_TO_OUTRO,
  };
  return { from: env.MAIL_FROM, defaultTo: env.MAIL_TO, bySubject };
}

export interface ContactRuntime {
  database: Db;
  service: ContactService;
  /** The rate limit, mounted before React Router (the endpoints are routes in app/routes/). */
  router: Router;
  /** Limit and endpoints without React Router, for tests and the benchmark. */
  standaloneRouter: Router;
  transport: MailTransport;
  worker: OutboxWorker;
  /** The per-request view of the service that the contact routes receive in their load context. */
  port: (req: Request, res: Response) => ContactPort;
  close: () => Promise<void>;
}

export function createWorker(
  env: ContactEnv,
  database: Db,
  transport: MailTransport,
  log?: (l: string) => void,
  housekeeping?: () => Promise<unknown>,
) {
  return createOutboxWorker({
    housekeeping,
    db: database,
    transport,
    routing: mailRouting(env),
    leaseMs: env.OUTBOX_LEASE_MS,
    retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
    pollMs: env.OUTBOX_POLL_MS,
    log,
  });
}

/** Everything the contact pipeline needs, opened once per process (the database and its migrations first). */
export async function createContactRuntime(
  env: ContactEnv,
  options: { log?: (line: string) => void; startWorker?: boolean } = {},
): Promise<ContactRuntime> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, varDir: env.VAR_DIR });
  try {
    return await assemble(env, database, options);
  } catch (error) {
    // The database answered the migrations but failed later in start-up: close it, the caller may retry.
    await database.close().catch(() => {});
    throw error;
  }
}

async function assemble(
  env: ContactEnv,
  database: Db,
  options: { log?: (line: string) => void; startWorker?: boolean },
): Promise<ContactRuntime> {
  const log = options.log ?? ((line: string) => logger.info(line));
  const { key: hmacKey, source } = await loadSharedKey(env.ALTCHA_HMAC_KEY, database, env.VAR_DIR);
  log(describeKey(source, database.dialect));
  const limiter = await createContactLimiter(database, {
    max: env.CONTACT_RATE_LIMIT_MAX,
    windowMs: env.CONTACT_RATE_LIMIT_WINDOW_MS,
  });
  const altcha = createAltcha({ hmacKey, cost: env.ALTCHA_COST, maxCounter: env.ALTCHA_MAX_COUNTER });
  const transport = createMailTransport({
    smtpUrl: env.SMTP_URL,
    varDir: env.VAR_DIR,
    leaseMs: env.OUTBOX_LEASE_MS,
  });
  let service: ContactService | undefined;
  const worker = createWorker(env, database, transport, options.log, async () => {
    await service?.purgeExpired();
    await limiter.purge();
  });
  service = createContactService({
    db: database,
    altcha,
    tokens: createFormTokens(hmacKey),
    minFillMs: env.CONTACT_MIN_FILL_MS,
    retentionDays: env.MESSAGE_RETENTION_DAYS,
    onStored: () => worker.nudge(),
    log: options.log,
  });
  if (options.startWorker ?? env.OUTBOX_WORKER) worker.start();
  const limited = (locale: Locale = "pt") =>
    ({ status: 429, error: "rateLimited", message: contactPageTexts[locale].messages.rateLimited }) as const;
  const port = (_req: Request, res: Response): ContactPort => ({
    issueFormToken: service.issueFormToken,
    createChallenge: altcha.createChallenge,
    submitApi: service.submitApi,
    submitForm: (fields, locale) =>
      res.locals.contactRateLimited ? Promise.resolve(limited(locale)) : service.submitForm(fields, locale),
    submitBrief: (fields, locale) =>
      res.locals.contactRateLimited
        ? Promise.resolve(limited(locale))
        : service.submitFormWith(briefIntake, fields, locale),
  });
  return {
    database,
    service,
    router: createContactLimitRouter(limiter),
    standaloneRouter: createStandaloneContactRouter({ limiter, port, siteUrl: env.SITE_URL }),
    transport,
    worker,
    port,
    async close() {
      await worker.stop();
      transport.close();
      await database.close();
    },
  };
}

/**
 * The contact port while the runtime is not open (the database is away), when ALTCHA_HMAC_KEY is configured:
 * challenges and form tokens need only the key, so /api/altcha and the form pages work as usual, and every post
 * answers 503 "nada foi enviado". A brief's solved check comes back verified, so the visitor need not solve it
 * again once the database returns (docs/decisions/104-solved-check-survives-a-refusal.md). Without the key it
 * lives in the database: undefined, and the routes answer 503.
 */
export function offlinePort(
  env: Pick<ContactEnv, "ALTCHA_HMAC_KEY" | "ALTCHA_COST" | "ALTCHA_MAX_COUNTER">,
): ContactPort | undefined {
  if (!env.ALTCHA_HMAC_KEY) return undefined;
  const altcha = createAltcha({
    hmacKey: env.ALTCHA_HMAC_KEY,
    cost: env.ALTCHA_COST,
    maxCounter: env.ALTCHA_MAX_COUNTER,
  });
  const tokens = createFormTokens(env.ALTCHA_HMAC_KEY);
  const unavailable = (locale: Locale = "pt") =>
    ({ status: 503, error: "unavailable", message: contactPageTexts[locale].messages.unavailable }) as const;
  return {
    issueFormToken: () => tokens.issue(),
    createChallenge: altcha.createChallenge,
    submitApi: async (_input, locale) => unavailable(locale),
    submitForm: async (_fields, locale) => unavailable(locale),
    submitBrief: async (fields, locale) => {
      const verdict = await altcha.verify(fields.altcha);
      return verdict.ok
        ? { ...unavailable(locale), robotCheck: fields.altcha as string }
        : unavailable(locale);
    },
  };
}
