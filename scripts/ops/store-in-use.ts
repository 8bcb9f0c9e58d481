/**
 * Is the message store in use? A restore under a running site would be lost or worse: an instance keeps writing
 * to the SQLite file it opened (even after it was deleted or replaced), and a worker would send the restored
 * pending rows before the outbox is reconciled (scripts/ops/outbox-after-restore.ts).
 */
import { existsSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import SQLite from "better-sqlite3";
import pg from "pg";

export interface User {
  pid: number;
  command: string;
}

/**
 * Processes with the SQLite file (or its -wal/-shm) open, from /proc: this sees a file that was deleted under a
 * running instance ("… (deleted)"), which no lock on a new file could. As root it sees every process.
 */
export function processesUsing(file: string, procDir = "/proc"): User[] {
  const names = new Set([file, `${file}-wal`, `${file}-shm`]);
  const users: User[] = [];
  if (!existsSync(procDir)) return users;
  for (const entry of readdirSync(procDir)) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    let fds: string[];
    try {
      fds = readdirSync(`${procDir}/${pid}/fd`);
    } catch {
      continue;
    }
    const holds = fds.some((fd) => {
      try {
        return names.has(readlinkSync(`${procDir}/${pid}/fd/${fd}`).replace(/ \(deleted\)$/, ""));
      } catch {
        return false;
      }
    });
    if (!holds) continue;
    let command = "?";
    try {
      command = readFileSync(`${procDir}/${pid}/cmdline`, "utf8").split("\0").join(" ").trim();
    } catch {}
    users.push({ pid, command });
  }
  return users;
}

/**
 * SQLite's own answer: in WAL mode every open connection holds a shared lock on the -shm file, so an exclusive
 * transaction in exclusive locking mode fails with SQLITE_BUSY while any other connection is open, on this
 * machine or on a shared mount that /proc cannot see.
 */
export function sqliteLockedByOthers(file: string): boolean {
  if (!existsSync(file)) return false;
  let probe: SQLite.Database | undefined;
  try {
    probe = new SQLite(file, { fileMustExist: true, timeout: 0 });
    probe.pragma("locking_mode = EXCLUSIVE");
    probe.exec("begin exclusive");
    probe.exec("commit");
    return false;
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith("SQLITE_BUSY")) return true;
    // A damaged file is what a restore is for: not "in use".
    return false;
  } finally {
    probe?.close();
  }
}

/** Other client sessions on the database (the site's instances, a worker, a psql left open). */
export async function postgresSessions(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ who: string }>(
      `select coalesce(nullif(application_name, ''), 'cliente') || ' de ' ||
              coalesce(host(client_addr), 'socket local') || ' (pid ' || pid || ')' as who
         from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    return rows.map((r) => r.who);
  } finally {
    await client.end().catch(() => {});
  }
}
