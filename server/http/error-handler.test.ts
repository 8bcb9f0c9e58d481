import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { log } from "../observability/log";
import { errorHandler, statusOf } from "./error-handler";

describe("errorHandler", () => {
  /** What the handler logged, each call as the JSON pino would write (fields, the error, the message). */
  const logged: string[] = [];
  const keep = (fields: object, message: string) =>
    void logged.push(
      JSON.stringify({ ...fields, msg: message }, (_key, value) =>
        value instanceof Error ? { message: value.message, stack: value.stack } : value,
      ),
    );
  let origin = "";
  let close = () => {};
  beforeAll(async () => {
    vi.spyOn(log, "error").mockImplementation(keep as never);
    vi.spyOn(log, "warn").mockImplementation(keep as never);
    const app = express();
    app.get("/falha", () => {
      throw new Error("segredo interno em /srv/app/server/x.ts");
    });
    app.get("/api/falha", () => {
      throw new Error("segredo interno");
    });
    app.post("/api/json", express.json(), (_req, res) => void res.json({}));
    app.use(errorHandler);
    const server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => {
    close();
    vi.restoreAllMocks();
  });

  it("answers a short Portuguese page with a request id and logs the id with the stack", async () => {
    const response = await fetch(`${origin}/falha`);
    const body = await response.text();
    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const id = response.headers.get("x-request-id") ?? "";
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(body).toContain(id);
    expect(body).toContain("Algo deu errado");
    expect(body).not.toMatch(/segredo|\/srv\/|\.ts|\bat /);
    const line = JSON.parse(logged.find((l) => l.includes(id)) ?? "{}");
    expect(line).toMatchObject({ requestId: id, method: "GET", path: "/falha", status: 500 });
    expect(line.err.message).toContain("segredo interno");
    expect(line.err.stack).toMatch(/\n\s+at /);
  });

  it("answers JSON under /api/ and keeps client errors 4xx", async () => {
    const failed = await fetch(`${origin}/api/falha`);
    expect(failed.status).toBe(500);
    const json = (await failed.json()) as { requestId: string; message: string };
    expect(json.requestId).toBe(failed.headers.get("x-request-id"));
    expect(json.message).not.toContain("segredo");
    const malformed = await fetch(`${origin}/api/json`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(await malformed.json())).not.toMatch(/JSON at position|Unexpected/);
  });

  it("treats only 4xx statuses as the client's fault", () => {
    expect(statusOf({ status: 413 })).toBe(413);
    expect(statusOf({ statusCode: 400 })).toBe(400);
    expect(statusOf({ status: 503 })).toBe(500);
    expect(statusOf(new Error("x"))).toBe(500);
    expect(statusOf(null)).toBe(500);
  });
});
