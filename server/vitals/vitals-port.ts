import type { Request } from "express";
import type { VitalsPort, VitalsVerdict } from "../../app/utils/vitals/vitals-contract";
import { type ContactLimiter, createContactLimiter } from "../contact/rate-limit";
import { isUnavailable } from "../db/availability";
import type { Db } from "../db/database";
import { clientKey } from "../http/client-key";
import { log } from "../observability/log";
import { storeBeacon } from "./vitals-store";

/**
 * The measurement store for POST /api/vitals (app/routes/api.vitals.ts), one port per request in the load context
 * (server/site.ts). It shares the contact rate limiter (server/contact/rate-limit.ts: the same table, counted in
 * the database every instance uses) under keys of its own, with a quota of its own: a page view sends five
 * beacons, which must never eat the contact form's five messages per ten minutes, nor they its quota.
 */
export const VITALS_RATE_LIMIT = { max: 100, windowMs: 600_000 } as const;

/**
 * `database` is the contact runtime's, once it is open (server/contact/contact-supervisor.ts); `max` comes from
 * VITALS_RATE_LIMIT_MAX (the e2e run raises it: every page of the suite comes from one address).
 */
export function createVitalsPorts(
  database: () => Db | undefined,
  max: number = VITALS_RATE_LIMIT.max,
): (req: Request) => VitalsPort | undefined {
  // One limiter per opened database (a reopened runtime is a new Db).
  const limiters = new WeakMap<Db, Promise<ContactLimiter>>();
  const limiterFor = (db: Db) => {
    let limiter = limiters.get(db);
    if (!limiter) {
      limiter = createContactLimiter(db, { ...VITALS_RATE_LIMIT, max });
      limiter.catch(() => limiters.delete(db));
      limiters.set(db, limiter);
    }
    return limiter;
  };
  return (req) => {
    const db = database();
    if (!db) return undefined;
    return {
      async record(beacon): Promise<VitalsVerdict> {
        try {
          // A key of its own beside the contact form's (the address, or its IPv6 /64, as that limit counts it).
          const verdict = await (await limiterFor(db)).consume(`vitals:${clientKey(req.ip)}`);
          if (!verdict.ok) return { status: 429, retryAfterS: verdict.retryAfterS };
          await storeBeacon(db.db, beacon);
          return { status: 204 };
        } catch (error) {
          if (!isUnavailable(error)) throw error;
          log.warn(
            { code: (error as { code?: string }).code },
            "medição de desempenho descartada: banco indisponível",
          );
          return { status: 503 };
        }
      },
    };
  };
}
