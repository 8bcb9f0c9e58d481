import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./script-hashes.server";

const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script once, exactly as written", () => {
    const html = `<script>window.a=1</script><script type="module" async="">import("/x.js")</script><script>window.a=1</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import("/x.js")')]);
  });
  it("skips scripts with a src and JSON-LD data blocks", () => {
    const html = `<script src="/a.js"></script><script type="application/ld+json">{"a":1}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});
