/**
 * `npm run bench:contact`: accepted contact submissions per second and latency of POST /api/enviar-email-contato,
 * with the rate limit off. Each request carries its own solved ALTCHA payload (made here with the server's key,
 * so solving is not what we measure) and its own idempotency key, and is committed durably before its 202.
 *
 * Options (env): BENCH_REQUESTS (default 4000), BENCH_CONNECTIONS (default 16), DATABASE_URL (PostgreSQL instead
 * of the SQLite file in a temporary VAR_DIR).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import autocannon from "autocannon";
import { createAltcha, createFormTokens } from "../../server/contact/altcha";
import { openDatabase } from "../../server/db/database";

const total = Number(process.env.BENCH_REQUESTS ?? 4000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const hmacKey = randomBytes(16).toString("hex");
const varDir = mkdtempSync(path.join(tmpdir(), "bench-contato-"));
const databaseUrl = process.env.DATABASE_URL ?? "";

console.log(`Preparando ${total} envios com verificação resolvida...`);
const altcha = createAltcha({ hmacKey, cost: 1, maxCounter: 20 });
const token = createFormTokens(hmacKey).issue(Date.now() - 60_000);
const bodies: string[] = [];
for (let i = 0; i < total; i++) {
  const challenge = await altcha.createChallenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  const payload = Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString("base64");
  bodies.push(
    JSON.stringify({
      nomeCompleto: `Pessoa ${i}`,
      email: `pessoa${i}@example.com`,
      telefone: "(12) 99876-5432",
      assunto: "comercial",
      mensagem: "Mensagem de carga para medir o envio do formulário de contato.",
      altcha: payload,
      formToken: token,
      idempotencyKey: `bench-${i}-${hmacKey.slice(0, 8)}`,
    }),
  );
}

const child = spawn(process.execPath, ["--import", "tsx", "server/contact/contact-api-server.ts"], {
  env: {
    ...process.env,
    PORT: "0",
    VAR_DIR: varDir,
    DATABASE_URL: databaseUrl,
    ALTCHA_HMAC_KEY: hmacKey,
    CONTACT_RATE_LIMIT_MAX: "0",
    CONTACT_MIN_FILL_MS: "0",
    OUTBOX_WORKER: "false",
  },
  stdio: ["ignore", "pipe", "inherit"],
});
const port = await new Promise<string>((resolve, reject) => {
  let out = "";
  child.stdout?.on("data", (c: Buffer) => {
    out += c.toString();
    const m = /ready (\d+)/.exec(out);
    if (m?.[1]) resolve(m[1]);
  });
  child.once("exit", (code) => reject(new Error(`servidor saiu (${code})`)));
});

let next = 0;
const result = await autocannon({
  url: `http://127.0.0.1:${port}`,
  connections,
  amount: total,
  requests: [
    {
      method: "POST",
      path: "/api/enviar-email-contato",
      headers: { "content-type": "application/json" },
      setupRequest: (req) => ({ ...req, body: bodies[next++ % bodies.length] }),
    },
  ],
});
child.kill("SIGTERM");

const accepted = result["2xx"];
const database = await openDatabase({ databaseUrl, varDir });
const stored = await database.db
  .selectFrom("contact_message")
  .select(database.db.fn.countAll().as("n"))
  .executeTakeFirstOrThrow();
await database.close();

const seconds = result.duration;
console.log(
  `\nBanco: ${databaseUrl ? "PostgreSQL" : "SQLite (WAL, synchronous=FULL)"}; ${connections} conexões; limite de taxa desligado`,
);
console.log(
  `Envios aceitos (202): ${accepted} de ${result.requests.total} em ${seconds.toFixed(1)} s; outras respostas: ${result.non2xx}; erros: ${result.errors}`,
);
console.log(`Mensagens gravadas no banco: ${Number(stored.n)}`);
console.log(`Aceitos por segundo: ${(accepted / seconds).toFixed(0)}`);
console.log(
  `Latência: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, máx ${result.latency.max} ms`,
);
