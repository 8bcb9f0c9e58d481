import type { Locale } from "~/i18n/locale";
import type { FieldErrors } from "./contact-form-meta";

/**
 * The one answer type of the contact service, the JSON API route and the no-JavaScript form action. The status is
 * the HTTP status both channels answer with.
 */
export type ContactOutcome<E = FieldErrors> =
  /**
   * `protocol` is the short number the visitor quotes (CV-2026-000123); null only for a message stored before
   * protocols existed (a retry of one), where the pages show the id. The id stays the internal key.
   */
  | { status: 202; id: string; protocol: string | null; duplicate: boolean }
  | { status: 400; error: "invalid"; message: string; fieldErrors: E }
  | { status: 400; error: "tooFast" | "expired" | "badJson" | "malformed"; message: string }
  | { status: 403; error: "robot" | "origin"; message: string }
  | { status: 405; error: "method"; message: string }
  | { status: 409; error: "reused"; message: string }
  | { status: 413; error: "tooLarge"; message: string }
  | { status: 415; error: "contentType"; message: string }
  | { status: 429; error: "rateLimited"; message: string }
  | { status: 500; error: "server"; message: string }
  | { status: 503; error: "unavailable"; message: string };

/**
 * The answer to a form posted to its page. A refusal that consumed nothing may carry back the robot-check payload
 * the page sent, once the server has verified it: the page puts it back in the form, so the visitor fixes a field
 * and sends again without solving a new check (docs/decisions/104-solved-check-survives-a-refusal.md).
 */
export type FormOutcome<E = FieldErrors> = ContactOutcome<E> & { robotCheck?: string };

/**
 * What routes may do with the contact service. The server (server/contact/contact-runtime.ts) puts one per request
 * in the load context (app/utils/server/load-context.ts); app/ knows only this interface, never the server's modules.
 */
export interface ContactPort {
  /** A signed token rendered into the form: minimum fill time, and single use on the no-JavaScript path. */
  issueFormToken: () => string;
  /** A fresh ALTCHA challenge (JSON for the widget). */
  createChallenge: () => Promise<unknown>;
  /** Each submission takes the language of the page it came from (issue 36): the answers are in it, and it is stored. */
  submitApi: (input: unknown, locale?: Locale) => Promise<ContactOutcome>;
  /** Answers 429 without storing when the server's rate limiter flagged this request. */
  submitForm: (fields: Record<string, unknown>, locale?: Locale) => Promise<ContactOutcome>;
  /**
   * The brand-development brief (server/brief/brief-intake.ts): the same checks, limit, transaction and outbox;
   * field errors are keyed by the brief's own field names.
   */
  submitBrief: (
    fields: Record<string, unknown>,
    locale?: Locale,
  ) => Promise<FormOutcome<Partial<Record<string, string>>>>;
}

// The contact part of the load context lives here, beside its type, so app/utils/ needs nothing from features/.
declare module "react-router" {
  interface AppLoadContext {
    /**
     * The contact service for /contato and the /api contact routes. Absent when no database was opened; the
     * routes then answer 503 "indisponível".
     */
    contact?: ContactPort;
  }
}
