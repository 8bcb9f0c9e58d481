import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { contactPageTexts } from "../../app/features/contact/contact.texts";
import type { ContactOutcome, FormOutcome } from "../../app/features/contact/contact-outcome";
import type { Locale } from "../../app/i18n/locale";
import type { Db } from "../db/database";
import { assignProtocol, type ProtocolKind, storedByKey } from "../db/protocol";
import { log as logger } from "../observability/log";
import { purgeOldVitals } from "../vitals/vitals-store";
import type { Altcha, FormTokens } from "./altcha";
import { contactIntake, type FormIntake, type MessageRow, type StoreDetails, type Trx } from "./form-intake";
import { storeFailure } from "./store-failure";

export { contactIntake };

/**
 * The one place a contact message is accepted. Both the JSON API and the no-JavaScript form action end here, and
 * an acknowledgement is given only after the message and its outbox row are committed together.
 */

export type SubmitOutcome = ContactOutcome;

export const honeypotField = "website";
/** A rendered form may be posted for this long; after that it must be reloaded (a fresh token). */
export const formTokenTtlMs = 2 * 3600_000;
const idempotencyPattern = /^[A-Za-z0-9_-]{8,64}$/;

export interface ContactServiceOptions {
  db: Db;
  altcha: Altcha;
  tokens: FormTokens;
  minFillMs: number;
  retentionDays: number;
  /** Called after a commit, so an in-process worker can deliver without waiting for its next poll. */
  onStored?: () => void;
  log?: (line: string) => void;
  now?: () => number;
}

type Body = Record<string, unknown>;
type Human = { tokenId: string; issuedAt: number };
/** What the service tells a visitor, in the language of the page they sent from (issue 36). */
const textsFor = (locale: Locale) => contactPageTexts[locale].messages;
function invalidInput<E>(fieldErrors: E, message: string): ContactOutcome<E> {
  return { status: 400, error: "invalid", message, fieldErrors };
}

