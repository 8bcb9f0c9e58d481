import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
// The plain runner: this test opens no page, it speaks HTTP to servers of its own.
import { expect, test } from "@playwright/test";
import type { Challenge } from "altcha-lib";
import { solve } from "../../server/contact/contact-test-kit";
import { answers, startInstance, until } from "../e2e/support/instance";
import { submitWithin } from "./storage-support";

/**
 * The robot check with the database away (docs/decisions/129-honest-storage-faults.md): with ALTCHA_HMAC_KEY set,
 * challenges and form tokens need no database, so the widget works and a post gets the honest 503; without the
 * key, the key lives in the database and the challenge answers 503 too.
 */

// This spec's range: STORAGE_PORT + 2 and + 3 for the sites.
const base = Number(process.env.STORAGE_PORT ?? 4420);
const varDir = mkdtempSync(path.join(tmpdir(), "storage-altcha-"));
test.afterAll(() => rmSync(varDir, { recursive: true, force: true }));

/** A PostgreSQL address where nothing listens: a port taken from the system, then closed again. */
async function deadDatabaseUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return `postgres://postgres@127.0.0.1:${port}/convale`;
}

test("database away, ALTCHA_HMAC_KEY set: a challenge that solves, a form token, then 503 'nada foi enviado'", async () => {
  test.setTimeout(90_000);
  const server = startInstance(base + 2, {
    VAR_DIR: varDir,
    DATABASE_URL: await deadDatabaseUrl(),
    ALTCHA_HMAC_KEY: "chave-de-teste-do-altcha-0123456789abcdef",
  });
  try {
    await until(() => answers(`${server.origin}/healthz`), `servidor: ${server.log()}`, 60_000);
    expect((await fetch(`${server.origin}/readyz`)).status).toBe(503);
    const challenge = await fetch(`${server.origin}/api/altcha`);
    expect(challenge.status).toBe(200);
    expect(await solve((await challenge.json()) as Challenge)).not.toBe("");
    const page = await (await fetch(`${server.origin}/contato`)).text();
    expect(/name="formToken"[^>]*value="([^"]+)"/.exec(page)?.[1]).toBeTruthy();
    const post = await submitWithin(server.origin, "Sem banco", 10_000);
    expect(post.status).toBe(503);
    expect(post.message).toContain("nada foi enviado");
  } finally {
    await server.stop();
  }
});

test("database away, no ALTCHA_HMAC_KEY: the challenge answers 503 (its key is in the database)", async () => {
  test.setTimeout(90_000);
  const server = startInstance(base + 3, { VAR_DIR: varDir, DATABASE_URL: await deadDatabaseUrl() });
  try {
    await until(() => answers(`${server.origin}/healthz`), `servidor: ${server.log()}`, 60_000);
    const challenge = await fetch(`${server.origin}/api/altcha`);
    expect(challenge.status).toBe(503);
  } finally {
    await server.stop();
  }
});
