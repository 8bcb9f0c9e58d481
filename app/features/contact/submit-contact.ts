import type { Locale } from "~/i18n/locale";
import { textsIn } from "~/i18n/texts";
import { contactPageTexts } from "./contact.texts";
import type { FieldErrors } from "./contact-form-meta";

export const contactApiUrl = "/api/enviar-email-contato";

export type SendResult =
  /** `protocol` is the short number to show (CV-2026-000123); the id only when the server gave none. */
  | { ok: true; id: string; protocol: string }
  | { ok: false; kind: "invalid"; message: string; fieldErrors: FieldErrors }
  | { ok: false; kind: "robot" | "rateLimited" | "server" | "network" | "other"; message: string };

/**
 * Posts the message to the JSON API and turns every answer, and the lack of one, into something the visitor can
 * be told, in the page's language. Unlike the original site, a failure is never reported as success.
 */
export async function sendContact(
  body: Record<string, unknown>,
  signal?: AbortSignal,
  locale: Locale = "pt",
): Promise<SendResult> {
  const contactTexts = textsIn(contactPageTexts, locale).messages;
  let res: Response;
  try {
    // The language travels in the address, so every answer (even a refusal before the body is read) is in it.
    res = await fetch(locale === "pt" ? contactApiUrl : `${contactApiUrl}?lang=${locale}`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    return { ok: false, kind: "network", message: contactTexts.network };
  }
  const answer = (await res.json().catch(() => ({}))) as {
    id?: string;
    protocol?: string | null;
    message?: string;
    fieldErrors?: FieldErrors;
  };
  if (res.status === 202 && answer.id)
    return { ok: true, id: answer.id, protocol: answer.protocol || answer.id };
  if (res.status === 400 && answer.fieldErrors && Object.keys(answer.fieldErrors).length > 0) {
    return { ok: false, kind: "invalid", message: contactTexts.invalid, fieldErrors: answer.fieldErrors };
  }
  if (res.status === 403)
    return { ok: false, kind: "robot", message: answer.message ?? contactTexts.robotFailed };
  if (res.status === 429) return { ok: false, kind: "rateLimited", message: contactTexts.rateLimited };
  // 503: the database is down; the server says so in its own words (nothing stored, try again in minutes).
  if (res.status === 503)
    return { ok: false, kind: "server", message: answer.message ?? contactTexts.unavailable };
  if (res.status >= 500) return { ok: false, kind: "server", message: contactTexts.server };
  return { ok: false, kind: "other", message: answer.message ?? contactTexts.server };
}

/** A fresh key per message: the server stores one message per key, so a double click cannot send two. */
export function newIdempotencyKey(): string {
  return typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}
