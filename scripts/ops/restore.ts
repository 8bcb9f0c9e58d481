/**
 * `npm run restore -- FILE [--delivery-log LOG …] [--no-delivery-log] [--force]`: puts a backup made by
 * `npm run backup` back as the message store, with the site stopped.
 * SQLite: the copy is checked and reconciled under a temporary name beside the store, then takes its place; the
 * replaced file is kept as `….antes-da-restauracao-<UTC>`. PostgreSQL: `pg_restore --clean --single-transaction`
 * into DATABASE_URL (the database must exist, even empty), then the outbox is reconciled.
 * The outbox rule (no message sent twice, none forgotten) is in scripts/ops/outbox-after-restore.ts and
 * docs/decisions/132-backup-and-restore.md; the drill in docs/deploy.md.
 */
import {
  chmodSync,
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  openSync,
  renameSync,
  rmSync,
} from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { env } from "../../app/utils/server/env.server";
import type { Database } from "../../server/db/schema";
import {
  describeReconciled,
  pendingInCopy,
  type Reconciled,
  readJournals,
  reconcileOutbox,
} from "./outbox-after-restore";
import {
  backupKind,
  backupTime,
  type Counts,
  countRows,
  describeCounts,
  describeUrl,
  makeDir,
  OpsError,
  pgConnection,
  runPgTool,
  type Store,
  storeFrom,
  utcStamp,
} from "./store";
import { postgresSessions, processesUsing, sqliteLockedByOthers } from "./store-in-use";

export interface RestoreOptions {
  /** Delivery journals (service logs since the backup); "none" parks ambiguous rows; undefined asks for one. */
  journal?: Set<string> | "none";
  force?: boolean;
  now?: Date;
}

export interface Restored {
  counts: Counts;
  reconciled: Reconciled;
  /** The replaced SQLite file, kept beside the store. */
  kept?: string;
}

function decisionNeeded(file: string, pending: number): OpsError {
  const taken = backupTime(file);
  const since = taken
    ? taken
        .toISOString()
        .replace("T", " ")
        .replace(/\.\d+Z$/, " UTC")
    : "<hora da cópia>";
  return new OpsError(
    `a cópia tem ${pending} mensagem(ns) pendente(s) que podem ter sido enviadas depois dela. Para não enviar ` +
      "nenhuma duas vezes nem esquecer nenhuma, informe o registro de entregas de todas as instâncias desde a cópia:\n" +
      `  journalctl -u <unidade do site> --since "${since}" -o cat > entregas.log\n` +
      `  npm run restore -- ${file} --delivery-log entregas.log\n` +
      "Sem registro, --no-delivery-log estaciona essas mensagens para conferência manual " +
      "(npm run messages -- --state failed). Nada foi alterado.",
  );
}

function inUse(what: string, users: string[]): OpsError {
  return new OpsError(
    `${what} está em uso (${users.join("; ")}). Pare o site e o worker (todas as instâncias) e repita; ` +
      "--force restaura mesmo assim, mas um processo que continue aberto grava no banco antigo e as mensagens " +
      "que ele receber se perdem. Nada foi alterado.",
  );
}

function fsyncDir(dir: string) {
  const fd = openSync(dir, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export async function restoreSqlite(
  target: string,
  file: string,
  options: RestoreOptions,
): Promise<Restored> {
  if (!options.force) {
    const users = processesUsing(target).map((u) => `pid ${u.pid}: ${u.command}`);
    if (users.length === 0 && sqliteLockedByOthers(target))
      users.push("outra conexão mantém o arquivo aberto");
    if (users.length > 0) throw inUse(`O banco ${target}`, users);
  }
  makeDir(path.dirname(target));
  const staged = `${target}.restaurando`;
  for (const f of [staged, `${staged}-wal`, `${staged}-shm`]) rmSync(f, { force: true });
  copyFileSync(file, staged);
  chmodSync(staged, 0o600);
  let result: Omit<Restored, "kept">;
  try {
    const copy = new SQLite(staged, { fileMustExist: true });
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: copy }) });
    try {
      const check = copy.pragma("integrity_check", { simple: true });
      if (check !== "ok") throw new OpsError(`a cópia está danificada (integrity_check: ${check}).`);
      const tables = copy
        .prepare(
          "select count(*) as n from sqlite_master where type = 'table' and name in ('contact_message', 'outbox')",
        )
        .get() as { n: number };
      if (tables.n !== 2) throw new OpsError("a cópia não tem as tabelas contact_message e outbox.");
      const pending = copy.prepare("select count(*) as n from outbox where state = 'pending'").get() as {
        n: number;
      };
      if (pending.n > 0 && options.journal === undefined) throw decisionNeeded(file, pending.n);
      const reconciled = await reconcileOutbox(
        db,
        options.journal ?? "none",
        (options.now ?? new Date()).getTime(),
      );
      const counts = await countRows((text) => copy.prepare(text).all() as Record<string, unknown>[]);
      copy.pragma("journal_mode = DELETE");
      result = { counts, reconciled };
    } finally {
      await db.destroy();
    }
  } catch (error) {
    rmSync(staged, { force: true });
    throw error;
  }
  let kept: string | undefined;
  if (existsSync(target)) {
    kept = `${target}.antes-da-restauracao-${utcStamp(options.now ?? new Date())}`;
    renameSync(target, kept);
  }
  // The old file's WAL holds its last commits: it goes with it, and never beside the restored one.
  for (const suffix of ["-wal", "-shm"])
    if (existsSync(target + suffix)) {
      if (kept) renameSync(target + suffix, kept + suffix);
      else rmSync(target + suffix);
    }
  renameSync(staged, target);
  fsyncDir(path.dirname(target));
  return { ...result, kept };
}

