import { isIP } from "node:net";
import { RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite } from "rate-limiter-flexible";
import type { Db } from "../db/database";
import { clientKey } from "../http/client-key";
import { rateLimited } from "../observability/metrics";

/**
 * The contact rate limit, counted in the database every instance shares, so a visitor balanced across N
 * instances gets the configured quota once, not N times (docs/decisions/055-contact-on-n-instances.md).
 * rate-limiter-flexible keeps one row per key with its points and expiry and updates it in one statement.
 * The key is the visitor's IPv4 address or IPv6 /64 (server/http/client-key.ts), whatever address it is given.
 */

export type LimitVerdict = { ok: true } | { ok: false; retryAfterS: number };

export interface ContactLimiter {
  /** `address`: the client's address (req.ip), or "quota:address"; counted by its IPv4 address or IPv6 /64. */
  consume: (address: string) => Promise<LimitVerdict>;
  /** Deletes counters whose window ended (run by the hourly housekeeping). */
  purge: () => Promise<void>;
}

export interface LimiterOptions {
  /** Messages per window per address; 0 turns the limit off. */
  max: number;
  windowMs: number;
}

const tableName = "contact_rate_limit";

export async function createContactLimiter(database: Db, options: LimiterOptions): Promise<ContactLimiter> {
  if (options.max === 0) return { consume: async () => ({ ok: true }), purge: async () => {} };
  const common = {
    keyPrefix: "contato",
    points: options.max,
    duration: Math.max(1, Math.ceil(options.windowMs / 1000)),
    tableName,
    // Expired rows are removed by the hourly housekeeping instead of a timer per process.
    clearExpiredByTimeout: false,
  };
  const { raw } = database;
  const limiter = await new Promise<RateLimiterPostgres | RateLimiterSQLite>((resolve, reject) => {
    // The library creates its table (and tolerates two instances creating it at once); it reports via callback.
    const made: { value?: RateLimiterPostgres | RateLimiterSQLite } = {};
    const done = (error?: unknown) =>
      error ? reject(error) : queueMicrotask(() => resolve(made.value as never));
    made.value =
      raw.dialect === "postgres"
        ? new RateLimiterPostgres({ ...common, storeClient: raw.pool }, done)
        : new RateLimiterSQLite({ ...common, storeClient: raw.sqlite, storeType: "better-sqlite3" }, done);
  });
  // Not in the library's typings, but a public method of both stores.
  const clearable = limiter as unknown as { clearExpired: (beforeMs: number) => Promise<unknown> };
  return {
    purge: async () => {
      await clearable.clearExpired(Date.now());
    },
    async consume(address) {
      try {
        await limiter.consume(limitKey(address));
        return { ok: true };
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          // Keys of another quota ("vitals:…", server/vitals/vitals-port.ts) are counted by their caller.
          if (!isOtherQuota(address)) rateLimited.labels("contact").inc();
          return { ok: false, retryAfterS: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
        }
        throw error;
      }
    },
  };
}

const QUOTA_PREFIX = /^([a-z][a-z-]*):(.+)$/;

const isOtherQuota = (key: string) => !isIP(key) && QUOTA_PREFIX.test(key);

/** "quota:address" keeps its quota name; the address part, or the whole key, becomes its client key. */
function limitKey(key: string): string {
  if (!isOtherQuota(key)) return clientKey(key);
  const [, quota, address = ""] = QUOTA_PREFIX.exec(key) ?? [];
  return `${quota}:${clientKey(address)}`;
}
