import { describe, expect, it } from "vitest";
import { testEnv } from "../contact/contact-test-kit";
import { leaseTimes, sendWithinLease } from "./delivery-lease";
import { classifyFailure, createProviderIncident, enhancedStatus } from "./delivery-policy";
import { startFakePeer } from "./fake-smtp-peer";
import { createMailTransport, smtpTimeouts } from "./transport";

const mail = {
  from: "site@example.com",
  to: "comercial@example.com",
  subject: "t",
  text: "t",
  messageId: "<m@x>",
};

describe("classifyFailure: recipient or message refused vs provider failing", () => {
  it("parks only what names this message or its recipient", () => {
    const rcpt = { code: "EENVELOPE", command: "RCPT TO" };
    expect(classifyFailure({ ...rcpt, responseCode: 550, response: "550 5.1.1 User unknown" })).toBe(
      "rejected",
    );
    expect(classifyFailure({ ...rcpt, responseCode: 553, response: "553 mailbox name not allowed" })).toBe(
      "rejected",
    );
    const data = { code: "EMESSAGE", command: "DATA" };
    expect(classifyFailure({ ...data, responseCode: 552, response: "552 5.3.4 Message too big" })).toBe(
      "rejected",
    );
    expect(classifyFailure({ ...data, responseCode: 550, response: "550 5.2.2 Mailbox full" })).toBe(
      "rejected",
    );
    expect(classifyFailure({ ...data, responseCode: 554, response: "554 5.6.0 Bad content" })).toBe(
      "rejected",
    );
  });

  it("retries what may be the provider failing for everyone", () => {
    // Issue 35: "451 then 550" to every message after DATA; a relay refusal; our sender refused.
    expect(
      classifyFailure({ code: "EMESSAGE", command: "DATA", responseCode: 550, response: "550 Erro" }),
    ).toBe("provider");
    expect(
      classifyFailure({ code: "EMESSAGE", command: "DATA", responseCode: 451, response: "451 4.3.0" }),
    ).toBe("provider");
    expect(
      classifyFailure({
        code: "EENVELOPE",
        command: "RCPT TO",
        responseCode: 550,
        response: "550 5.7.1 Relaying denied",
      }),
    ).toBe("provider");
    expect(
      classifyFailure({ code: "EENVELOPE", command: "MAIL FROM", responseCode: 553, response: "553 5.1.8" }),
    ).toBe("provider");
    expect(
      classifyFailure({ code: "EENVELOPE", command: "DATA", responseCode: 554, response: "554 5.3.0" }),
    ).toBe("provider");
  });

  it("never parks for our side: credentials, connection, our deadline, the .eml disk", () => {
    for (const error of [
      { responseCode: 535, code: "EAUTH" },
      { code: "ECONNECTION" },
      { code: "EABORT" },
      { code: "ENOSPC" },
      { code: "EROFS" },
      new Error("desconhecido"),
    ])
      expect(classifyFailure(error), JSON.stringify(error)).toBe("infrastructure");
  });

  it("reads RFC 3463 enhanced status codes", () => {
    expect(enhancedStatus("550 5.1.1 <x@y>: Recipient address rejected")).toEqual([5, 1, 1]);
    expect(enhancedStatus("451 Try again later")).toBeUndefined();
  });
});

describe("a provider incident", () => {
  it("starts at the third different failing message, doubles its pause up to the cap, ends at a delivery", () => {
    let t = 0;
    const incident = createProviderIncident({ threshold: 3, baseMs: 1000, maxPauseMs: 5000, now: () => t });
    expect(incident.failed("a")).toBe(0);
    expect(incident.failed("a")).toBe(0);
    expect(incident.alone("a")).toBe(true);
    expect(incident.failed("b")).toBe(0);
    expect(incident.alone("a")).toBe(false);
    const first = incident.failed("c");
    expect(first).toBeGreaterThanOrEqual(800);
    expect(first).toBeLessThanOrEqual(1200);
    expect(incident.paused()).toBe(true);
    t += first;
    expect(incident.paused()).toBe(false);
    const pauses = [1, 2, 3, 4].map(() => incident.failed("c"));
    expect(pauses[0]).toBeGreaterThanOrEqual(1600);
    expect(pauses[3]).toBe(5000);
    expect(incident.state()).toMatchObject({ active: true, failingMessages: 3 });
    expect(incident.delivered()).toBe(3);
    expect(incident.paused()).toBe(false);
    expect(incident.delivered()).toBe(0);
  });
});

