// Runs deploy/nginx/site.conf.template in a throwaway nginx for the e2e test and `npm run bench`: fills its
// placeholders, wraps it in a minimal nginx.conf that stays in the foreground with every file under one temp
// folder (never the system's nginx configuration or service), starts it and stops it.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const templatePath = new URL("../../deploy/nginx/site.conf.template", import.meta.url);

/**
 * The site block with its placeholders filled. Comment lines are left as they are: the template's header names
 * every placeholder, and a multi-line value (two or more upstreams) written into a comment used to spill its
 * second line out of the comment and break the configuration. `upstreamHeader` (tests only) adds
 * `X-Upstream: <address>` to every proxied answer, so a test can see which instance served it.
 */
export function renderSite({ cacheDir, upstreams, listen, clientDir, upstreamHeader = false }) {
  if (upstreams.length === 0) throw new Error("renderSite: ao menos um upstream");
  const values = {
    CACHE_DIR: cacheDir,
    UPSTREAMS: upstreams.map((u) => `server ${u};`).join("\n  "),
    LISTEN: listen,
    CLIENT_DIR: path.resolve(clientDir),
  };
  const text = readFileSync(templatePath, "utf8");
  const lines = text.split("\n").flatMap((line) => {
    if (/^\s*#/.test(line)) return [line];
    const filled = line.replace(/@([A-Z_]+)@/g, (whole, name) => values[name] ?? whole);
    const left = /@[A-Z_]+@/.exec(filled.replace(/#.*$/, ""));
    if (left) throw new Error(`placeholder sem valor no template do nginx: ${left[0]}`);
    const indent = /^\s*/.exec(line)?.[0] ?? "";
    // Beside the server's other add_header lines: one inside a location would drop all of them there.
    return upstreamHeader && /^\s*add_header X-Cache-Status\s/.test(line)
      ? [filled, `${indent}add_header X-Upstream $upstream_addr always;`]
      : [filled];
  });
  return lines.join("\n");
}

/**
 * A minimal nginx.conf around `body` (server and map blocks) that stays in the foreground and keeps its pid, logs
 * and temporary folders under `dir`, never the system's; creates those folders.
 */
export function wrapNginxConf(dir, body) {
  for (const d of ["body", "proxy", "fastcgi", "uwsgi", "scgi"])
    mkdirSync(path.join(dir, d), { recursive: true });
  return `daemon off;
master_process off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${body}
}
`;
}

/** Finds (or, as root, installs) Debian's nginx; { bin } or { reason }. */
export function findNginx() {
  const script = new URL("./ensure-nginx.mjs", import.meta.url);
  const r = spawnSync(process.execPath, [script.pathname], { encoding: "utf8" });
  return r.status === 0 ? { bin: r.stdout.trim() } : { reason: r.stderr.trim() || "ensure-nginx falhou" };
}

/**
 * Starts nginx on 127.0.0.1:port in front of the given upstreams; resolves once /healthz answers through it (with
 * `waitForApp: false`, once nginx answers at all: a test of what nginx says when no instance is up).
 */
export async function startNginx({
  bin,
  port,
  upstreams,
  clientDir = "build/client",
  upstreamHeader = false,
  waitForApp = true,
}) {
  const dir = mkdtempSync(path.join(tmpdir(), "convale-nginx-"));
  const site = renderSite({
    cacheDir: dir,
    upstreams,
    listen: `127.0.0.1:${port}`,
    clientDir,
    upstreamHeader,
  });
  writeFileSync(path.join(dir, "nginx.conf"), wrapNginxConf(dir, site));
  let stderr = "";
  const child = spawn(
    bin,
    ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")],
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  child.stderr.on("data", (c) => {
    stderr += c.toString();
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx saiu com ${child.exitCode}: ${stderr}`);
    try {
      const health = await fetch(`${origin}/healthz`);
      if (health.ok || !waitForApp) break;
    } catch {}
    if (i > 300) throw new Error(`nginx não respondeu em ${origin}: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    origin,
    dir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
