import { spawnSync } from "node:child_process";
import { chmodSync, chownSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A PostgreSQL instance of the test's own (initdb + pg_ctl, its own data folder, port and socket folder), so a test
 * can stop and restart it. The shared cluster on 5432 serves the other tests and is never touched.
 */

const bin = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

export interface OwnPostgres {
  url: string;
  port: number;
  start: () => void;
  stop: () => void;
  restart: () => void;
  running: () => boolean;
  /** Stops it if running and deletes its folder. */
  destroy: () => void;
}

function run(args: string[], asUser: string | null): { status: number | null; output: string } {
  const [cmd = "", ...rest] = args;
  const r = asUser
    ? spawnSync("runuser", ["-u", asUser, "--", cmd, ...rest], { encoding: "utf8" })
    : spawnSync(cmd, rest, { encoding: "utf8" });
  return { status: r.status, output: `${r.stdout ?? ""}${r.stderr ?? ""}` };
}

/** Creates and starts it; returns null with the reason when PostgreSQL's binaries cannot be run here. */
export function createOwnPostgres(port: number): OwnPostgres | { reason: string } {
  const root = process.getuid?.() === 0;
  const user = root ? "postgres" : null;
  const dir = mkdtempSync(path.join(tmpdir(), "own-pg-"));
  const data = path.join(dir, "data");
  const log = path.join(dir, "log");
  if (root) {
    const ids = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
    const gids = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
    if (ids.status !== 0) return { reason: "usuário postgres não existe" };
    chownSync(dir, Number(ids.stdout.trim()), Number(gids.stdout.trim()));
    chmodSync(dir, 0o700);
  }
  const init = run([`${bin}/initdb`, "-D", data, "-U", "postgres", "-A", "trust", "--no-sync"], user);
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return { reason: `initdb falhou: ${init.output.slice(-300)}` };
  }
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const ctl = (verb: string, extra: string[] = []) => {
    const r = run([`${bin}/pg_ctl`, "-D", data, "-l", log, "-w", "-t", "60", ...extra, verb], user);
    if (r.status !== 0) throw new Error(`pg_ctl ${verb} falhou: ${r.output.slice(-400)}`);
  };
  let running = false;
  const instance: OwnPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start() {
      ctl("start", ["-o", options]);
      running = true;
    },
    stop() {
      ctl("stop", ["-m", "fast"]);
      running = false;
    },
    restart() {
      ctl("restart", ["-m", "fast", "-o", options]);
      running = true;
    },
    running: () => running,
    destroy() {
      if (running) {
        try {
          instance.stop();
        } catch {}
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    instance.start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return { reason: (error as Error).message };
  }
  return instance;
}
