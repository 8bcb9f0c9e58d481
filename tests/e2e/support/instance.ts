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
