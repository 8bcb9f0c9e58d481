import { describe, expect, it } from "vitest";
import { clientErrorResponse, clientErrorStatus } from "./http-server";
import { targetLimits, targetTooLong } from "./target-limits";

describe("targetTooLong", () => {
  it("passes every address of the site, with queries and React Router's route discovery", () => {
    for (const target of [
      "/",
      "/produtos?q=vitamina%20c&tipo=Suplemento",
      "/produto?ean=7891234567895",
      "/unidades/suplementos",
      "/api/enviar-email-contato",
      "/assets/entry.client-AbC123.js",
      `/__manifest?paths=${"%2Fprodutos%2Cquem-somos".repeat(250)}&version=abc`,
    ])
      expect(targetTooLong(target), target.slice(0, 40)).toBeNull();
  });

  it("refuses long paths, deep paths and huge targets before any parsing", () => {
    expect(targetTooLong(`/${"a/".repeat(7500)}`)).not.toBeNull(); // 15 KB of segments
    expect(targetTooLong(`/${"a".repeat(64 * 1024)}`)).not.toBeNull();
    expect(targetTooLong(`/${"x".repeat(targetLimits.maxPath)}`)).not.toBeNull();
    expect(targetTooLong(`/${"x".repeat(targetLimits.maxPath - 1)}`)).toBeNull();
    expect(targetTooLong("/a".repeat(targetLimits.maxSegments))).toBeNull();
    expect(targetTooLong("/a".repeat(targetLimits.maxSegments + 1))).not.toBeNull();
    // Empty segments ("//") are not counted: they cost React Router nothing.
    expect(targetTooLong(`/a${"/".repeat(200)}b`)).toBeNull();
    expect(targetTooLong(`/produtos?q=${"a".repeat(targetLimits.maxTarget)}`)).not.toBeNull();
  });
});

describe("answers to requests Node's parser refuses", () => {
  it("map the parser's errors to a 4xx status", () => {
    expect(clientErrorStatus("HPE_HEADER_OVERFLOW")).toBe(431);
    expect(clientErrorStatus("ERR_HTTP_REQUEST_TIMEOUT")).toBe(408);
    expect(clientErrorStatus("HPE_INVALID_METHOD")).toBe(400);
    expect(clientErrorStatus(undefined)).toBe(400);
  });

  it("carry the security headers and a length that matches the Portuguese text", () => {
    const raw = clientErrorResponse(431, true);
    const [head = "", body = ""] = raw.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(head).toMatch(/\r\nContent-Security-Policy: default-src 'none';[^\r]*frame-ancestors 'none'/);
    expect(head).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/);
    expect(head).toMatch(/\r\nStrict-Transport-Security: max-age=63072000/);
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body)}`);
    expect(body).toBe("Cabeçalhos grandes demais.\n");
    expect(clientErrorResponse(400, false)).not.toContain("Strict-Transport-Security");
  });
});
