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
  /** Send Strict-Transport-Security (turn off only for plain-http local testing behind no TLS). */
  HSTS: boolean.default(true),
  /** Number of proxies in front of the server, for client IPs in rate limiting. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
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
