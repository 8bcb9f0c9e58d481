import { describe, expect, it } from "vitest";
import { validBriefFields } from "../../app/features/brief/brief-test-data";
import { briefIntake } from "../brief/brief-intake";
import { protocolYear } from "../db/protocol";
import {
  bothDialects,
  cleanupsAfterAll,
  formToken,
  postJson,
  startTwoApis,
  testEnv,
  validBody,
} from "./contact-test-kit";

/** Short protocols through the whole service: one per message, the same on a retry, never shared by two instances. */

const dialects = bothDialects();
const cleanups = cleanupsAfterAll();

const twoInstances = (url: string) => startTwoApis(testEnv({ DATABASE_URL: url }), cleanups);

const numberOf = (protocol: string) => Number(protocol.slice(-6));

describe.each(dialects)("protocols on $name", ({ target }) => {
  it("answer a retry with the same key with the same id and protocol", async () => {
    const t = await target();
    cleanups.push(t.drop);
    const [api] = await twoInstances(t.url);
    const body = await validBody();
    const first = await (await postJson(api.base, body)).json();
    const again = await (await postJson(api.base, body)).json();
    expect(first).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), protocol: expect.any(String) });
    expect(first.protocol).toBe(`CV-${protocolYear(Date.now())}-000001`);
    expect(again).toEqual(first);
    // The next message takes the next number: the retry used none.
    const next = await (await postJson(api.base, await validBody())).json();
    expect(next.protocol).toBe(`CV-${protocolYear(Date.now())}-000002`);
  });

  it("never hand out one protocol twice: 40 messages and 10 briefs at once on two instances", async () => {
    const t = await target();
    cleanups.push(t.drop);
    const [a, b] = await twoInstances(t.url);
    const contacts = Array.from({ length: 40 }, async (_, i) => {
      const res = await postJson((i % 2 ? a : b).base, await validBody());
      expect(res.status).toBe(202);
      return ((await res.json()) as { protocol: string }).protocol;
    });
    const briefs = Array.from({ length: 10 }, async (_, i) => {
      const service = (i % 2 ? a : b).runtime.service;
      const outcome = await service.submitFormWith(briefIntake, {
        ...validBriefFields(),
        formToken: formToken(),
      });
      if (outcome.status !== 202) throw new Error(`brief ${outcome.status}`);
      return outcome.protocol ?? "";
    });
    const [cv, mp] = await Promise.all([Promise.all(contacts), Promise.all(briefs)]);
    const year = protocolYear(Date.now());
    for (const p of cv) expect(p).toMatch(new RegExp(`^CV-${year}-\\d{6}$`));
    for (const p of mp) expect(p).toMatch(new RegExp(`^MP-${year}-\\d{6}$`));
    // Distinct and without holes: each kind counts 1..n whichever instance took the message.
    expect(cv.map(numberOf).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(mp.map(numberOf).sort((x, y) => x - y)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
  });
});
