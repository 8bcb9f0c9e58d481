#!/usr/bin/env node
// Finds poppler's pdftotext for the technical-sheet PDF test (scripts/build/assets/tech-sheet-pdf.test.ts),
// installing Debian's poppler-utils when we are root: node_modules has no PDF reader (pdfkit only writes).
// Prints the binary's path on success; otherwise prints the reason on stderr and exits 1.
import { ensureDebianBinary } from "./debian-package.mjs";

ensureDebianBinary({
  binary: "pdftotext",
  pkg: "poppler-utils",
  candidates: ["/usr/bin/pdftotext", "/usr/local/bin/pdftotext"],
});
