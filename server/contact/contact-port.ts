import type { FieldErrors } from "../../app/features/contact/contact-form-meta";

/** What the /contato route action may do with the contact service (see app/utils/load-context.ts). */
export type FormOutcome =
  | { status: 202; id: string; duplicate: boolean }
  | { status: 400; error: "invalid"; message: string; fieldErrors: FieldErrors }
  | { status: 400 | 403 | 409 | 429 | 500 | 503; error: string; message: string };

export interface ContactPort {
  /** A signed token rendered into the form: minimum fill time, and single use on the no-JavaScript path. */
  issueFormToken: () => string;
  submitForm: (fields: Record<string, unknown>) => Promise<FormOutcome>;
}
