// Finds a binary from a Debian package, installing the package with apt-get when it is missing and we are root
// (CI's fresh machine): the ensure-*.mjs scripts of this folder share it. Prints the binary's path on success;
// otherwise prints the reason on stderr and exits 1.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export function ensureDebianBinary({ binary, pkg, candidates }) {
  const found = () => candidates.find((p) => existsSync(p));
  if (!found()) {
    if (process.getuid?.() !== 0) {
      console.error(
        `${binary} não está instalado e não somos root para instalar (apt-get install -y ${pkg})`,
      );
      process.exit(1);
    }
    console.error(`Instalando o pacote ${pkg} do Debian...`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update"], { env, stdio: "ignore" });
    const install = spawnSync("apt-get", ["install", "-y", "--no-install-recommends", pkg], {
      env,
      encoding: "utf8",
    });
    if (install.status !== 0 || !found()) {
      console.error(`apt-get install ${pkg} falhou: ${`${install.stdout}${install.stderr}`.slice(-300)}`);
      process.exit(1);
    }
  }
  console.log(found());
}
