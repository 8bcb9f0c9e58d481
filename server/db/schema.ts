import type { Generated } from "kysely";

/** Table types for kysely. Times are epoch milliseconds so both dialects compare them the same way. */
export interface ContactMessageTable {
  id: string;
  idempotency_key: string;
  created_at: number;
  name: string;
  email: string;
  phone: string;
  subject: string;
  body: string;
  /** "api" (JavaScript form) or "form" (no-JavaScript action). */
  channel: string;
  /** The short number the visitor quotes (server/db/protocol.ts); null on rows stored before migration 004. */
  protocol: string | null;
  /** The language of the page it was sent from, "pt" or "en" (migration 006; older rows are "pt"). */
  locale: Generated<string>;
}

export type OutboxState = "pending" | "sent" | "failed";

export interface OutboxTable {
  id: string;
  message_id: string;
  state: OutboxState;
  attempts: Generated<number>;
  next_attempt_at: number;
  locked_until: number | null;
  lease_token: string | null;
  last_error: string | null;
  sent_at: number | null;
  created_at: number;
}

export interface AltchaUsedTable {
  challenge_id: string;
  idempotency_key: string;
  expires_at: number;
}

/** Values every instance must share, such as the generated ALTCHA/form-token key. */
export interface AppSecretTable {
  name: string;
  value: string;
  created_at: number;
}

/** The structured part of a brand-development brief; its message_id is a contact_message row (subject "orcamento"). */
export interface BriefDetailTable {
  message_id: string;
  company: string;
  cnpj: string;
  role: string;
  /** Option values joined by commas. */
  lines: string;
  forms: string;
  label_model: string;
  quantity: string;
  launch: string;
  brand_status: string;
  anvisa_status: string;
  /** Barcode of the catalogue product the brief started from, or "". */
  product_ean: string;
  /** The company's country as the English brief gives it; "Brasil" for a Portuguese brief (migration 006). */
  country: string;
}

/** The last protocol number handed out per kind ("CV", "MP") and year (server/db/protocol.ts). */
export interface ProtocolCounterTable {
  kind: string;
  year: number;
  last_number: number;
}

/** One field measurement (server/db/migration-005-web-vitals.ts); nothing in it names a visitor. */
export interface WebVitalTable {
  /** UTC date, YYYY-MM-DD, set by the server. */
  day: string;
  /** React Router route id of the page the visitor loaded ("routes/product"). */
  route: string;
  metric: string;
  value: number;
  rating: string;
  /** Viewport width band (app/utils/vitals/vitals-contract.ts). */
  device: string;
  connection: string | null;
  build: string;
  inp_target: string | null;
  inp_input_delay: number | null;
  inp_processing: number | null;
  inp_presentation: number | null;
}

/** The readiness probe's one row; the probe creates its table (server/db/write-probe.ts). */
export interface HealthProbeTable {
  name: string;
  checked_at: number;
}

export interface Database {
  health_probe: HealthProbeTable;
  web_vital: WebVitalTable;
  protocol_counter: ProtocolCounterTable;
  brief_detail: BriefDetailTable;
  app_secret: AppSecretTable;
  contact_message: ContactMessageTable;
  outbox: OutboxTable;
  altcha_used: AltchaUsedTable;
}
