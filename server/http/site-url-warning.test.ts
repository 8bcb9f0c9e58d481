import { describe, expect, it } from "vitest";
import { siteUrlWarning } from "./site-url-warning";

describe("siteUrlWarning", () => {
  it("warns when a server listening beyond the loopback keeps a local SITE_URL, naming what carries it", () => {
    for (const HOST of ["0.0.0.0", "::", "192.0.2.10"]) {
      const warning = siteUrlWarning({ HOST, SITE_URL: "http://localhost:3000" });
      expect(warning, HOST).toMatch(/^ATENÇÃO: SITE_URL é http:\/\/localhost:3000/);
      expect(warning).toMatch(/canônicas.*sitemap\.xml.*JSON-LD.*planilhas/);
    }
    expect(siteUrlWarning({ HOST: "0.0.0.0", SITE_URL: "http://127.0.0.1:8080" })).not.toBeNull();
  });

  it("stays silent on the loopback or with a public SITE_URL", () => {
    expect(siteUrlWarning({ HOST: "127.0.0.1", SITE_URL: "http://localhost:3000" })).toBeNull();
    expect(siteUrlWarning({ HOST: "localhost", SITE_URL: "http://localhost:3000" })).toBeNull();
    expect(siteUrlWarning({ HOST: "::1", SITE_URL: "http://localhost:3000" })).toBeNull();
    expect(siteUrlWarning({ HOST: "0.0.0.0", SITE_URL: "https://www.laboratorioconvale.com.br" })).toBeNull();
  });
});
