#!/usr/bin/env node
// Finds poppler's pdftotext for the technical-sheet PDF test (scripts/build/assets/tech-sheet-pdf.test.ts),
// installing Debian's poppler-utils when we are root: node_modules has no PDF reader (pdfkit only writes).
// Prints the binary's path on success; otherwise prints the reason on stderr and exits 1.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const candidates = ["/usr/bin/pdftotext", "/usr/local/bin/pdftotext"];
const found = () => candidates.find((p) => existsSync(p));

if (!found()) {
  if (process.getuid?.() !== 0) {
    console.error(
      "pdftotext não está instalado e não somos root para instalar (apt-get install -y poppler-utils)",
    );
    process.exit(1);
  }
  console.error("Instalando o pacote poppler-utils do Debian...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync("apt-get", ["update"], { env, stdio: "ignore" });
  const install = spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "poppler-utils"], {
    env,
    encoding: "utf8",
  });
  if (install.status !== 0 || !found()) {
    console.error(
      `apt-get install poppler-utils falhou: ${`${install.stdout}${install.stderr}`.slice(-300)}`,
    );
    process.exit(1);
  }
}
console.log(found());
