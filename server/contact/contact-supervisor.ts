import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { ContactPort } from "../../app/features/contact/contact-outcome";
import { errorCode } from "../db/availability";
import { probeWrite } from "../db/write-probe";
import { type MailHealth, mailHealth } from "../mail/mail-health";
import { log as logger } from "../observability/log";
import { databaseUp } from "../observability/metrics";
import { type ContactEnv, type ContactRuntime, offlinePort } from "./contact-runtime";

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
  /** Parked messages and a failing mail provider (server/mail/mail-health.ts); never makes it unready. */
  mail?: MailHealth;
}

export interface ContactSupervisor {
  /** The contact rate limit once the runtime is open; a pass-through before. */
  router: RequestHandler;
  /**
   * The per-request service. While the runtime is not open: with ALTCHA_HMAC_KEY set, a port that signs challenges
   * and form tokens and answers every post 503 (contact-runtime.ts, offlinePort); without it, undefined (503).
   */
  port: (req: Request, res: Response) => ContactPort | undefined;
  /** Opens the runtime, retrying until it opens or close() is called. */
  start: () => void;
  /** Resolves with the runtime once it is open (start-up logs, tests). */
  opened: Promise<ContactRuntime>;
  current: () => ContactRuntime | undefined;
  /** Whether the database takes a write now (server/db/write-probe.ts), bounded in time; sets database_up. */
  readiness: () => Promise<Readiness>;
  close: () => Promise<void>;
}

export interface SupervisorOptions {
  open: () => Promise<ContactRuntime>;
  env: Pick<
    ContactEnv,
    "DATABASE_URL" | "VAR_DIR" | "ALTCHA_HMAC_KEY" | "ALTCHA_COST" | "ALTCHA_MAX_COUNTER"
  >;
  log?: (line: string) => void;
  /** First retry delay; doubles up to maxDelayMs. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  probeTimeoutMs?: number;
  /** A readiness answer is reused this long, so a flood of /readyz costs one write per interval. */
  probeReuseMs?: number;
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
  const log = options.log ?? ((line: string) => logger.info(line));
  const warn = options.log ?? ((line: string) => logger.error(line));
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
      warn(
        `banco de mensagens indisponível (${errorCode(error)}); o site segue no ar sem o formulário de contato; nova tentativa em ${Math.round(delay / 1000)} s`,
      );
      if (!closed)
        timer = setTimeout(() => {
          attempt = tryOpen(n + 1);
        }, delay);
    }
  }

  const offline = offlinePort(options.env);
  let probing: Promise<Readiness> | undefined;
  let lastProbe: { at: number; state: Readiness } | undefined;
  let wasReady: boolean | undefined;

  async function probe(r: ContactRuntime): Promise<Readiness> {
    let state: Readiness;
    try {
      await withTimeout(probeWrite(r.database), options.probeTimeoutMs ?? 2000);
      state = { ready: true, database: "ok", mail: await mailHealth(r.database, r.worker) };
    } catch (error) {
      state = { ready: false, database: "indisponível", detail: errorCode(error) };
    }
    databaseUp.set(state.ready ? 1 : 0);
    // One line per change, with the cause (ENOSPC, SQLITE_FULL, 57014…), not one per probe.
    if (state.ready !== wasReady) {
      if (!state.ready)
        warn(
          `prontidão: o banco de mensagens não aceita escrita (${state.detail}); /readyz responde 503 e o formulário, 503 "nada foi enviado"`,
        );
      else if (wasReady === false)
        log("prontidão: o banco de mensagens voltou a aceitar escrita; /readyz responde 200");
      wasReady = state.ready;
    }
    return state;
  }

  return {
    router: (req: Request, res: Response, next: NextFunction) =>
      runtime ? runtime.router(req, res, next) : next(),
    port: (req, res) => runtime?.port(req, res) ?? offline,
    start() {
      if (started) return;
      started = true;
      attempt = tryOpen(1);
    },
    opened,
    current: () => runtime,
    async readiness() {
      if (!runtime) {
        databaseUp.set(0);
        return { ready: false, database: "abrindo" };
      }
      if (probing) return probing;
      if (lastProbe && Date.now() - lastProbe.at < (options.probeReuseMs ?? 1000)) return lastProbe.state;
      probing = probe(runtime)
        .then((state) => {
          lastProbe = { at: Date.now(), state };
          return state;
        })
        .finally(() => {
          probing = undefined;
        });
      return probing;
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
