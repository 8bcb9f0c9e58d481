import { describe, expect, it } from "vitest";
import { parseEnv, publicConfig } from "./env.server";

describe("parseEnv", () => {
  it("runs with no variable set, on the embedded defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HSTS).toBe(true);
    expect(env.IMAGE_BASE_URL).toBe("");
  });

  it("names each bad variable in its error", () => {
    expect(() => parseEnv({ PORT: "setenta" })).toThrow(/PORT/);
    expect(() => parseEnv({ SITE_URL: "ftp://exemplo" })).toThrow(/SITE_URL/);
    expect(() => parseEnv({ IMAGE_BASE_URL: "javascript:alert(1)" })).toThrow(/IMAGE_BASE_URL/);
    expect(() => parseEnv({ HSTS: "talvez" })).toThrow(/HSTS/);
  });

  it("serves no metrics unless METRICS_PORT is set, and then on the loopback unless METRICS_HOST says otherwise", () => {
    expect(parseEnv({}).METRICS_PORT).toBeUndefined();
    expect(parseEnv({ METRICS_PORT: "" }).METRICS_PORT).toBeUndefined();
    const on = parseEnv({ METRICS_PORT: "9464" });
    expect(on.METRICS_PORT).toBe(9464);
    expect(on.METRICS_HOST).toBe("127.0.0.1");
    expect(parseEnv({ METRICS_PORT: "9464", METRICS_HOST: "10.0.0.5" }).METRICS_HOST).toBe("10.0.0.5");
    expect(() => parseEnv({ METRICS_PORT: "nove" })).toThrow(/METRICS_PORT/);
    expect(() => parseEnv({ METRICS_PORT: "70000" })).toThrow(/METRICS_PORT/);
  });

  it("trims a trailing slash from static hosts and exposes only public settings to the browser", () => {
    const env = parseEnv({ IMAGE_BASE_URL: "https://static.example.com/", SMTP_URL: "smtp://u:p@mail:587" });
    expect(env.IMAGE_BASE_URL).toBe("https://static.example.com");
    const exposed = JSON.stringify(publicConfig(env));
    expect(exposed).toContain("static.example.com");
    expect(exposed).not.toContain("smtp");
  });
});
