import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";

/** One production server (build/main.mjs) started by a test, with its output kept for the failure message. */
export interface Instance {
  child: ChildProcess;
  port: number;
  origin: string;
  log: () => string;
  /** Resident memory in bytes, from /proc. */
  rss: () => number;
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

export function startInstance(port: number, env: NodeJS.ProcessEnv): Instance {
  let output = "";
  const child = spawn(process.execPath, [`${process.env.BUILD_DIR ?? "build"}/main.mjs`], {
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: "https://www.laboratorioconvale.com.br",
      ALTCHA_COST: "1",
      ALTCHA_MAX_COUNTER: "50",
      CONTACT_MIN_FILL_MS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (c: Buffer) => {
    output += c.toString();
  });
  child.stderr?.on("data", (c: Buffer) => {
    output += c.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    child,
    port,
    origin: `http://127.0.0.1:${port}`,
    log: () => output,
    rss() {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    },
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
    },
  };
}

export async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 30_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`tempo esgotado esperando: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** A production server of a test's own on a free port (PORT=0), once it says where it listens. */
export interface OwnSite {
  child: ChildProcess;
  base: string;
  /** SIGTERM, then waits for the process to end. */
  stop: () => Promise<void>;
}

/**
 * Starts build/main.mjs with `env` over the test's own, on a port the system picks, and resolves with its address
 * from the "Site no ar em …" line. Its output is read to the end without being kept: one log line per request
 * would otherwise grow a string (or, unread, fill the pipe and block the server).
 */
export function startOwnSite(env: NodeJS.ProcessEnv): Promise<OwnSite> {
  const child = spawn(process.execPath, [`${process.env.BUILD_DIR ?? "build"}/main.mjs`], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      SITE_URL: "https://www.laboratorioconvale.com.br",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  return new Promise<OwnSite>((resolve, reject) => {
    let out: string | null = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      if (out === null) return;
      out += chunk.toString();
      const port = /Site no ar em http:\/\/localhost:(\d+)/.exec(out)?.[1];
      if (!port) return;
      out = null;
      resolve({ child, base: `http://127.0.0.1:${port}`, stop });
    });
    child.once("exit", (code) => reject(new Error(`o servidor saiu (${code})`)));
  });
}
