import { z } from "zod";

/**
 * Every environment variable the server reads, validated once at start. A bad value stops the process with a
 * message naming the variable, instead of failing later in a request. Documented in .env.example.
 */
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => v.replace(/\/+$/, ""))
  .pipe(z.union([z.literal(""), z.url({ protocol: /^https?$/ })]));

const boolean = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public origin used for canonical URLs, the sitemap and JSON-LD. */
  SITE_URL: z.url({ protocol: /^https?$/ }).default("http://localhost:3000"),
  /** Optional external static hosts; empty means we serve the files ourselves. */
  IMAGE_BASE_URL: optionalUrl.default(""),
  TECH_SHEET_BASE_URL: optionalUrl.default(""),
  HERO_VIDEO_URL: optionalUrl.default(""),
  /** Folder with the catalogue's raw JSON files instead of data/raw (benchmarks with a synthetic catalogue). */
  CATALOG_DATA_DIR: z.string().default(""),
  /** Send Strict-Transport-Security (turn off only for plain-http local testing behind no TLS). */
  HSTS: boolean.default(true),
  /** Number of proxies in front of the server, for client IPs in rate limiting. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * Port of the Prometheus endpoint (GET /metrics, server/observability/metrics-server.ts); unset or empty: none.
   * Never the site's port: the metrics say how the site is doing and are no business of its visitors.
   */
  METRICS_PORT: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.coerce.number().int().min(0).max(65535).optional(),
  ),
  /** Address the metrics endpoint listens on: the loopback unless a scraper on another host must reach it. */
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),

  // Contact pipeline (docs/decisions/010-contact-pipeline.md).
  /** postgres://… to use PostgreSQL; empty keeps the embedded SQLite file under VAR_DIR. */
  DATABASE_URL: z
    .string()
    .trim()
    .pipe(z.union([z.literal(""), z.url({ protocol: /^postgres(ql)?$/ })]))
    .default(""),
  /** Folder for the SQLite file, the ALTCHA key file and .eml files. */
  VAR_DIR: z.string().min(1).default("var"),
  /** smtp://user:pass@host:587 or smtps://…; empty writes each e-mail as an .eml file under VAR_DIR/mail. */
  SMTP_URL: z
    .string()
    .trim()
    .pipe(z.union([z.literal(""), z.url({ protocol: /^smtps?$/ })]))
    .default(""),
  MAIL_FROM: z.string().min(3).default('"Site Convale" <nao-responda@laboratorioconvale.com.br>'),
  /** Default inbox; MAIL_TO_<ASSUNTO> routes one subject elsewhere. */
  MAIL_TO: z.email().default("contato@laboratorioconvale.com.br"),
  MAIL_TO_SUPORTE: z.union([z.literal(""), z.email()]).default(""),
  MAIL_TO_COMERCIAL: z.union([z.literal(""), z.email()]).default(""),
  MAIL_TO_PARCERIA: z.union([z.literal(""), z.email()]).default(""),
  MAIL_TO_OUTRO: z.union([z.literal(""), z.email()]).default(""),
  /** Submissions per IP per window; 0 turns the limit off (benchmarks only). */
  CONTACT_RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(5),
  CONTACT_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(600_000),
  /** Web-vitals beacons per address per ten minutes (server/vitals/vitals-port.ts): a page view sends five. */
  VITALS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(100),
  /** Forms sent faster than this after the page was rendered are treated as bots. */
  CONTACT_MIN_FILL_MS: z.coerce.number().int().min(0).default(3000),
  /** Stored messages older than this are deleted (LGPD). */
  MESSAGE_RETENTION_DAYS: z.coerce.number().int().min(1).default(180),
  /** Secret for ALTCHA challenges and form tokens; empty = generated once and kept in the database (table app_secret), shared by every instance. */
  ALTCHA_HMAC_KEY: z.string().default(""),
  /** Proof-of-work difficulty: PBKDF2 iterations per attempt and the highest counter a visitor may need. */
  ALTCHA_COST: z.coerce.number().int().min(1).default(1000),
  ALTCHA_MAX_COUNTER: z.coerce.number().int().min(2).default(5000),
  /** Run the e-mail outbox worker inside the web process (turn off when `npm run worker` runs it). */
  OUTBOX_WORKER: boolean.default(true),
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(2000),
  /** First retry delay after a temporary SMTP failure; doubles per attempt up to one hour. */
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  OUTBOX_LEASE_MS: z.coerce.number().int().min(1000).default(120_000),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** The part of the configuration the browser may see. */
export function publicConfig(e: Env = env()) {
  return {
    siteUrl: e.SITE_URL.replace(/\/+$/, ""),
    imageBaseUrl: e.IMAGE_BASE_URL,
    techSheetBaseUrl: e.TECH_SHEET_BASE_URL,
    heroVideoUrl: e.HERO_VIDEO_URL,
  };
}

export type PublicConfig = ReturnType<typeof publicConfig>;
