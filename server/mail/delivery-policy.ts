/**
 * What an SMTP failure means for the outbox (docs/decisions/128-mail-delivery-bounded-and-self-healing.md).
 *
 * "rejected": the provider refused THIS message or its recipient (a 5xx to RCPT TO, or an enhanced status that
 * names the address, the mailbox, the content or the size): retrying gives the same answer, so the row is parked,
 * loudly. "provider": any other answer (every 4xx, a 5xx to MAIL FROM or after DATA with nothing that points at
 * the message): the provider may be failing for everyone, so the row is retried; several different messages
 * failing alike is a provider incident (ProviderIncident below). "infrastructure": our side or the path to the
 * peer (authentication, connection, timeout, TLS, our own deadline, a disk that will not take the .eml): every
 * message would fail alike, so none is ever parked for it.
 */
export type FailureKind = "rejected" | "provider" | "infrastructure";

const authCodes = new Set([454, 530, 534, 535, 538]);
const infrastructureErrors = new Set([
  "EAUTH",
  "ECONNECTION",
  "ETIMEDOUT",
  "ESOCKET",
  "ETLS",
  "EDNS",
  "EPROTOCOL",
  "ECONFIG",
  "ECONNREFUSED",
  "ECONNRESET",
  // The delivery deadline (delivery-lease.ts) aborted the send.
  "EABORT",
]);

/** Errors of the .eml writer (no SMTP_URL): the disk, not the mail settings. */
export const fileErrors = new Set(["ENOSPC", "EROFS", "EACCES", "EPERM", "EDQUOT", "EIO", "ENOENT"]);

interface SmtpError {
  responseCode?: number;
  code?: string;
  command?: string;
  response?: string;
  message?: string;
}

/** RFC 3463 enhanced status code in an answer ("550 5.1.1 User unknown" → [5, 1, 1]), if there is one. */
export function enhancedStatus(text: string | undefined): [number, number, number] | undefined {
  const m = /\b([245])\.(\d{1,3})\.(\d{1,3})\b/.exec(text ?? "");
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
}

/** Enhanced codes about this message: 5.1.x address, 5.2.x mailbox, 5.3.4 too big, 5.6.x content. */
function aboutThisMessage(status: [number, number, number] | undefined): boolean {
  if (!status) return false;
  const [, subject, detail] = status;
  return subject === 1 || subject === 2 || subject === 6 || (subject === 3 && detail === 4);
}

export function classifyFailure(error: unknown): FailureKind {
  const { responseCode, code, command, response } = error as SmtpError;
  if (typeof responseCode === "number" && authCodes.has(responseCode)) return "infrastructure";
  if (code && (infrastructureErrors.has(code) || fileErrors.has(code))) return "infrastructure";
  if (typeof responseCode !== "number") return "infrastructure";
  if (responseCode < 500 || responseCode >= 600) return "provider";
  // Our sender address (MAIL_FROM) refused: the same for every message.
  if (command === "MAIL FROM") return "provider";
  const status = enhancedStatus(response);
  if (aboutThisMessage(status)) return "rejected";
  // A recipient refused outright, unless the refusal is a policy one (5.7.x "relaying denied"): that is our
  // account at the provider, the same for every message.
  if (command === "RCPT TO" && status?.[1] !== 7) return "rejected";
  return "provider";
}

export function failureReason(error: unknown): string {
  const e = error as SmtpError;
  const text = e.response ?? e.message ?? String(error);
  return `${e.responseCode ?? e.code ?? "erro"}: ${text}`.replace(/\s+/g, " ").slice(0, 500);
}

/** Exponential backoff with ±20 % jitter, capped at one hour. */
export function retryDelay(attempts: number, baseMs: number, random = Math.random): number {
  const raw = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 3600_000);
  return Math.round(raw * (0.8 + 0.4 * random()));
}

/**
 * A provider incident, seen by one worker: `threshold` different messages failed with "provider" or
 * "infrastructure" answers and nothing was delivered in between. While it lasts the worker claims nothing until
 * `pausedUntil`, then tries one message (the probe); each failed probe doubles the pause, up to `maxPauseMs`.
 * The first delivery ends it. No row is parked for a "provider" answer during an incident.
 */
export function createProviderIncident(options: {
  threshold: number;
  baseMs: number;
  maxPauseMs: number;
  now: () => number;
}) {
  const failing = new Set<string>();
  let level = 0;
  let pausedUntil = 0;
  let since = 0;
  return {
    /** Records a failure; returns the pause it starts or extends (ms), or 0 when this is no incident (yet). */
    failed(messageId: string): number {
      if (failing.size === 0) since = options.now();
      failing.add(messageId);
      if (failing.size < options.threshold) return 0;
      level++;
      const pause = Math.min(options.maxPauseMs, retryDelay(level, options.baseMs));
      pausedUntil = options.now() + pause;
      return pause;
    },
    /** Records a delivery; returns how many messages had failed in the incident it ends (0: there was none). */
    delivered(): number {
      const ended = level > 0 ? failing.size : 0;
      failing.clear();
      level = 0;
      pausedUntil = 0;
      return ended;
    },
    active: () => level > 0,
    paused: () => options.now() < pausedUntil,
    /** Only this message has been failing since the last delivery: the provider is not the suspect. */
    alone: (messageId: string) => failing.size === 0 || (failing.size === 1 && failing.has(messageId)),
    state: () => ({ active: level > 0, failingMessages: failing.size, since, pausedUntil }),
  };
}

export type ProviderIncident = ReturnType<typeof createProviderIncident>;
