import { afterAll, beforeAll, expect, it } from "vitest";
import { sendRaw } from "../../../server/http/raw-http-test-kit";
import { rawPost as post, rawRequest as request } from "../support/raw-request";
import { e2eEnv } from "../support/server-env";
import { type ServedSite, serveSite } from "../support/site";

/**
 * Malformed requests sent as raw bytes (fetch refuses to send most of them) to the production build: every one
 * must get a 4xx, and no answer may show a stack trace, a file path or node_modules.
 */
let site: ServedSite;
beforeAll(async () => {
  site = await serveSite({ env: e2eEnv });
});
afterAll(() => site.close());

const send = (raw: string) => sendRaw(site.port, raw, 10_000);

const paths = ["/", "/produtos", "/produto?ean=7897412100014", "/contato", "/contato.data", "/api/produtos"];
const methods = ["TRACE", "CONNECT", "PUT", "DELETE", "PATCH", "PROPFIND", "OPTIONS", "TRACK", "FOO"];
/** Methods Node's HTTP parser does not know: it answers 400 itself, before Express. */
const unknownMethods = new Set(["TRACK", "FOO"]);
const badHosts = ["a b", "[::1", "a/b", "a@b", "exa mple.com:80", "", "[::1]:x", "ex\tample"];
const badTargets = ["*", "http://evil.example/", "foo", "/%", "/%zz", "/%E0%A4%A", "/a b", "/produtos%"];

type Case = [label: string, raw: string, expected?: number];

const cases: Case[] = [
  ...methods.flatMap((m) =>
    paths.map((p): [string, string, number] => [
      `${m} ${p}`,
      request(`${m} ${m === "CONNECT" ? "localhost:80" : p} HTTP/1.1`),
      m === "CONNECT" ? 0 : m === "OPTIONS" ? 204 : unknownMethods.has(m) ? 400 : 405,
    ]),
  ),
  ...badHosts.flatMap((h) =>
    ["/", "/produtos", "/contato"].map((p): [string, string, number] => [
      `Host "${h}" ${p}`,
      request(`GET ${p} HTTP/1.1`, [`Host: ${h}`]),
      400,
    ]),
  ),
  ...badTargets.map((t): [string, string, number] => [`target ${t}`, request(`GET ${t} HTTP/1.1`), 400]),
  ["POST /contato text/plain", post("/contato", ["Content-Type: text/plain"], "nome=x"), 415],
  ["POST /contato JSON", post("/contato", ["Content-Type: application/json"], '{"nome":"x"}'), 415],
  ["POST /contato no body", post("/contato", []), 415],
  [
    "POST /contato multipart without boundary",
    post("/contato", ["Content-Type: multipart/form-data"], "x"),
    415,
  ],
  ["POST /contato.data JSON", post("/contato.data", ["Content-Type: application/json"], "{}"), 415],
  ["POST /contato.data text/plain", post("/contato.data", ["Content-Type: text/plain"], "x"), 415],
  ["POST /produtos form", post("/produtos", ["Content-Type: application/x-www-form-urlencoded"], "a=1"), 405],
  ["POST /api/produtos", post("/api/produtos", ["Content-Type: application/json"], "{}"), 405],
  // Refused by the server before React Router, which would log a stack for each (server/http/request-guards.ts).
  ...["/contato", "/contato.data", "/desenvolvimento-de-marca"].map(
    (path): Case => [
      `POST ${path} from another site`,
      post(
        path,
        ["Origin: https://evil.example", "Content-Type: application/x-www-form-urlencoded"],
        "nome=x",
      ),
      403,
    ],
  ),
  // Garbage the HTTP parser itself refuses.
  ["HTTP/9.9", "GET / HTTP/9.9\r\nHost: localhost\r\n\r\n"],
  ["header without colon", "GET / HTTP/1.1\r\nHost: localhost\r\nnonsense\r\n\r\n"],
  [
    "bad chunked body",
    post("/contato", ["Transfer-Encoding: chunked", "Content-Type: text/plain"], "zz\r\nx\r\n"),
  ],
  ["missing Host", "GET / HTTP/1.1\r\nConnection: close\r\n\r\n", 400],
];

it("malformed raw requests get a 4xx without internals", async () => {
  expect(cases.length).toBeGreaterThanOrEqual(50);
  const problems: string[] = [];
  for (const [label, raw, expected] of cases) {
    const answer = await send(raw);
    const text = `${answer.head}\n${answer.body}`;
    // CONNECT is refused by Node before Express: the socket closes without an answer, which is fine too.
    if (expected === 0 && answer.status === 0) continue;
    if (expected === 204 && answer.status === 204) continue;
    if (answer.status < 400 || answer.status >= 500) problems.push(`${label}: ${answer.status}`);
    else if (expected && answer.status !== expected)
      problems.push(`${label}: ${answer.status}, not ${expected}`);
    if (/\bat [^\n]*:\d+:\d+/.test(text)) problems.push(`${label}: stack trace`);
    if (text.includes("node_modules") || text.includes(process.cwd())) problems.push(`${label}: file path`);
  }
  expect(problems).toEqual([]);
});

it("a refused method names the allowed ones", async () => {
  const contact = await send(request("PUT /contato HTTP/1.1"));
  expect(contact.status).toBe(405);
  expect(contact.head).toMatch(/\r\nAllow: GET, HEAD, POST\r\n/i);
  const page = await send(request("TRACE / HTTP/1.1"));
  expect(page.head).toMatch(/\r\nAllow: GET, HEAD\r\n/i);
});
