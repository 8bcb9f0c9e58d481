import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendRaw } from "./http/raw-http-test-kit";

/**
 * `npm run dev` (server/dev.ts) runs the production pipeline: the same guards, headers and page cache answer
 * malformed requests and unknown methods as the built server does (tests/http/http/malformed-requests.test.ts).
 */
/** Any free port: the server prints the one it got. */
let port = 0;

const raw = (request: string) => sendRaw(port, `${request}\r\nHost: localhost\r\nConnection: close\r\n\r\n`);

let dev: ChildProcess | undefined;
let varDir = "";

beforeAll(async () => {
  varDir = mkdtempSync(path.join(tmpdir(), "dev-test-"));
  dev = spawn(process.execPath, ["--import", "tsx", "server/dev.ts"], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", VAR_DIR: varDir, OUTBOX_WORKER: "false" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      const listening = log.match(/Desenvolvimento em http:\/\/localhost:(\d+)/);
      if (listening) {
        port = Number(listening[1]);
        resolve();
      }
    };
    dev?.stdout?.on("data", read);
    dev?.stderr?.on("data", read);
    dev?.once("exit", (code) => reject(new Error(`npm run dev saiu (${code}):\n${log}`)));
  });
}, 120_000);

afterAll(() => {
  dev?.kill("SIGTERM");
  rmSync(varDir, { recursive: true, force: true });
});

describe("npm run dev", () => {
  it("answers a malformed request 400, as production does", async () => {
    for (const target of ["/%", "/%zz", "foo", "http://evil.example/"])
      expect((await raw(`GET ${target} HTTP/1.1`)).status, target).toBe(400);
  });
  it("answers a method a route does not take 405 with Allow, from the route's action", async () => {
    const put = await raw("PUT /produtos HTTP/1.1");
    expect(put.status).toBe(405);
    expect(put.head).toMatch(/^Allow: GET, HEAD$/m);
    const del = await raw("DELETE /contato HTTP/1.1");
    expect(del.status).toBe(405);
    expect(del.head).toMatch(/^Allow: GET, HEAD, POST$/m);
  });
  it("serves pages with the production headers", async () => {
    const first = await raw("GET /quem-somos HTTP/1.1");
    expect(first.status).toBe(200);
    expect(first.head).toMatch(/^Content-Security-Policy: .*script-src 'self' 'sha256-/im);
    expect(first.head).toMatch(/^Cache-Control: public, max-age=60/im);
  });
});
