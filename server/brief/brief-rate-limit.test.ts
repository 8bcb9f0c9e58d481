import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createContactLimitRouter } from "../contact/contact-router";
import { testEnv } from "../contact/contact-test-kit";
import { createContactLimiter } from "../contact/rate-limit";
import { type Db, openDatabase } from "../db/database";

let database: Db;
let server: ReturnType<ReturnType<typeof express>["listen"]>;
let base = "";

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: "", varDir: testEnv().VAR_DIR });
  const limiter = await createContactLimiter(database, { max: 2, windowMs: 60_000 });
  const app = express();
  app.use(createContactLimitRouter(limiter));
  // What React Router would do with a post that got through.
  app.post("/{*path}", (_req, res) => {
    res.status(res.locals.contactRateLimited ? 299 : 200).send("passou");
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

const post = (path: string) =>
  fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });

it("the brief shares the contact form's per-address counter, and a limited brief post gets the short page", async () => {
  expect((await post("/contato")).status).toBe(200);
  expect((await post("/desenvolvimento-de-marca")).status).toBe(200);
  const limited = await post("/desenvolvimento-de-marca");
  expect(limited.status).toBe(429);
  expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  const html = await limited.text();
  expect(html).toContain("Muitas mensagens em pouco tempo");
  expect(html).toContain('<a href="/desenvolvimento-de-marca">Voltar ao formulário</a>');
  // The hydrated page's data request reaches the action, flagged, so the action answers 429 itself.
  expect((await post("/desenvolvimento-de-marca.data")).status).toBe(299);
});
