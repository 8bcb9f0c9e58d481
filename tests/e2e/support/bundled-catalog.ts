import { readFileSync } from "node:fs";
import path from "node:path";
import { buildCatalog } from "../../../app/features/catalog/ingest/build-catalog.server";

/**
 * The bundled catalogue read through the app's own build, so a spec derives what it expects from the data
 * (counts, which products say what) instead of writing today's figures into the test.
 */
const raw = (name: string) =>
  JSON.parse(readFileSync(path.join(process.cwd(), "data", "raw", `${name}.json`), "utf8")) as unknown;

export const bundledCatalog = buildCatalog({
  produtos: raw("produtos"),
  suplementos: raw("suplementos"),
  cosmeticos: raw("cosmeticos"),
  medicamentos: raw("medicamentos"),
});
