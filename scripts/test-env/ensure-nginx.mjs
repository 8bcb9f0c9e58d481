#!/usr/bin/env node
// Finds Debian's nginx for the multi-instance test (tests/e2e/cluster.spec.ts), installing it when we are root.
// Prints the binary's path on success; otherwise prints the reason on stderr and exits 1. It never touches the
// system's nginx configuration or service: the test runs its own nginx in the foreground with a temp config.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const candidates = ["/usr/sbin/nginx", "/usr/bin/nginx"];
const found = () => candidates.find((p) => existsSync(p));

if (!found()) {
  if (process.getuid?.() !== 0) {
    console.error("nginx não está instalado e não somos root para instalar (apt-get install -y nginx)");
    process.exit(1);
  }
  console.error("Instalando o pacote nginx do Debian...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync("apt-get", ["update"], { env, stdio: "ignore" });
  // policy-rc.d-style guard is not needed: the package's service may start, the test never uses it.
  const install = spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "nginx"], {
    env,
    encoding: "utf8",
  });
  if (install.status !== 0 || !found()) {
    console.error(`apt-get install nginx falhou: ${`${install.stdout}${install.stderr}`.slice(-300)}`);
    process.exit(1);
  }
}
console.log(found());
