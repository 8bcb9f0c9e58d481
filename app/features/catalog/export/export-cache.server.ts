/**
 * Bounds what catalogue exports cost the server. A 10,000-product XLSX takes seconds of CPU (decision 061), so:
 * finished files are kept in an LRU counted in bytes (the catalogue never changes while the process runs), a
 * file being built is shared by every request for the same key, and at most `maxBuilding` files are built at
 * once; a request that would start another gets `busy` (the route answers 503 with Retry-After).
 *
 * - `createExportCache({ maxBytes, maxBuilding })` → `{ get(key, build), building() }`.
 */
import { LRUCache } from "lru-cache";

export type ExportBody = string | Uint8Array<ArrayBuffer>;

export type ExportLookup = { body: Promise<ExportBody> } | { busy: true };

const sizeOf = (body: ExportBody) => (typeof body === "string" ? Buffer.byteLength(body) : body.byteLength);

export function createExportCache({ maxBytes, maxBuilding }: { maxBytes: number; maxBuilding: number }) {
  const done = new LRUCache<string, ExportBody>({
    maxSize: maxBytes,
    sizeCalculation: (b) => sizeOf(b) || 1,
  });
  const inFlight = new Map<string, Promise<ExportBody>>();
  return {
    get(key: string, build: () => Promise<ExportBody>): ExportLookup {
      const hit = done.get(key);
      if (hit !== undefined) return { body: Promise.resolve(hit) };
      const pending = inFlight.get(key);
      if (pending) return { body: pending };
      if (inFlight.size >= maxBuilding) return { busy: true };
      const body = build().then(
        (made) => {
          inFlight.delete(key);
          // A file larger than the whole cache is served but not kept (lru-cache refuses it).
          if (sizeOf(made) <= maxBytes) done.set(key, made);
          return made;
        },
        (error: unknown) => {
          inFlight.delete(key);
          throw error;
        },
      );
      inFlight.set(key, body);
      return { body };
    },
    building: () => inFlight.size,
  };
}
