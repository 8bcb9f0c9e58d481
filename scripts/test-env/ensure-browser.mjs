#!/usr/bin/env node
// Makes sure Debian's Chromium is there: the full browser (Lighthouse, the budgets, the interaction audit) and its
// headless shell of the same version (the e2e and operations tiers, scripts/test-env/chromium.mjs). Installs both
// in one apt-get call when either is missing and we are root, so their shared `chromium-common` agrees; else says how.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath, testChromiumPath } from "./chromium.mjs";

const missing = [chromiumPath, testChromiumPath].filter((p) => !existsSync(p));
if (missing.length === 0) process.exit(0);

const packages = ["chromium", "chromium-headless-shell"];
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Chromium não encontrado em ${missing.join(" e ")}. Instale os pacotes do Debian com:\n  sudo apt-get update && sudo apt-get install -y ${packages.join(" ")}\nou aponte CHROMIUM_PATH e TEST_CHROMIUM_PATH para binários existentes.`,
  );
  process.exit(1);
}
console.log(`Instalando o Chromium do Debian (apt-get install ${packages.join(" ")})...`);
try {
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", ...packages], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
} catch {
  console.error(`Falha ao instalar com apt-get. Instale os pacotes ${packages.join(" ")} e tente de novo.`);
  process.exit(1);
}
const still = [chromiumPath, testChromiumPath].filter((p) => !existsSync(p));
if (still.length > 0) {
  console.error(
    `Os pacotes foram instalados, mas ${still.join(" e ")} não existe. Defina CHROMIUM_PATH / TEST_CHROMIUM_PATH.`,
  );
  process.exit(1);
}