export function createContactService(options: ContactServiceOptions) {
  const { db: database, altcha, tokens, minFillMs } = options;
  const { db, dialect } = database;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => logger.info(line));
  const logFailure = options.log ?? ((line: string, code: string) => logger.error({ code, dialect }, line));

  /** Honeypot, token signature and age (minimum fill time, 2-hour life); returns the token when they pass. */
  function checkHuman(body: Body, locale: Locale): ContactOutcome<never> | Human {
    const contactTexts = textsFor(locale);
    if (typeof body[honeypotField] === "string" && body[honeypotField] !== "") {
      return { status: 400, error: "invalid", message: contactTexts.invalid, fieldErrors: {} as never };
    }
    const token = tokens.read(body.formToken);
    if (!token) return { status: 400, error: "expired", message: contactTexts.staleForm };
    if (now() - token.issuedAt < minFillMs)
      return { status: 400, error: "tooFast", message: contactTexts.tooFast };
    if (now() - token.issuedAt > formTokenTtlMs)
      return { status: 400, error: "expired", message: contactTexts.expired };
    return { tokenId: token.id, issuedAt: token.issuedAt };
  }

  type Item = {
    row: MessageRow;
    channel: "api" | "form";
    replay: { id: string; expiresAt: number };
    key: string;
    kind: ProtocolKind;
    details?: StoreDetails;
  };
  type Stored = { id: string; protocol: string | null; duplicate: boolean } | "replay";

  async function storeOne(
    trx: Trx,
    { row, channel, replay, key, kind, details }: Item,
    createdAt: number,
  ): Promise<Stored> {
    // A used challenge may come back only with the same idempotency key: the double click of one visitor.
    const marked = await trx
      .insertInto("altcha_used")
      .values({ challenge_id: replay.id, idempotency_key: key, expires_at: replay.expiresAt })
      .onConflict((oc) => oc.column("challenge_id").doNothing())
      .returning("challenge_id")
      .executeTakeFirst();
    if (!marked) {
      const used = await trx
        .selectFrom("altcha_used")
        .select("idempotency_key")
        .where("challenge_id", "=", replay.id)
        .executeTakeFirst();
      if (used?.idempotency_key !== key) return "replay";
    }
    const id = randomUUID();
    const inserted = await trx
      .insertInto("contact_message")
      .values({
        id,
        idempotency_key: key,
        created_at: createdAt,
        ...row,
        channel,
      })
      .onConflict((oc) => oc.column("idempotency_key").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) return { ...(await storedByKey(trx, key)), duplicate: true };
    const protocol = await assignProtocol(trx, id, kind, createdAt);
    await trx
      .insertInto("outbox")
      .values({
        id: randomUUID(),
        message_id: id,
        state: "pending",
        next_attempt_at: createdAt,
        locked_until: null,
        lease_token: null,
        last_error: null,
        sent_at: null,
        created_at: createdAt,
      })
      .execute();
    await details?.(trx, id);
    return { id, protocol, duplicate: false };
  }

  /**
   * Group commit: submissions that arrive while a commit is being made to disk wait for the next one and share
   * it. Each still gets its answer only after the transaction holding its rows has committed, but one fsync now
   * covers many messages (docs/decisions/010-contact-pipeline.md).
   */
  const queue: { item: Item; resolve: (s: Stored) => void; reject: (e: unknown) => void }[] = [];
  let flushing = false;

  async function flush() {
    flushing = true;
    try {
      while (queue.length > 0) {
        // Let the requests already received reach the queue first, so they join this commit.
        await new Promise((resolve) => setImmediate(resolve));
        // One lock order on the protocol counters (CV before MP) in every transaction: no deadlock between instances
        // (docs/decisions/127-short-protocols.md).
        const batch = queue.splice(0, 256).sort((a, b) => a.item.kind.localeCompare(b.item.kind));
        const createdAt = now();
        try {
          const results = await db.transaction().execute(async (trx) => {
            const out: Stored[] = [];
            for (const entry of batch) out.push(await storeOne(trx, entry.item, createdAt));
            return out;
          });
          for (const [i, entry] of batch.entries()) entry.resolve(results[i] ?? "replay");
        } catch (error) {
          for (const entry of batch) entry.reject(error);
        }
      }
    } finally {
      flushing = false;
    }
  }

  function store(item: Item): Promise<Stored> {
    return new Promise((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!flushing) void flush();
    });
  }

  async function accept(item: Item): Promise<ContactOutcome<never>> {
    const locale = item.row.locale;
    try {
      const stored = await store(item);
      if (stored === "replay") return { status: 403, error: "robot", message: textsFor(locale).robotFailed };
      log(`contato: mensagem ${stored.id} ${stored.duplicate ? "repetida (mesma chave)" : "registrada"}`);
      if (!stored.duplicate) options.onStored?.();
      return { status: 202, ...stored };
    } catch (error) {
      return storeFailure(error, dialect, logFailure, locale);
    }
  }

  /**
   * A form posted to its page's action. Without JavaScript proof of work cannot run, so the signed single-use form
   * token, the honeypot, the minimum fill time and the rate limit stand in for it
   * (docs/decisions/011-robot-check.md); an intake may also verify a payload the page sent.
   */
  async function submitFormWith<E extends Record<string, string | undefined>>(
    intake: FormIntake<E>,
    fields: Body,
    locale: Locale = "pt",
  ): Promise<FormOutcome<E>> {
    const outcome = await checkAndStore(intake, fields, locale);
    // A refusal that committed nothing (fields, form token, database) left the robot check unused: if it still
    // verifies, the page gets it back for the corrected form (decision 104). No replay: an accepted post marks
    // its challenge used in its own transaction (storeOne). Not after a robot refusal or a reused form.
    const unused = outcome.status === 400 || outcome.status === 500 || outcome.status === 503;
    if (!intake.robotCheckIfPresent || !unused) return outcome;
    const verdict = await altcha.verify(fields.altcha);
    return verdict.ok ? { ...outcome, robotCheck: fields.altcha as string } : outcome;
  }

  async function checkAndStore<E extends Record<string, string | undefined>>(
    intake: FormIntake<E>,
    fields: Body,
    locale: Locale,
  ): Promise<ContactOutcome<E>> {
    // Fields first, so a post with missing or bad fields always gets its field errors back.
    const parsed = intake.parse(fields, locale);
    if (!parsed.ok) return invalidInput(parsed.fieldErrors, intake.texts[locale].invalid);
    const human = checkHuman(fields, locale);
    if ("status" in human) return human;
    // The token is single-use: its id (the message's idempotency key) marks the one message it carried. A verified
    // robot check is single-use too: its challenge takes the used-challenge mark, so it cannot carry a second form.
    let replay = { id: human.tokenId, expiresAt: human.issuedAt + formTokenTtlMs };
    if (intake.robotCheckIfPresent && typeof fields.altcha === "string" && fields.altcha !== "") {
      const verdict = await altcha.verify(fields.altcha);
      if (!verdict.ok) return { status: 403, error: "robot", message: textsFor(locale).robotFailed };
      replay = { id: verdict.challengeId, expiresAt: verdict.expiresAt };
    }
    const outcome = await accept({
      row: parsed.row,
      channel: "form",
      replay,
      key: human.tokenId,
      kind: intake.protocolKind,
      details: parsed.details,
    });
    // Posting a form again (reload, back button) must not look like a second message was received.
    if (outcome.status === 202 && outcome.duplicate) {
      return { status: 409, error: "reused", message: intake.texts[locale].reused };
    }
    return outcome;
  }

  return {
    issueFormToken: () => tokens.issue(now()),

    /** JSON API: the robot check first, then the human checks, then the fields. */
    async submitApi(input: unknown, locale: Locale = "pt"): Promise<SubmitOutcome> {
      const contactTexts = textsFor(locale);
      const body: Body = input && typeof input === "object" && !Array.isArray(input) ? (input as Body) : {};
      const verdict = await altcha.verify(body.altcha);
      if (!verdict.ok) {
        const message = verdict.reason === "missing" ? contactTexts.robot : contactTexts.robotFailed;
        return { status: 403, error: "robot", message };
      }
      const human = checkHuman(body, locale);
      if ("status" in human) return human;
      const parsed = contactIntake.parse(body, locale);
      if (!parsed.ok) return invalidInput(parsed.fieldErrors, contactTexts.invalid);
      const key =
        typeof body.idempotencyKey === "string" && idempotencyPattern.test(body.idempotencyKey)
          ? body.idempotencyKey
          : randomUUID();
      const replay = { id: verdict.challengeId, expiresAt: verdict.expiresAt };
      return accept({ row: parsed.row, channel: "api", replay, key, kind: contactIntake.protocolKind });
    },

    /** The contact page's no-JavaScript form. */
    submitForm: (fields: Body, locale: Locale = "pt") => submitFormWith(contactIntake, fields, locale),
    submitFormWith,

    /** LGPD retention: messages past the period go, with their outbox rows; used challenges after expiry. */
    async purgeExpired(): Promise<{ messages: number }> {
      const cutoff = now() - options.retentionDays * 24 * 3600_000;
      await db
        .deleteFrom("outbox")
        .where(
          "message_id",
          "in",
          db.selectFrom("contact_message").select("id").where("created_at", "<", cutoff),
        )
        .execute();
      const deleted = await db
        .deleteFrom("contact_message")
        .where("created_at", "<", cutoff)
        .executeTakeFirst();
      await db.deleteFrom("altcha_used").where("expires_at", "<", now()).execute();
      // Field measurements (docs/decisions/133-field-measurement.md) have their own 90 days.
      await purgeOldVitals(db, now());
      return { messages: Number(deleted.numDeletedRows) };
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom("contact_message")
        .select(sql<number>`count(*)`.as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
