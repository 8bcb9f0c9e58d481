import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { type Challenge, createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

/**
 * Self-hosted ALTCHA proof of work (docs/decisions/011-robot-check.md). Challenges are created in deterministic
 * mode: the server knows the answer's key and signs it, so verifying costs one HMAC instead of re-deriving.
 */

export const altchaAlgorithm = "PBKDF2/SHA-256";
const challengeTtlMs = 20 * 60_000;

const derive = (key: string, purpose: string) => createHmac("sha256", key).update(purpose).digest("hex");

export interface AltchaOptions {
  hmacKey: string;
  cost: number;
  maxCounter: number;
}

export type AltchaVerdict =
  | { ok: true; challengeId: string; expiresAt: number }
  | { ok: false; reason: "missing" | "malformed" | "expired" | "invalid" };

export interface Altcha {
  createChallenge: () => Promise<Challenge>;
  verify: (payload: unknown) => Promise<AltchaVerdict>;
}

export function createAltcha({ hmacKey, cost, maxCounter }: AltchaOptions): Altcha {
  const hmacSignatureSecret = derive(hmacKey, "altcha-signature");
  const hmacKeySignatureSecret = derive(hmacKey, "altcha-key-signature");
  return {
    createChallenge: () =>
      createChallenge({
        algorithm: altchaAlgorithm,
        cost,
        counter: randomInt(maxCounter, Math.floor(maxCounter / 2)),
        deriveKey,
        expiresAt: new Date(Date.now() + challengeTtlMs),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }),
    async verify(payload) {
      if (typeof payload !== "string" || payload === "") return { ok: false, reason: "missing" };
      if (payload.length > 4096) return { ok: false, reason: "malformed" };
      let parsed: { challenge?: Challenge; solution?: unknown };
      try {
        parsed = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
      } catch {
        return { ok: false, reason: "malformed" };
      }
      const parameters = parsed?.challenge?.parameters;
      if (!parameters || typeof parameters.nonce !== "string" || !parsed.solution) {
        return { ok: false, reason: "malformed" };
      }
      try {
        const result = await verifySolution({
          challenge: parsed.challenge as Challenge,
          solution: parsed.solution as never,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
        if (result.expired) return { ok: false, reason: "expired" };
        if (!result.verified) return { ok: false, reason: "invalid" };
      } catch {
        return { ok: false, reason: "malformed" };
      }
      const expiresAt = (parameters.expiresAt ?? 0) * 1000 || Date.now() + challengeTtlMs;
      return { ok: true, challengeId: `altcha:${parameters.nonce}`, expiresAt };
    },
  };
}

/**
 * A signed "form rendered at" token. It gives the minimum fill time check (bots post at once) and, on the
 * no-JavaScript path, a single-use id that stands in for the proof of work.
 */
export function createFormTokens(hmacKey: string) {
  const secret = derive(hmacKey, "form-token");
  const sign = (body: string) => createHmac("sha256", secret).update(body).digest("base64url");
  return {
    issue(now = Date.now()): string {
      const body = `${now.toString(36)}.${randomBytes(9).toString("base64url")}`;
      return `${body}.${sign(body)}`;
    },
    /** Returns the issue time and id, or null when the token was not made by us. */
    read(token: unknown): { issuedAt: number; id: string } | null {
      if (typeof token !== "string" || token.length > 200) return null;
      const [time = "", id = "", signature = "", ...rest] = token.split(".");
      if (rest.length > 0) return null;
      const expected = Buffer.from(sign(`${time}.${id}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      const issuedAt = Number.parseInt(time, 36);
      return Number.isFinite(issuedAt) ? { issuedAt, id: `form:${id}` } : null;
    },
  };
}

export type FormTokens = ReturnType<typeof createFormTokens>;
