import type { Locale } from "~/i18n/locale";
import { textsIn } from "~/i18n/texts";
import { contactPageTexts } from "./contact.texts";
import type { ContactOutcome, ContactPort } from "./contact-outcome";

/**
 * POST /api/enviar-email-contato as a plain Fetch handler: the resource route calls it, and the contact tests
 * call the same function without a React Router build. The rate limit runs before, in the server (429 JSON).
 * An English page posts to it with ?lang=en (submit-contact.ts): every answer is then in English.
 */

/** The language a call asks for; Portuguese unless ?lang=en. */
export function apiLocale(request: Request): Locale {
  return new URL(request.url).searchParams.get("lang") === "en" ? "en" : "pt";
}

const maxBodyBytes = 16 * 1024;

const json = (outcome: ContactOutcome) => {
  const { status, ...rest } = outcome;
  // The short protocol is what the visitor is shown and quotes; the id stays for clients that keyed on it.
  const body = outcome.status === 202 ? { id: outcome.id, protocol: outcome.protocol } : rest;
  // 503 is the database being away: tell clients when trying again makes sense.
  const retry: Record<string, string> = status === 503 ? { "Retry-After": "60" } : {};
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...retry } });
};

/**
 * A browser always sends Origin on a cross-site POST; we accept our public origin and the origin the request was
 * made to (local runs on another port). Clients that send no Origin are not browsers and gain nothing by it.
 */
function sameOrigin(request: Request, siteUrl: string): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return false;
  const origin = request.headers.get("origin");
  if (!origin) return true;
  return origin === new URL(siteUrl).origin || origin === new URL(request.url).origin;
}

export async function handleContactApi(
  request: Request,
  contact: ContactPort | undefined,
  siteUrl: string,
): Promise<Response> {
  const locale = apiLocale(request);
  const m = textsIn(contactPageTexts, locale).messages;
  if (request.method !== "POST") {
    const response = json({ status: 405, error: "method", message: m.method });
    response.headers.set("Allow", "POST");
    return response;
  }
  if (!sameOrigin(request, siteUrl)) {
    return json({ status: 403, error: "origin", message: m.origin });
  }
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") {
    return json({ status: 415, error: "contentType", message: m.contentType });
  }
  const tooLarge = () => json({ status: 413, error: "tooLarge", message: m.tooLarge });
  if (Number(request.headers.get("content-length") ?? 0) > maxBodyBytes) return tooLarge();
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBodyBytes) return tooLarge();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return json({ status: 400, error: "badJson", message: m.badJson });
  }
  // Like express.json({ strict: true }): only objects and arrays are JSON bodies.
  if (body === null || typeof body !== "object") {
    return json({ status: 400, error: "badJson", message: m.badJson });
  }
  if (!contact) return json({ status: 503, error: "unavailable", message: m.unavailable });
  return json(await contact.submitApi(body, locale));
}

/** GET /api/altcha: a fresh challenge, never cached. */
export async function handleChallenge(contact: ContactPort | undefined): Promise<Response> {
  if (!contact) {
    return Response.json(
      { error: "unavailable", message: textsIn(contactPageTexts, "pt").messages.unavailable },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
  return Response.json(await contact.createChallenge(), { headers: { "Cache-Control": "no-store" } });
}
