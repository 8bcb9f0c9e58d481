import { describe, expect, it } from "vitest";
import { isCrossSitePost, isFormContentType, isValidHost, isValidTarget } from "./request-guards";

describe("request guards", () => {
  it("accept hostnames, IP literals and ports; refuse anything else in Host", () => {
    for (const host of [
      "localhost",
      "www.laboratorioconvale.com.br",
      "127.0.0.1:4173",
      "[::1]",
      "[::1]:80",
      undefined,
    ])
      expect(isValidHost(host), String(host)).toBe(true);
    for (const host of ["a b", "[::1", "a/b", "a@b", "", "exa mple:80", "[::1]:x", "-a.com", "a..b"])
      expect(isValidHost(host), host).toBe(false);
  });
  it("accept origin-form targets whose path decodes", () => {
    expect(isValidTarget("/produtos?q=%C3%A1gua")).toBe(true);
    expect(isValidTarget("//x")).toBe(true);
    for (const target of ["*", "http://evil.example/", "foo", "/%", "/%zz", "/%E0%A4%A"])
      expect(isValidTarget(target), target).toBe(false);
  });
  it("take a form only as URL-encoded or multipart with a boundary", () => {
    expect(isFormContentType("application/x-www-form-urlencoded")).toBe(true);
    expect(isFormContentType("application/x-www-form-urlencoded; charset=UTF-8")).toBe(true);
    expect(isFormContentType("multipart/form-data; boundary=----abc")).toBe(true);
    expect(isFormContentType('multipart/form-data; boundary="a b"')).toBe(true);
    for (const type of [
      undefined,
      "",
      "text/plain",
      "application/json",
      "multipart/form-data",
      "multipart/form-data; charset=x",
    ])
      expect(isFormContentType(type), String(type)).toBe(false);
  });
  it("call a post cross-site only when its Origin is there and is not the site's", () => {
    const site = "https://www.laboratorioconvale.com.br";
    expect(isCrossSitePost("POST", site, site)).toBe(false);
    expect(isCrossSitePost("POST", `${site}/`, site)).toBe(false);
    expect(isCrossSitePost("POST", site, "https://WWW.laboratorioconvale.com.br")).toBe(false);
    expect(isCrossSitePost("POST", null, site)).toBe(false);
    expect(isCrossSitePost("GET", "https://evil.example", site)).toBe(false);
    for (const origin of [
      "https://evil.example",
      "http://www.laboratorioconvale.com.br",
      "null",
      "not a url",
    ])
      expect(isCrossSitePost("POST", origin, site), origin).toBe(true);
  });
});
