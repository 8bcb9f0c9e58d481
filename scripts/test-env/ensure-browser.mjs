#!/usr/bin/env node
// Makes sure Debian's Chromium is there for Playwright: installs it when missing and we are root, else says how.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (existsSync(chromium)) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Chromium não encontrado em ${chromium}. Instale o pacote do Debian com:\n  sudo apt-get update && sudo apt-get install -y chromium\nou aponte CHROMIUM_PATH para um Chromium existente.`,
  );
  process.exit(1);
}
console.log("Instalando o Chromium do Debian (apt-get install chromium)...");
try {
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
} catch {
  console.error("Falha ao instalar o Chromium com apt-get. Instale o pacote 'chromium' e tente de novo.");
  process.exit(1);
}
if (!existsSync(chromium)) {
  console.error(`O pacote foi instalado, mas ${chromium} não existe. Defina CHROMIUM_PATH.`);
  process.exit(1);
}
