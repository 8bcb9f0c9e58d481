/**
 * `npm run backup -- --to DIR`: a consistent copy of the message store, named with the UTC time it was taken.
 * SQLite: better-sqlite3's online backup of the file under VAR_DIR, while the site runs; the copy is a single
 * file (journal mode DELETE) checked with `PRAGMA integrity_check`. PostgreSQL: `pg_dump --format=custom` of
 * DATABASE_URL, from a snapshot exported by the connection that counts the rows, so the counts printed are the
 * dump's own. The file appears under its final name only when complete, readable by its owner only (it holds
 * visitors' personal data). Restore with `npm run restore -- FILE` (scripts/ops/restore.ts, docs/deploy.md).
 */
import { closeSync, existsSync, fsyncSync, openSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { env } from "../../app/utils/server/env.server";
import {
  backupName,
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
} from "./store";

/** Creates the empty target file (mode 0600) under a temporary name; a folder we cannot write fails here, clearly. */
function reserve(dir: string, name: string): { partial: string; final: string } {
  const final = path.join(dir, name);
  const partial = path.join(dir, `.${name}.parcial`);
  try {
    makeDir(dir);
    if (existsSync(final)) throw new OpsError(`${final} já existe; nada foi sobrescrito.`);
    rmSync(partial, { force: true });
    closeSync(openSync(partial, "wx", 0o600));
  } catch (error) {
    if (error instanceof OpsError) throw error;
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new OpsError(`não é possível gravar em ${dir} (${code}). Escolha uma pasta gravável com --to.`);
  }
  return { partial, final };
}

/** The copy is durable under its final name, or absent. */
function publish(partial: string, final: string) {
  const fd = openSync(partial, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(partial, final);
  const dirFd = openSync(path.dirname(final), "r");
  try {
    fsyncSync(dirFd);
  } finally {
    closeSync(dirFd);
  }
}

async function backupSqlite(file: string, partial: string): Promise<Counts> {
  if (!existsSync(file))
    throw new OpsError(`não há banco SQLite em ${file} (confira VAR_DIR); nada a copiar.`);
  const source = new SQLite(file, { fileMustExist: true, timeout: 10_000 });
  try {
    // Each step reads a consistent state; a write by the site between steps restarts the copy, so after the
    // first step everything left goes in one step.
    await source.backup(partial, { progress: ({ remainingPages }) => Math.max(remainingPages, 100) });
  } finally {
    source.close();
  }
  const copy = new SQLite(partial, { fileMustExist: true });
  try {
    // One self-contained file: the site turns WAL on again when it opens the restored copy.
    copy.pragma("journal_mode = DELETE");
    const check = copy.pragma("integrity_check", { simple: true });
    if (check !== "ok") throw new OpsError(`a cópia não passou na verificação de integridade: ${check}`);
    return await countRows((text) => copy.prepare(text).all() as Record<string, unknown>[]);
  } finally {
    copy.close();
  }
}

async function backupPostgres(url: string, partial: string): Promise<Counts> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect().catch((error: Error) => {
    throw new OpsError(`não foi possível conectar ao PostgreSQL em ${describeUrl(url)}: ${error.message}`);
  });
  try {
    await client.query("begin isolation level repeatable read read only");
    const exported = await client.query<{ snapshot: string }>("select pg_export_snapshot() as snapshot");
    const counts = await countRows(async (text) => (await client.query(text)).rows);
    const { dbname, env: pgEnv } = pgConnection(url);
    await runPgTool(
      "pg_dump",
      [
        "--format=custom",
        "--no-password",
        `--snapshot=${exported.rows[0]?.snapshot}`,
        `--file=${partial}`,
        `--dbname=${dbname}`,
      ],
      pgEnv,
    );
    await client.query("commit");
    // The table of contents must read back: a truncated or foreign file fails here, not on the day of a restore.
    await runPgTool("pg_restore", ["--list", partial]);
    return counts;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function backup(store: Store, dir: string, now = new Date()) {
  const { partial, final } = reserve(path.resolve(dir), backupName(store.dialect, now));
  try {
    const counts =
      store.dialect === "sqlite"
        ? await backupSqlite(store.file, partial)
        : await backupPostgres(store.url, partial);
    publish(partial, final);
    return { file: final, bytes: statSync(final).size, counts };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

async function main() {
  const args = process.argv.slice(2);
  const i = args.indexOf("--to");
  const dir = i >= 0 ? args[i + 1] : undefined;
  if (!dir) throw new OpsError("informe a pasta de destino: npm run backup -- --to /caminho/das/copias");
  const config = env();
  const store = storeFrom(config);
  const result = await backup(store, dir);
  const where = store.dialect === "sqlite" ? store.file : describeUrl(store.url);
  process.stdout.write(
    `Cópia de segurança gravada: ${result.file} (${(result.bytes / 1024).toFixed(0)} KiB)\n` +
      `Banco: ${store.dialect} (${where}); ${describeCounts(result.counts)}\n`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: Error) => {
    process.stderr.write(
      `Cópia de segurança NÃO feita: ${error instanceof OpsError ? error.message : (error.stack ?? error)}\n`,
    );
    process.exitCode = 1;
  });
}
