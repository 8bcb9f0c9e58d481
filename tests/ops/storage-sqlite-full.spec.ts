import { spawnSync } from "node:child_process";
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
// The plain runner: this test opens no page, it speaks HTTP and SMTP to processes of its own.
import { expect, test } from "@playwright/test";
import SQLite from "better-sqlite3";
import { startSmtp } from "../../server/contact/contact-test-kit";
import { answers, type Instance, startInstance, until } from "../e2e/support/instance";
import { type Answer, logMessages, readyz, submitWithin } from "./storage-support";

/**
 * The embedded SQLite store on a small file system that fills up (docs/decisions/129-honest-storage-faults.md):
 * posts answer 503 "nada foi enviado" with the real cause in the log, /readyz answers 503 while writes fail,
 * nothing acknowledged is lost, and once space is freed the same process takes messages again.
 */

// This spec's range: STORAGE_PORT (default 4420) for the site.
const port = Number(process.env.STORAGE_PORT ?? 4420);
const mount = mkdtempSync(path.join(tmpdir(), "storage-full-"));
const varDir = path.join(mount, "var");
const filler = path.join(mount, "enchimento");
let mounted = false;

test.beforeAll(() => {
  // Never a skip: without a mount the tier fails, saying what it needs.
  const r = spawnSync("mount", ["-t", "tmpfs", "-o", "size=8m,mode=0755", "tmpfs", mount], {
    encoding: "utf8",
  });
  if (r.status !== 0)
    throw new Error(
      `não foi possível montar um tmpfs de 8 MB em ${mount} (${`${r.stderr ?? ""}${r.error?.message ?? ""}`.trim()}): este teste enche um sistema de arquivos pequeno e precisa rodar como root com permissão de montar (CAP_SYS_ADMIN; num contêiner, --privileged ou --cap-add SYS_ADMIN)`,
    );
  mounted = true;
  mkdirSync(varDir);
});

test.afterAll(() => {
  if (mounted) spawnSync("umount", ["-l", mount]);
  rmSync(mount, { recursive: true, force: true });
});

/** Writes until the file system refuses (ENOSPC), big chunks first, then pages. */
function fillDisk() {
  const fd = openSync(filler, "a");
  try {
    for (const size of [256 * 1024, 4096, 512]) {
      const chunk = Buffer.alloc(size, 0x41);
      for (;;) {
        try {
          writeSync(fd, chunk);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === "ENOSPC") break;
          throw error;
        }
      }
    }
  } finally {
    closeSync(fd);
  }
}

function storedIds(): string[] {
  const db = new SQLite(path.join(varDir, "contato.sqlite"), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("select id from contact_message").all() as { id: string }[]).map((r) => r.id);
  } finally {
    db.close();
  }
}

test("SQLite on a full file system: 503 and readiness 503, nothing acknowledged lost; space freed: 202 again", async () => {
  test.setTimeout(180_000);
  const smtp = await startSmtp();
  let server: Instance | undefined;
  try {
    server = startInstance(port, {
      VAR_DIR: varDir,
      DATABASE_URL: "",
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: "200",
      CONTACT_RATE_LIMIT_MAX: "1000",
    });
    const origin = server.origin;
    await until(() => answers(`${origin}/readyz`), `servidor: ${server?.log()}`, 60_000);
    const answered: (Answer & { phase: string })[] = [];
    let n = 0;
    const send = async (phase: string) => {
      const a = await submitWithin(origin, `Disco ${phase} ${++n}`, 15_000);
      answered.push({ ...a, phase });
      return a;
    };
    for (let i = 0; i < 3; i++) expect((await send("antes")).status).toBe(202);

    fillDisk();
    // SQLite may still fit a few messages in the space its WAL already holds; it fails once that is used up.
    await until(
      async () => (await send("cheio")).status !== 202,
      "um envio recusado com o disco cheio",
      60_000,
    );
    for (let i = 0; i < 3; i++) await send("cheio");
    await until(async () => (await readyz(origin, 10_000)).status === 503, "readyz 503 com o disco cheio");
    const notReady = await readyz(origin, 10_000);
    expect(notReady.status).toBe(503);
    expect(notReady.detail).toMatch(/ENOSPC|SQLITE_FULL|SQLITE_IOERR/);
    // Pages need no writes: the site stays up.
    expect((await fetch(`${origin}/contato`)).status).toBe(200);

    const full = answered.filter((a) => a.phase === "cheio" && a.status !== 202);
    expect(full.length).toBeGreaterThan(0);
    for (const a of full) {
      expect(a.status, a.message).toBe(503);
      expect(a.message).toContain("nada foi enviado");
    }
    // The log names the real cause, never the ROLLBACK's SQLITE_ERROR that used to hide it.
    const lines = logMessages(server.log());
    expect(
      lines.some((l) => /contato: falha ao gravar \(sqlite, (SQLITE_FULL|SQLITE_IOERR\w*|ENOSPC)\)/.test(l)),
    ).toBe(true);
    expect(lines.filter((l) => /SQLITE_ERROR/.test(l))).toEqual([]);
    expect(lines.some((l) => /prontidão: o banco de mensagens não aceita escrita/.test(l))).toBe(true);

    rmSync(filler);
    await until(async () => (await readyz(origin, 10_000)).status === 200, "readyz 200 com espaço livre");
    for (let i = 0; i < 3; i++) expect((await send("liberado")).status).toBe(202);

    // Only 202 or 503, never a 500 or a visitor left waiting.
    expect(answered.filter((a) => a.status !== 202 && a.status !== 503)).toEqual([]);
    const acknowledged = answered.filter((a) => a.status === 202).map((a) => a.id ?? "");
    expect(storedIds().sort()).toEqual([...acknowledged].sort());
    await until(() => smtp.received.length >= acknowledged.length, "todas as confirmadas entregues", 60_000);
    const delivered = smtp.received.map((m) => m.header("x-convale-message-id"));
    expect([...delivered].sort()).toEqual([...acknowledged].sort());
    expect(server.child.exitCode).toBeNull();
    console.log(
      `antes/cheio/liberado: ${["antes", "cheio", "liberado"]
        .map((p) =>
          answered
            .filter((a) => a.phase === p)
            .map((a) => a.status)
            .join(","),
        )
        .join(" | ")}; confirmadas ${acknowledged.length}, entregues ${delivered.length}`,
    );
  } finally {
    if (server) console.log(`log da instância (últimos 3000 caracteres):\n${server.log().slice(-3000)}`);
    await server?.stop();
    await smtp.close();
  }
});
