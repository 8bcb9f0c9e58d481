import { accessSync, constants } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { sql } from "kysely";
import type { ContactPort } from "../../app/features/contact/contact-outcome";
import { errorCode } from "../db/availability";
import type { ContactEnv, ContactRuntime } from "./contact-runtime";

/**
 * Keeps the site up while the database is away. The contact runtime (database, migrations, shared key, limiter,
 * worker) is opened in the background after the server listens, and retried with backoff until it opens; until
 * then the contact routes get no service and answer 503, and every page that needs no database is served as
 * usual (docs/decisions/086-database-may-come-and-go.md).
 */

export interface Readiness {
  ready: boolean;
  database: "ok" | "abrindo" | "indisponível";
  detail?: string;
}

export interface ContactSupervisor {
  /** The contact rate limit once the runtime is open; a pass-through before. */
  router: RequestHandler;
  /** The per-request service, or undefined while the runtime is not open (the routes answer 503). */
  port: (req: Request, res: Response) => ContactPort | undefined;
  /** Opens the runtime, retrying until it opens or close() is called. */
  start: () => void;
  /** Resolves with the runtime once it is open (start-up logs, tests). */
  opened: Promise<ContactRuntime>;
  current: () => ContactRuntime | undefined;
  /** Whether the database answers now: a query, bounded in time, plus a writable VAR_DIR for SQLite. */
  readiness: () => Promise<Readiness>;
  close: () => Promise<void>;
}

export interface SupervisorOptions {
  open: () => Promise<ContactRuntime>;
  env: Pick<ContactEnv, "DATABASE_URL" | "VAR_DIR">;
  log?: (line: string) => void;
  /** First retry delay; doubles up to maxDelayMs. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  probeTimeoutMs?: number;
}

/** Retry delays: 1 s, 2 s, 4 s … up to the cap, so a database back after a minute is found within the cap. */
export function retryDelayMs(attempt: number, firstMs: number, maxMs: number): number {
  return Math.min(maxMs, firstMs * 2 ** Math.max(0, attempt - 1));
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error("timeout"), { code: "ETIMEDOUT" })), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function superviseContact(options: SupervisorOptions): ContactSupervisor {
  const log = options.log ?? ((line: string) => console.log(line));
  const firstMs = options.firstDelayMs ?? 1000;
  const maxMs = options.maxDelayMs ?? 15_000;
  let runtime: ContactRuntime | undefined;
  let closed = false;
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let attempt: Promise<unknown> | undefined;
  let resolveOpened: (r: ContactRuntime) => void = () => {};
  const opened = new Promise<ContactRuntime>((resolve) => {
    resolveOpened = resolve;
  });

  async function tryOpen(n: number) {
    if (closed) return;
    try {
      const r = await options.open();
      if (closed) {
        await r.close();
        return;
      }
      runtime = r;
      if (n > 1) log(`banco de mensagens aberto na tentativa ${n}; formulário de contato disponível`);
      resolveOpened(r);
    } catch (error) {
      const delay = retryDelayMs(n, firstMs, maxMs);
      console.error(
        `banco de mensagens indisponível (${errorCode(error)}); o site segue no ar sem o formulário de contato; nova tentativa em ${Math.round(delay / 1000)} s`,
      );
      if (!closed)
        timer = setTimeout(() => {
          attempt = tryOpen(n + 1);
        }, delay);
    }
  }

  const sqliteDir = path.resolve(options.env.VAR_DIR);

  return {
    router: (req: Request, res: Response, next: NextFunction) =>
      runtime ? runtime.router(req, res, next) : next(),
    port: (req, res) => runtime?.port(req, res),
    start() {
      if (started) return;
      started = true;
      attempt = tryOpen(1);
    },
    opened,
    current: () => runtime,
    async readiness() {
      if (!runtime) return { ready: false, database: "abrindo" };
      try {
        await withTimeout(sql`select 1`.execute(runtime.database.db), options.probeTimeoutMs ?? 2000);
        // SQLite answers reads from a full disk or a read-only folder; writes are what a visitor needs.
        if (runtime.database.dialect === "sqlite") accessSync(sqliteDir, constants.W_OK);
        return { ready: true, database: "ok" };
      } catch (error) {
        return { ready: false, database: "indisponível", detail: errorCode(error) };
      }
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await attempt;
      await runtime?.close();
    },
  };
}

/**
 * GET /readyz: 200 when the database answers, 503 otherwise; never cached. /healthz stays liveness only.
 * `warnings` (configuration an operator must see, such as a local SITE_URL) ride along in the body.
 */
export function readinessHandler(
  supervisor: Pick<ContactSupervisor, "readiness">,
  warnings: readonly string[] = [],
): RequestHandler {
  return async (_req, res, next) => {
    try {
      const state = await supervisor.readiness();
      res
        .status(state.ready ? 200 : 503)
        .set("Cache-Control", "no-store")
        .json({ status: state.ready ? "ok" : "unavailable", ...state, warnings });
    } catch (error) {
      next(error);
    }
  };
}
