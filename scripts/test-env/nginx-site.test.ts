import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientKey } from "../../server/http/client-key";
import { findNginx, renderSite, wrapNginxConf } from "./nginx-site.mjs";

/** The repository's nginx template, checked by nginx itself: `nginx -t` and a live Accept-Encoding map. */

const nginx = findNginx();
const port = Number(process.env.NGINX_TEST_PORT ?? 5340);
const dir = mkdtempSync(path.join(tmpdir(), "nginx-site-test-"));

const wrap = (body: string) => wrapNginxConf(dir, body);

const site = (upstreams: string[], upstreamHeader = false) =>
  renderSite({
    cacheDir: dir,
    upstreams,
    listen: `127.0.0.1:${port}`,
    clientDir: "build/client",
    upstreamHeader,
  });

function nginxTest(conf: string): { status: number | null; output: string } {
  const file = path.join(dir, "test.conf");
  writeFileSync(file, conf);
  const r = spawnSync(nginx.bin ?? "", ["-t", "-p", dir, "-c", file, "-e", path.join(dir, "error.log")], {
    encoding: "utf8",
  });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

let child: ChildProcess | undefined;

describe.skipIf(!nginx.bin)(`deploy/nginx/site.conf.template (${nginx.reason ?? nginx.bin})`, () => {
  beforeAll(async () => {
    // The template's own maps, and a server that answers with what would be sent on to the app.
    const maps = site(["127.0.0.1:1"]).match(/^map [\s\S]*?^}/gm) ?? [];
    expect(maps.length).toBeGreaterThanOrEqual(1);
    const conf = wrap(`${maps.join("\n")}
  server {
    listen 127.0.0.1:${port};
    location / { default_type text/plain; return 200 "[$convale_accept_encoding]"; }
    # The client key as nginx would count it, for an address a test names (the realip module sets it, before
    # anything reads it, for the whole server).
    set_real_ip_from 127.0.0.1;
    real_ip_header X-Test-Client;
    location = /cliente {
      default_type text/plain;
      return 200 "$remote_addr $convale_client [$convale_limit_key]";
    }
  }`);
    writeFileSync(path.join(dir, "maps.conf"), conf);
    child = spawn(
      nginx.bin ?? "",
      ["-p", dir, "-c", path.join(dir, "maps.conf"), "-e", path.join(dir, "error.log")],
      {
        stdio: "ignore",
      },
    );
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
      } catch {}
      if (i > 100) throw new Error("nginx de teste não respondeu");
      await new Promise((r) => setTimeout(r, 50));
    }
  });

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child?.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it("renders a valid configuration for one, two and three upstreams", () => {
    for (const upstreams of [
      ["127.0.0.1:5301"],
      ["127.0.0.1:5301", "127.0.0.1:5302"],
      ["127.0.0.1:5303", "127.0.0.2:5304", "127.0.0.3:5305"],
    ]) {
      const rendered = site(upstreams, true);
      for (const u of upstreams) expect(rendered).toContain(`server ${u};`);
      const result = nginxTest(wrap(rendered));
      expect(result.output, upstreams.join(" ")).toContain("test is successful");
      expect(result.status).toBe(0);
    }
    // The test-only header is opt-in: a deployment never names its instances.
    expect(site(["a:1", "b:2"])).not.toContain("X-Upstream");
  });

  it("reduces Accept-Encoding to what the client accepts, honouring q=0", async () => {
    const cases: [string | undefined, string][] = [
      ["gzip, deflate, br, zstd", "br, gzip"],
      ["br", "br"],
      ["gzip", "gzip"],
      ["identity", ""],
      [undefined, ""],
      ["br;q=0, gzip", "gzip"],
      ["gzip;q=0, br", "br"],
      ["br;q=0.000, gzip;q=0", ""],
      ["br; q=0, gzip; q=0.5", "gzip"],
      ["br;q=0.5, gzip;q=1.0", "br, gzip"],
      ["brotli, xgzip", ""],
      ["BR;Q=0, GZIP", "gzip"],
    ];
    for (const [header, expected] of cases) {
      const res = await fetch(`http://127.0.0.1:${port}/`, {
        headers: header === undefined ? { "accept-encoding": "" } : { "accept-encoding": header },
      });
      expect(await res.text(), String(header)).toBe(`[${expected}]`);
    }
  });

  it("counts an IPv4 address, or an IPv6 /64, under the same key as the app; never the machine itself", async () => {
    // Every way "::" can fall inside or after the first four groups, as nginx writes them; the long form shows
    // that nginx rewrites an address before the map sees it.
    const addresses: [string, string][] = [
      ["203.0.113.7", "203.0.113.7"],
      ["::ffff:198.51.100.9", "198.51.100.9"],
      ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
      ["2001:db8:1:2::", "2001:db8:1:2::/64"],
      ["2001:db8:1:0:1::", "2001:db8:1:0::/64"],
      ["2001:db8:1::5", "2001:db8:1:0::/64"],
      ["2001:db8::1", "2001:db8:0:0::/64"],
      ["2001:0db8:0000:0000:0000:0000:0000:0001", "2001:db8:0:0::/64"],
      ["2001:db8::1:2:3:4", "2001:db8:0:0::/64"],
      ["2001:db8::a:1:2:3:4", "2001:db8:0:a::/64"],
      ["2001::a:b:1:2:3:4", "2001:0:a:b::/64"],
      ["2001::a:1:2:3:4", "2001:0:0:a::/64"],
      ["2001::1", "2001:0:0:0::/64"],
      ["::a:b:c:1:2:3:4", "0:a:b:c::/64"],
      ["::a:b:1:2:3:4", "0:0:a:b::/64"],
      ["::a:1:2:3:4", "0:0:0:a::/64"],
      ["::1", "0:0:0:0::/64"],
      ["127.0.0.1", "127.0.0.1"],
      ["127.0.0.2", "127.0.0.2"],
    ];
    for (const [address, expected] of addresses) {
      const res = await fetch(`http://127.0.0.1:${port}/cliente`, { headers: { "x-test-client": address } });
      const [written, key, counted] = (await res.text()).split(" ");
      expect(key, `${address} (nginx: ${written}, key ${key})`).toBe(expected);
      expect(clientKey(written), address).toBe(expected);
      // What limit_req counts: the same key, except the machine's own addresses.
      const own = written === "127.0.0.1" || written === "::1";
      expect(counted, address).toBe(own ? "[]" : `[${expected}]`);
    }
  });
});
