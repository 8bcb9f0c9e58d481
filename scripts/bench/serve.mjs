// Starts the production server from a build folder on a free port for audits and benchmarks, and stops it.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export async function startServer({ buildDir = process.env.BUILD_DIR ?? "build", port, env = {} } = {}) {
  if (!existsSync(path.join(buildDir, "main.mjs")))
    throw new Error(`No build in ${buildDir}: run npm run build`);
  const child = spawn(process.execPath, [path.join(buildDir, "main.mjs")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      BUILD_DIR: buildDir,
      ...env,
    },
    // Its stdout (a JSON line per request) is not read here: a pipe nobody drains fills and blocks the server.
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  // Up to a minute: a busy machine (parallel builds, CI) can take that long to load the server bundle.
  for (let i = 0; ; i++) {
    try {
      const res = await fetch(`${origin}/healthz`);
      if (res.ok) break;
    } catch {}
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (i === 600) {
      child.kill("SIGTERM");
      throw new Error(`server did not answer ${origin}/healthz within 60 s`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    origin,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** The bundled catalogue's first supplement that has a sheet, for product-page measurements. */
export async function sampleProductEan(origin) {
  const res = await fetch(`${origin}/sitemap.xml`);
  const xml = await res.text();
  const eans = [...xml.matchAll(/produto\?ean=(\d+)/g)].map((m) => m[1]);
  return eans.find((e) => e.startsWith("7897412100")) ?? eans[0];
}

/**
 * Requests each path once, as a browser would (brotli accepted), so that every cacheable page is rendered, stored and
 * compressed before it is measured, then waits until the server process has used no CPU for 300 ms: its background
 * recompression (brotli 11, server/pages/page-store.ts) would otherwise run on the same two cores as the browser being
 * measured. A running site serves its pages from that cache; a measurement of the first request after a start does
 * not describe what a visitor gets. Where /proc cannot be read (not Linux), it only requests the pages.
 */
export async function warmUp(server, paths) {
  for (const path of paths) {
    const res = await fetch(`${server.origin}${path}`, { headers: { "accept-encoding": "br, gzip" } });
    await res.arrayBuffer();
  }
  const cpuTicks = () => {
    try {
      const fields = readFileSync(`/proc/${server.pid}/stat`, "utf8").split(") ")[1].split(" ");
      return Number(fields[11]) + Number(fields[12]); // utime + stime, all threads
    } catch {
      return undefined;
    }
  };
  let last = cpuTicks();
  if (last === undefined) return;
  // At most 30 s: past that the server is not settling (a busy machine) and the measurement says so by its figures.
  for (let quiet = 0, waited = 0; quiet < 3 && waited < 30_000; waited += 100) {
    await new Promise((r) => setTimeout(r, 100));
    const now = cpuTicks();
    quiet = now === last ? quiet + 1 : 0;
    last = now;
  }
}
