import { gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gzipJoin, prepareSplice } from "./gzip-splice";

describe("gzipJoin", () => {
  it("is a valid gzip stream of the parts joined by the separator", () => {
    const parts = [
      '<html><script nonce="',
      '">x()</script><p>Ação – ç</p><script nonce="',
      '"></script></html>',
    ];
    const body = prepareSplice(parts);
    for (const nonce of ["abc", "Zm9vYmFyYmF6cXV4MTIz+/="]) {
      expect(gunzipSync(gzipJoin(body, nonce)).toString("utf8")).toBe(parts.join(nonce));
    }
  });

  it("round-trips any parts and separator, including empty ones", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: "grapheme" }), { minLength: 1, maxLength: 6 }),
        fc.string(),
        (parts, sep) => {
          const out = gunzipSync(gzipJoin(prepareSplice(parts), sep)).toString("utf8");
          expect(out).toBe(parts.join(sep));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("compresses a repetitive page well below its size", () => {
    const page = '<div class="card">Produto</div>'.repeat(2000);
    const gz = gzipJoin(prepareSplice([page, page]), "nonce");
    expect(gz.length).toBeLessThan(page.length / 20);
  });
});