describe("one delivery bounded by its lease", () => {
  const base = { claimedAt: Date.now(), now: Date.now };

  it("renews the lease while a slow honest peer answers, past the guard, within the deadline", async () => {
    // 10 s per answer with a 120 s lease, scaled to an 8 s lease: 700 ms for each of six answers (greeting,
    // EHLO, MAIL, RCPT, DATA, end of data), 4.2 s in all: past the guard (40 % of the lease, 3.2 s) and within
    // the deadline (75 %, 6 s). The greeting timeout is 1 s, the idle timeout 2 s.
    const peer = await startFakePeer({ delayMs: 700 });
    const transport = createMailTransport({ smtpUrl: peer.url, varDir: testEnv().VAR_DIR, leaseMs: 8000 });
    let renewals = 0;
    await sendWithinLease(
      { ...base, claimedAt: Date.now(), times: leaseTimes(8000), renew: async () => ++renewals > 0 },
      (signal) => transport.send(mail, signal),
    );
    expect(renewals).toBeGreaterThan(0);
    expect(peer.accepted()).toEqual(["<m@x>"]);
    transport.close();
    await peer.close();
  });

  it("aborts a peer that trickles bytes (never idle) at the deadline, and closes its connection", async () => {
    const peer = await startFakePeer({ final: () => "trickle", trickleMs: 50 });
    const leaseMs = 2000;
    // The idle timeout alone would never fire: the peer writes a line every 50 ms.
    expect(smtpTimeouts(leaseMs).socketTimeout).toBeGreaterThan(50);
    const transport = createMailTransport({ smtpUrl: peer.url, varDir: testEnv().VAR_DIR, leaseMs });
    await expect(
      sendWithinLease(
        { ...base, claimedAt: Date.now(), times: leaseTimes(leaseMs), renew: async () => true },
        (signal) => transport.send(mail, signal),
      ),
    ).rejects.toMatchObject({ code: "EABORT", message: expect.stringMatching(/^prazo de entrega esgotado/) });
    await expect.poll(() => peer.sessions[0]?.closedAt).toBeDefined();
    expect(peer.accepted()).toEqual([]);
    transport.close();
    await peer.close();
  });

  it("aborts at the guard when the lease cannot be renewed, and at once when it is no longer ours", async () => {
    const never = (signal: AbortSignal) =>
      new Promise<void>((_, reject) => signal.addEventListener("abort", () => reject(new Error("abortado"))));
    const times = { ...leaseTimes(1000), deadlineMs: 60_000 };
    await expect(
      sendWithinLease(
        { ...base, claimedAt: Date.now(), times, renew: () => Promise.reject(new Error("banco fora")) },
        never,
      ),
    ).rejects.toMatchObject({ code: "EABORT", message: expect.stringMatching(/não pôde ser renovada/) });
    await expect(
      sendWithinLease({ ...base, claimedAt: Date.now(), times, renew: async () => false }, never),
    ).rejects.toMatchObject({ message: expect.stringMatching(/passou a outro worker/) });
    // Time already used up by the claim and the compose: nothing is sent.
    let sent = false;
    await expect(
      sendWithinLease({ ...base, claimedAt: Date.now() - 2000, times, renew: async () => true }, async () => {
        sent = true;
      }),
    ).rejects.toMatchObject({ code: "EABORT" });
    expect(sent).toBe(false);
  });
});
