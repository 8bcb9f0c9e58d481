import { createHash } from "node:crypto";

/**
 * CSP source expressions ('sha256-…') for every inline script a page runs, so a page whose bytes are the same for
 * every visitor (and may be kept by a shared cache) vouches for its scripts without a per-response nonce.
 * Scripts with a src are covered by 'self'; data blocks (JSON-LD) are never run, so they need no hash.
 */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
