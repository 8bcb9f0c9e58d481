#!/usr/bin/env node
// Starts a local PostgreSQL for the contact tests and writes its URL to var/test-postgres-url.
// When it cannot (not installed and not root, an install or a start that fails) it says what to do and exits 1,
// so `npm test` stops there instead of running the PostgreSQL half of the suite as skips: a test tier never
// skips quietly because a tool is missing. The reason is also saved in var/test-postgres-skip for a spec run
// alone, which then skips with that reason printed.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";

const urlFile = "var/test-postgres-url";
const skipFile = "var/test-postgres-skip";
const role = "convale_test";
const password = "convale_test";
const database = "convale_test";
mkdirSync("var", { recursive: true });
rmSync(urlFile, { force: true });
rmSync(skipFile, { force: true });

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { encoding: "utf8", ...options });
  return { ok: result.status === 0, out: `${result.stdout ?? ""}${result.stderr ?? ""}`.trim() };
}

function skip(reason) {
  writeFileSync(skipFile, reason);
  console.error(
    `PostgreSQL indisponível: ${reason}.\nOs testes de PostgreSQL precisam dele: como root, rode ` +
      "`apt-get install postgresql` (ou este script, que instala e inicia o cluster local) e repita `npm test`.",
  );
  process.exit(1);
}

const isRoot = process.getuid?.() === 0;
const pgRoot = "/usr/lib/postgresql";
const versions = () =>
  existsSync(pgRoot) ? readdirSync(pgRoot).filter((v) => existsSync(`${pgRoot}/${v}/bin/initdb`)) : [];

if (versions().length === 0) {
  if (!isRoot)
    skip("PostgreSQL não está instalado e não somos root para instalar (apt-get install postgresql)");
  console.log("Instalando o pacote postgresql do Debian...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  run("apt-get", ["update"], { env });
  const install = run("apt-get", ["install", "-y", "--no-install-recommends", "postgresql"], { env });
  if (!install.ok || versions().length === 0)
    skip(`apt-get install postgresql falhou: ${install.out.slice(-300)}`);
}

const version = versions().sort((a, b) => Number(b) - Number(a))[0];
const asPostgres = (cmd, args) =>
  isRoot ? run("runuser", ["-u", "postgres", "--", cmd, ...args]) : run(cmd, args);

// Debian clusters are managed with pg_ctlcluster; create one when the package left none behind.
if (existsSync("/usr/bin/pg_lsclusters")) {
  const list = run("pg_lsclusters", ["--no-header"]);
  const line = list.out.split("\n").find((l) => l.startsWith(`${version} main`));
  if (!line) {
    const created = run("pg_createcluster", [version, "main"]);
    if (!created.ok) skip(`pg_createcluster falhou: ${created.out}`);
  }
  if (!run("pg_lsclusters", ["--no-header"]).out.includes(`${version} main`)) skip("cluster não encontrado");
  const status = run("pg_lsclusters", ["--no-header"]).out;
  if (!/main\s+\d+\s+online/.test(status)) {
    const started = isRoot
      ? run("pg_ctlcluster", [version, "main", "start"])
      : run("pg_ctlcluster", [version, "main", "start"]);
    if (!started.ok) skip(`pg_ctlcluster start falhou: ${started.out}`);
  }
} else {
  skip("pg_ctlcluster (postgresql-common) não encontrado");
}

const port =
  run("pg_lsclusters", ["--no-header"])
    .out.split("\n")
    .find((l) => l.startsWith(`${version} main`))
    ?.split(/\s+/)[2] ?? "5432";

const psql = (sql) => asPostgres("psql", ["-p", port, "-v", "ON_ERROR_STOP=1", "-qAtc", sql]);
let ready = psql("select 1");
for (let i = 0; i < 20 && !ready.ok; i++) {
  spawnSync("sleep", ["0.5"]);
  ready = psql("select 1");
}
if (!ready.ok) skip(`o servidor não responde: ${ready.out}`);

if (psql(`select 1 from pg_roles where rolname = '${role}'`).out !== "1") {
  const created = psql(`create role ${role} login password '${password}'`);
  if (!created.ok) skip(`create role falhou: ${created.out}`);
}
if (psql(`select 1 from pg_database where datname = '${database}'`).out !== "1") {
  const created = psql(`create database ${database} owner ${role}`);
  if (!created.ok) skip(`create database falhou: ${created.out}`);
}

const url = `postgres://${role}:${password}@127.0.0.1:${port}/${database}`;
writeFileSync(urlFile, url);
console.log(`PostgreSQL ${version} pronto: ${url} (gravado em ${urlFile})`);
