#!/usr/bin/env node
// Finds Debian's nginx for the multi-instance test (tests/ops/cluster.spec.ts), installing it when we are root.
// Prints the binary's path on success; otherwise prints the reason on stderr and exits 1. It never touches the
// system's nginx configuration or service: the test runs its own nginx in the foreground with a temp config
// (the package's own service may start on install; the test never uses it).
import { ensureDebianBinary } from "./debian-package.mjs";

ensureDebianBinary({ binary: "nginx", pkg: "nginx", candidates: ["/usr/sbin/nginx", "/usr/bin/nginx"] });
