import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { expect } from "@playwright/test";
import { SMTPServer } from "smtp-server";
import { answers, type Instance, startInstance, until } from "../e2e/support/instance";
import { submitContact } from "../e2e/support/visitor";

/**
 * The restore drill of docs/deploy.md ("Cópia de segurança e restauração"), shared by the SQLite and PostgreSQL
 * specs: a running site and its worker, a backup taken while some messages are still pending, some of those
 * delivered after the backup, the store deleted, restored with the services' logs as the delivery journal, the
 * site started again.
 * Every message acknowledged before the backup must be stored again and delivered exactly once overall
 * (docs/decisions/132-backup-and-restore.md).
 */

export interface DrillStore {
  /** VAR_DIR and DATABASE_URL of the site and of the npm scripts. */
  env: Record<string, string>;
  /** The outbox as stored now; each call opens and closes its own connection (an open one is "in use"). */
  outbox: () => Promise<{ message_id: string; state: string }[]>;
  messageIds: () => Promise<string[]>;
  /** Deletes the store: the SQLite file, or the PostgreSQL database dropped and created empty. */
  destroy: () => Promise<void>;
}

/** An SMTP peer that answers 451 to the messages `defer` names, and records (by message id) what it accepts. */
export async function startSink() {
  const received: string[] = [];
  let defer: (id: string) => boolean = () => false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (c: Buffer) => {
        raw += c.toString();
      });
      stream.on("end", () => {
        const id = /^X-Convale-Message-Id:\s*(\S+)/im.exec(raw)?.[1] ?? "?";
        if (defer(id)) return callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
        received.push(id);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    deferWhen(rule: (id: string) => boolean) {
      defer = rule;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** `npm run <script> -- args` as an operator types it. */
export function npmRun(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn("npm", ["run", "--silent", script, "--", ...args], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (c: Buffer) => {
      out += c.toString();
    });
    child.stderr.on("data", (c: Buffer) => {
      out += c.toString();
    });
    child.on("close", (code) => resolve({ code, out }));
  });
}

const times = (list: string[], id: string) => list.filter((x) => x === id).length;

/** The outbox worker as its own service (`npm run worker`), with its output kept: part of the delivery journal. */
function startWorker(env: Record<string, string>) {
  let output = "";
  const child = spawn(process.execPath, [`${process.env.BUILD_DIR ?? "build"}/worker.mjs`], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (c: Buffer) => {
    output += c.toString();
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    /** SIGTERM, as systemd stops it; resolves with everything it printed. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
      return output;
    },
  };
}

export async function runDrill(store: DrillStore, port: number, work: string) {
  const sink = await startSink();
  const siteEnv = {
    ...store.env,
    SMTP_URL: sink.url,
    CONTACT_RATE_LIMIT_MAX: "0",
    OUTBOX_POLL_MS: "200",
    OUTBOX_RETRY_BASE_MS: "200",
    // The worker runs as its own process, so it can be stopped while messages wait: no failed attempt, hence no
    // provider-incident pause (server/mail/delivery-policy.ts), makes the pending rows of the backup.
    OUTBOX_WORKER: "false",
  };
  const submit = async (site: Instance, label: string, n: number) => {
    const ids: string[] = [];
    for (let i = 1; i <= n; i++) {
      const r = await submitContact(site.origin, `${label} ${i}`);
      expect(r.status, r.message).toBe(202);
      ids.push(r.id ?? "");
    }
    return ids;
  };
  const stateOf = async (ids: string[]) => {
    const rows = await store.outbox();
    return ids.map((id) => rows.find((r) => r.message_id === id)?.state);
  };
  let site = startInstance(port, siteEnv);
  let worker = startWorker(siteEnv);
  const journal: string[] = [];
  try {
    await until(() => answers(`${site.origin}/readyz`), `site: ${site.log()}`, 60_000);
    const before = await submit(site, "Entregue antes", 3);
    await until(async () => sink.received.length === 3, "as três primeiras entregues");
    // The worker stops (a deploy, a stuck host): these stay pending in the backup.
    journal.push(await worker.stop());
    const laterSent = await submit(site, "Entregue depois", 3);
    const neverSent = await submit(site, "Nunca entregue", 2);
    await until(
      async () => (await stateOf([...laterSent, ...neverSent])).every((s) => s === "pending"),
      "pendentes",
    );

    const copies = path.join(work, "copias");
    const made = await npmRun("backup", ["--to", copies], store.env);
    console.log(made.out.trim());
    expect(made.code, made.out).toBe(0);
    expect(made.out).toMatch(/mensagens 8; outbox: .*pendentes 5/);
    const file = /Cópia de segurança gravada: (\S+)/.exec(made.out)?.[1] ?? "";
    expect(path.basename(file)).toMatch(/^contato-(sqlite|postgres)-\d{8}T\d{6}Z\.(sqlite|dump)$/);

    // After the backup the worker delivers three of the five (the provider defers the other two): the restored
    // copy still calls all five pending.
    sink.deferWhen((id) => neverSent.includes(id));
    worker = startWorker(siteEnv);
    await until(
      async () => (await stateOf(laterSent)).every((s) => s === "sent"),
      "três entregues após a cópia",
      60_000,
    );

    const busy = await npmRun("restore", [file, "--no-delivery-log"], store.env);
    expect(busy.code, busy.out).toBe(1);
    expect(busy.out).toContain("está em uso");

    await site.stop();
    journal.push(await worker.stop(), site.log());
    const journalFile = path.join(work, "entregas.log");
    writeFileSync(journalFile, journal.join("\n"));
    await store.destroy();

    const undecided = await npmRun("restore", [file], store.env);
    expect(undecided.code, undecided.out).toBe(1);
    expect(undecided.out).toContain("5 mensagem(ns) pendente(s)");
    const restored = await npmRun("restore", [file, "--delivery-log", journalFile], store.env);
    console.log(restored.out.trim());
    expect(restored.code, restored.out).toBe(0);
    expect(restored.out).toContain("3 marcada(s) como enviada(s) pelo registro de entregas; 2 pendente(s)");
    expect((await store.messageIds()).sort()).toEqual([...before, ...laterSent, ...neverSent].sort());

    sink.deferWhen(() => false);
    site = startInstance(port, { ...siteEnv, OUTBOX_WORKER: "true" });
    await until(() => answers(`${site.origin}/readyz`), `site após a restauração: ${site.log()}`, 60_000);
    // Nothing left to send means nothing more can be sent: every row is 'sent' when the receipts are counted.
    await until(
      async () => (await store.outbox()).every((r) => r.state === "sent"),
      "toda a outbox enviada",
      60_000,
    );
    const all = [...before, ...laterSent, ...neverSent];
    console.log(`recebidas pelo provedor: ${sink.received.length} para ${all.length} mensagens confirmadas`);
    expect(all.map((id) => times(sink.received, id))).toEqual(all.map(() => 1));
    expect(sink.received).toHaveLength(all.length);
  } finally {
    await worker.stop();
    await site.stop();
    console.log(`log do site (fim):\n${site.log().slice(-1200)}`);
    await sink.close();
  }
}