export async function restorePostgres(url: string, file: string, options: RestoreOptions): Promise<Restored> {
  const where = describeUrl(url);
  if (!options.force) {
    const sessions = await postgresSessions(url).catch((error: Error) => {
      throw new OpsError(
        `não foi possível conectar ao PostgreSQL em ${where}: ${error.message}. Se o banco foi apagado, crie-o ` +
          "vazio (createdb) com o mesmo nome e dono antes de restaurar.",
      );
    });
    if (sessions.length > 0) throw inUse(`O banco ${where}`, sessions);
  }
  const outbox = await runPgTool("pg_restore", ["--data-only", "--table=outbox", "--file=-", file]);
  const pending = pendingInCopy(outbox.stdout);
  if (pending > 0 && options.journal === undefined) throw decisionNeeded(file, pending);
  const { dbname, env: pgEnv } = pgConnection(url);
  await runPgTool(
    "pg_restore",
    [
      "--clean",
      "--if-exists",
      "--no-owner",
      "--no-privileges",
      "--single-transaction",
      "--exit-on-error",
      "--no-password",
      `--dbname=${dbname}`,
      file,
    ],
    pgEnv,
  );
  const pool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 10_000 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    const now = (options.now ?? new Date()).getTime();
    const reconciled = await db
      .transaction()
      .execute((trx) => reconcileOutbox(trx, options.journal ?? "none", now));
    const counts = await countRows(async (text) => (await pool.query(text)).rows);
    return { counts, reconciled };
  } finally {
    await db.destroy();
  }
}

export async function restore(store: Store, file: string, options: RestoreOptions): Promise<Restored> {
  if (!existsSync(file)) throw new OpsError(`arquivo ${file} não encontrado.`);
  const kind = backupKind(file);
  if (!kind) throw new OpsError(`${file} não é uma cópia feita por npm run backup (nem SQLite nem pg_dump).`);
  if (kind !== store.dialect)
    throw new OpsError(
      `a cópia é de ${kind}, mas a configuração usa ${store.dialect} (DATABASE_URL ${store.dialect === "postgres" ? "definida" : "vazia"}).`,
    );
  return store.dialect === "sqlite"
    ? restoreSqlite(store.file, file, options)
    : restorePostgres(store.url, file, options);
}

function parseArgs(args: string[]): { file?: string; options: RestoreOptions } {
  const logs: string[] = [];
  let file: string | undefined;
  let none = false;
  let force = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? "";
    if (a === "--delivery-log") logs.push(args[++i] ?? "");
    else if (a === "--no-delivery-log") none = true;
    else if (a === "--force") force = true;
    else if (a.startsWith("--")) throw new OpsError(`opção desconhecida: ${a}`);
    else file = a;
  }
  if (logs.some((l) => !l))
    throw new OpsError("--delivery-log precisa de um arquivo (ou - para a entrada padrão).");
  if (none && logs.length > 0) throw new OpsError("use --delivery-log ou --no-delivery-log, não os dois.");
  let journal: RestoreOptions["journal"] = none ? "none" : undefined;
  if (logs.length > 0) {
    const read = readJournals(logs);
    if (read.lines === 0)
      throw new OpsError("o registro de entregas está vazio; confira o comando journalctl.");
    journal = read.ids;
  }
  return { file, options: { journal, force } };
}

async function main() {
  const { file, options } = parseArgs(process.argv.slice(2));
  if (!file) throw new OpsError("informe a cópia: npm run restore -- /caminho/contato-….sqlite|dump");
  const store = storeFrom(env());
  const restored = await restore(store, path.resolve(file), options);
  const where = store.dialect === "sqlite" ? store.file : describeUrl(store.url);
  process.stdout.write(
    [
      `Cópia restaurada: ${path.resolve(file)} → ${where} (${store.dialect}).`,
      ...(restored.kept ? [`O banco anterior foi guardado em ${restored.kept}.`] : []),
      `Banco restaurado: ${describeCounts(restored.counts)}`,
      describeReconciled(restored.reconciled),
      "Pode iniciar o site (e o worker, se houver).",
      "",
    ].join("\n"),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: Error) => {
    process.stderr.write(
      `Restauração NÃO feita: ${error instanceof OpsError ? error.message : (error.stack ?? error)}\n`,
    );
    process.exitCode = 1;
  });
}
