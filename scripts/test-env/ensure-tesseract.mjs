#!/usr/bin/env node
// Finds tesseract for the packshot OCR test (scripts/build/assets/packshot-ocr.test.ts), installing Debian's
// tesseract-ocr (its English data, tesseract-ocr-eng, is a dependency) and the Portuguese data (tesseract-ocr-por:
// "cápsulas", "sachês") when we are root, as ensure-poppler.mjs does for pdftotext. Prints the binary's path on
// success; otherwise prints what to install on stderr and exits 1, so the test never turns into a skip.
import { existsSync } from "node:fs";
import { ensureDebianBinary } from "./debian-package.mjs";

const candidates = ["/usr/bin/tesseract", "/usr/local/bin/tesseract"];
ensureDebianBinary({ binary: "tesseract", pkg: "tesseract-ocr", candidates });

// tesseract-ocr brings the English model only; the Portuguese model is a package of its own.
const porData = [
  "/usr/share/tesseract-ocr/5/tessdata/por.traineddata",
  "/usr/share/tesseract-ocr/4.00/tessdata/por.traineddata",
];
if (!porData.some((file) => existsSync(file)))
  ensureDebianBinary({ binary: "por.traineddata", pkg: "tesseract-ocr-por", candidates: porData });
