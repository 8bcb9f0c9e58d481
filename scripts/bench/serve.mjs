// Starts the production server from a build folder on a free port for audits and benchmarks, and stops it.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
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
    stdio: ["ignore", "pipe", "inherit"],
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
