/**
 * Shared helpers for the contact pipeline tests: a throwaway environment, a PostgreSQL schema per test file,
 * an API listening on port 0, solved ALTCHA payloads and a real SMTP peer (smtp-server on loopback).
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import express from "express";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { afterAll } from "vitest";
import { envSchema } from "../../app/utils/server/env.server";
import { createAltcha, createFormTokens } from "./altcha";
import { type ContactEnv, createContactRuntime } from "./contact-runtime";

export const testHmacKey = "test-hmac-key-not-secret";

export function testEnv(overrides: Partial<Record<keyof ContactEnv, string>> = {}): ContactEnv {
  return envSchema.parse({
    VAR_DIR: mkdtempSync(path.join(tmpdir(), "contato-")),
    ALTCHA_HMAC_KEY: testHmacKey,
    ALTCHA_COST: "1",
    ALTCHA_MAX_COUNTER: "20",
    CONTACT_RATE_LIMIT_MAX: "0",
    OUTBOX_WORKER: "false",
    OUTBOX_POLL_MS: "50",
    OUTBOX_RETRY_BASE_MS: "50",
    SITE_URL: "https://www.laboratorioconvale.com.br",
    ...overrides,
  });
}

/** The URL written by scripts/test-env/ensure-postgres.mjs, or the reason PostgreSQL tests are skipped. */
export function postgresUrl(): { url: string } {
  const urlFile = path.resolve("var/test-postgres-url");
  if (process.env.TEST_POSTGRES_URL) return { url: process.env.TEST_POSTGRES_URL };
  if (existsSync(urlFile)) return { url: readFileSync(urlFile, "utf8").trim() };
  // Never a skip: a PostgreSQL test that cannot run fails, saying what to do.
  const noted = path.resolve("var/test-postgres-skip");
  const reason = existsSync(noted) ? readFileSync(noted, "utf8").trim() : "var/test-postgres-url não existe";
  throw new Error(
    `PostgreSQL indisponível para os testes: ${reason}. Rode node scripts/test-env/ensure-postgres.mjs (instala e inicia o cluster local quando root) ou defina TEST_POSTGRES_URL.`,
  );
}

/**
 * A fresh schema per test file, so parallel test files never see each other's rows. In a run that names itself
 * (TEST_SCHEMA_RUN, set by server/db/test-schemas.global-setup.ts for the unit tier) the schema carries the run's
 * name and is dropped when the run ends, not by its file: kysely's Migrator reads the columns of every schema, and
 * a schema another file dropped during that read failed it with `schema "t_…" does not exist` (a fresh clone's
 * unit tier, 2026-11-28).
 */
export async function freshPostgresSchema(
  baseUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const run = process.env.TEST_SCHEMA_RUN;
  const schema = `${run ?? "t"}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: async () => {
      if (run) return;
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    },
  };
}

export async function startApi(env: ContactEnv) {
  const runtime = await createContactRuntime(env, { log: () => {} });
  const app = express();
  app.use(runtime.standaloneRouter);
  const server = app.listen(0, "127.0.0.1");
  // Longer than the fetch client's own keep-alive, so the server never closes a socket the client is reusing.
  server.keepAliveTimeout = 60_000;
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    runtime,
    base,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await runtime.close();
    },
  };
}

/** Solves a challenge the way the widget does and encodes the payload it would put in the form. */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("could not solve challenge");
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

/** A solved payload made locally with the test key (no HTTP), for bursts and benchmarks. */
export async function localPayload(hmacKey = testHmacKey, cost = 1, maxCounter = 20): Promise<string> {
  return solve(await createAltcha({ hmacKey, cost, maxCounter }).createChallenge());
}

export function formToken(ageMs = 60_000, hmacKey = testHmacKey): string {
  return createFormTokens(hmacKey).issue(Date.now() - ageMs);
}

export const validFields = () => ({
  nomeCompleto: "Maria da Silva",
  email: "maria@example.com",
  telefone: "(12) 99876-5432",
  assunto: "comercial",
  mensagem: "Gostaria de saber mais sobre a produção de marca própria.",
});

export async function validBody(extra: Record<string, unknown> = {}) {
  return {
    ...validFields(),
    altcha: await localPayload(),
    formToken: formToken(),
    idempotencyKey: randomBytes(12).toString("hex"),
    ...extra,
  };
}

export function postJson(base: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}/api/enviar-email-contato`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export interface ReceivedMail {
  raw: string;
  header: (name: string) => string | undefined;
}

function parseHeaders(raw: string) {
  const head = (raw.split(/\r?\n\r?\n/)[0] ?? "").replace(/\r?\n[ \t]+/g, " ");
  const map = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i > 0) map.set(line.slice(0, i).toLowerCase(), line.slice(i + 1).trim());
  }
  return map;
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * A real SMTP peer. `reply` decides per message: undefined accepts, a number rejects with that code. Messages
 * are recorded only when accepted.
 */
export async function startSmtp(
  options: {
    port?: number;
    reply?: () => number | undefined;
    /** Milliseconds the peer takes before answering each message (a slow provider). */
    delayMs?: number;
    /** When given, clients must log in; false answers 535 (bad credentials). */
    auth?: () => boolean;
  } = {},
) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: !options.auth,
    allowInsecureAuth: true,
    disabledCommands: options.auth ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    logger: false,
    onAuth(_auth, _session, callback) {
      if (options.auth?.()) callback(null, { user: "teste" });
      else callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", async () => {
        if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
        const code = options.reply?.();
        if (code) {
          callback(
            Object.assign(new Error(code >= 500 ? "Mailbox unavailable" : "Try again later"), {
              responseCode: code,
            }),
          );
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const headers = parseHeaders(raw);
        received.push({ raw, header: (name) => headers.get(name.toLowerCase()) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** SQLite (a file per runtime) and PostgreSQL (a fresh schema per call), for tests that run on both dialects. */
export function bothDialects() {
  const pgBase = postgresUrl();
  return [
    { name: "SQLite", target: async () => ({ url: "", drop: async () => {} }) },
    { name: "PostgreSQL", target: () => freshPostgresSchema(pgBase.url) },
  ];
}

/** A list of cleanups a test file fills as it goes, run last first once all its tests are done. */
export function cleanupsAfterAll(): (() => Promise<unknown>)[] {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });
  return cleanups;
}

/**
 * Two contact services on one database, as behind a balancer: on PostgreSQL each has its own VAR_DIR (only the
 * database is shared); on SQLite they share the file, as two processes on one host.
 */
export async function startTwoApis(
  env: Parameters<typeof startApi>[0],
  cleanups: (() => Promise<unknown>)[],
) {
  const a = await startApi(env);
  cleanups.push(a.close);
  const b = await startApi(env.DATABASE_URL ? { ...env, VAR_DIR: testEnv().VAR_DIR } : env);
  cleanups.push(b.close);
  return [a, b] as const;
}
