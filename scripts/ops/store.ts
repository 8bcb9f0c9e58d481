/**
 * What `npm run backup` and `npm run restore` share: which message store the configuration selects (the same rule as
 * server/db/database.ts: a postgres:// DATABASE_URL, else the SQLite file under VAR_DIR), the backup file's name
 * and kind, the row counts both print, and running PostgreSQL's own tools without a password on the command line.
 */
import { spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readSync } from "node:fs";
import path from "node:path";
import { sqlitePath } from "../../server/db/database";

/** A failure the operator can act on: its text is printed as is, without a stack. */
export class OpsError extends Error {}

export type Store = { dialect: "sqlite"; file: string } | { dialect: "postgres"; url: string };

export function storeFrom(config: { DATABASE_URL: string; VAR_DIR: string }): Store {
  return config.DATABASE_URL
    ? { dialect: "postgres", url: config.DATABASE_URL }
    : { dialect: "sqlite", file: sqlitePath({ varDir: config.VAR_DIR }) };
}

/**
 * mkdir -p, one level at a time: Node 20's recursive mkdirSync never returns for a folder under /proc (each level
 * answers ENOENT and it retries the parent), so a mistyped --to would hang instead of failing.
 */
export function makeDir(dir: string, mode = 0o700) {
  if (existsSync(dir)) return;
  const parent = path.dirname(dir);
  if (parent !== dir) makeDir(parent, mode);
  mkdirSync(dir, { mode });
}

/** UTC, ISO 8601 basic (20261126T031507Z): sorts by name, no colons for tools that dislike them. */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}

export function backupName(dialect: Store["dialect"], date: Date): string {
  return `contato-${dialect}-${utcStamp(date)}.${dialect === "sqlite" ? "sqlite" : "dump"}`;
}

/** The time a backup was taken, read back from its name; undefined for a file that was renamed. */
export function backupTime(file: string): Date | undefined {
  const m = /(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/.exec(path.basename(file));
  return m ? new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`) : undefined;
}

/** A backup's kind from its first bytes: SQLite's file header or pg_dump's custom-format magic. */
export function backupKind(file: string): Store["dialect"] | undefined {
  const head = Buffer.alloc(16);
  const fd = openSync(file, "r");
  try {
    readSync(fd, head, 0, 16, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString("latin1") === "SQLite format 3\0") return "sqlite";
  if (head.subarray(0, 5).toString("latin1") === "PGDMP") return "postgres";
  return undefined;
}

export interface Counts {
  messages: number;
  outbox: Record<string, number>;
}

/** Plain SQL that both dialects read alike, so counts come from whatever connection holds the right snapshot. */
export const countQueries = {
  messages: "select count(*) as n from contact_message",
  outbox: "select state, count(*) as n from outbox group by state order by state",
};

export async function countRows(
  query: (text: string) => Promise<Record<string, unknown>[]> | Record<string, unknown>[],
): Promise<Counts> {
  const [first] = await Promise.resolve()
    .then(() => query(countQueries.messages))
    .catch((error: Error & { code?: string }) => {
      if (error.code === "42P01" || /no such table/.test(error.message))
        throw new OpsError(
          "o banco não tem as tabelas do site (contact_message, outbox): confira DATABASE_URL e VAR_DIR.",
        );
      throw error;
    });
  const outbox: Record<string, number> = {};
  for (const row of await query(countQueries.outbox)) outbox[String(row.state)] = Number(row.n);
  return { messages: Number(first?.n ?? 0), outbox };
}

const stateNames: Record<string, string> = {
  pending: "pendentes",
  sent: "enviadas",
  failed: "estacionadas",
};

export function describeCounts(counts: Counts): string {
  const parts = Object.entries(counts.outbox).map(([state, n]) => `${stateNames[state] ?? state} ${n}`);
  return `mensagens ${counts.messages}; outbox: ${parts.join(", ") || "vazia"}`;
}

/**
 * libpq's connection settings for a postgres:// URL, with the password moved to PGPASSWORD so it never shows in
 * the process list (`ps`) of the machine that runs the tool.
 */
export function pgConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Where a URL points, for messages: never its password. */
export function describeUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
}

/**
 * Runs pg_dump / pg_restore (PG_DUMP / PG_RESTORE name another binary, e.g. a newer version's). A missing tool is
 * an OpsError that says what to install; any other failure carries the tool's own last lines.
 */
export function runPgTool(
  tool: "pg_dump" | "pg_restore",
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ stdout: string; stderr: string }> {
  const bin = (tool === "pg_dump" ? process.env.PG_DUMP : process.env.PG_RESTORE) || tool;
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => {
      stdout += c.toString();
    });
    child.stderr.on("data", (c: Buffer) => {
      stderr += c.toString();
    });
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new OpsError(
              `${tool} não encontrado (${bin}). Instale o cliente do PostgreSQL na versão do servidor ou mais nova ` +
                "(Debian: apt-get install postgresql-client) ou indique o programa em " +
                `${tool === "pg_dump" ? "PG_DUMP" : "PG_RESTORE"}.`,
            )
          : error,
      ),
    );
    child.on("close", (code) => {
      if (code === 0) resolve({ stdout, stderr });
      else
        reject(
          new OpsError(`${tool} falhou (saída ${code}): ${stderr.trim().split("\n").slice(-5).join(" | ")}`),
        );
    });
  });
}
