import { z } from "zod";
import {
  BEACON_MAX_BYTES,
  CONNECTIONS,
  DEVICES,
  METRICS,
  RATINGS,
  type VitalsBeacon,
  type VitalsPort,
} from "./vitals-contract";

/**
 * POST /api/vitals as a plain Fetch handler (app/routes/api.vitals.ts calls it): one field measurement from the
 * page's reporter (report-vitals.ts). Anything that is not exactly a beacon gets a 4xx and nothing is kept; a
 * stored one gets 204 (docs/decisions/133-field-measurement.md).
 */

/** A time past ten minutes is no page's; CLS is a sum of shift scores, far below 10 on any real page. */
const maxMs = 600_000;
const maxCls = 10;

const duration = z.number().min(0).max(maxMs);

export const beaconSchema = z
  .strictObject({
    metric: z.enum(METRICS),
    // z.number() refuses NaN and ±Infinity (1e999 parses to Infinity).
    value: z.number().min(0),
    rating: z.enum(RATINGS),
    route: z.string().regex(/^[a-z][a-z0-9._/-]{0,79}$/),
    device: z.enum(DEVICES),
    connection: z.enum(CONNECTIONS).optional(),
    build: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/),
    inp: z
      .strictObject({
        target: z.string().max(200),
        inputDelay: duration,
        processing: duration,
        presentation: duration,
      })
      .optional(),
  })
  .refine((b) => b.value <= (b.metric === "CLS" ? maxCls : maxMs), { path: ["value"] })
  .refine((b) => b.metric === "INP" || b.inp === undefined, { path: ["inp"] });

export type BeaconCheck =
  | { ok: true; beacon: VitalsBeacon }
  | { ok: false; status: 400 | 413; error: string };

/** Parses and validates a body already read (at most BEACON_MAX_BYTES). */
export function parseBeacon(bytes: Uint8Array): BeaconCheck {
  if (bytes.byteLength > BEACON_MAX_BYTES) return { ok: false, status: 413, error: "tooLarge" };
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return { ok: false, status: 400, error: "badJson" };
  }
  const parsed = beaconSchema.safeParse(json);
  return parsed.success ? { ok: true, beacon: parsed.data } : { ok: false, status: 400, error: "invalid" };
}

/** What sendBeacon sends for a string body (text/plain;charset=UTF-8), and JSON for other clients. */
const TYPES = new Set(["text/plain", "application/json"]);

function acceptedType(contentType: string | null): boolean {
  if (!contentType) return false;
  const [type = "", ...params] = contentType.split(";").map((p) => p.trim().toLowerCase());
  const charset = params.find((p) => p.startsWith("charset="));
  return TYPES.has(type) && (!charset || charset === "charset=utf-8");
}

const messages: Record<string, string> = {
  method: "Use POST para enviar medições.",
  origin: "Medições só são aceitas das páginas deste site.",
  contentType: "Envie a medição como JSON (text/plain ou application/json, UTF-8).",
  tooLarge: "A medição é grande demais.",
  badJson: "A medição não é um JSON válido.",
  invalid: "A medição não tem o formato esperado.",
  rateLimited: "Medições demais deste endereço; tente mais tarde.",
  unavailable: "Medições indisponíveis no momento.",
};

function refuse(status: number, error: string, headers: Record<string, string> = {}): Response {
  const message = messages[error] ?? error;
  return Response.json({ error, message }, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/** A browser sends Origin on a POST; a page of another site may not write measurements here. */
function crossSite(request: Request, siteUrl: string): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = request.headers.get("origin");
  return origin !== null && origin !== new URL(siteUrl).origin && origin !== new URL(request.url).origin;
}

export async function handleVitalsBeacon(
  request: Request,
  port: VitalsPort | undefined,
  siteUrl: string,
): Promise<Response> {
  if (request.method !== "POST") return refuse(405, "method", { Allow: "POST" });
  if (crossSite(request, siteUrl)) return refuse(403, "origin");
  if (!acceptedType(request.headers.get("content-type"))) return refuse(415, "contentType");
  if (Number(request.headers.get("content-length") ?? 0) > BEACON_MAX_BYTES) return refuse(413, "tooLarge");
  const checked = parseBeacon(new Uint8Array(await request.arrayBuffer()));
  if (!checked.ok) return refuse(checked.status, checked.error);
  if (!port) return refuse(503, "unavailable", { "Retry-After": "60" });
  const verdict = await port.record(checked.beacon);
  if (verdict.status === 429)
    return refuse(429, "rateLimited", { "Retry-After": String(verdict.retryAfterS) });
  if (verdict.status === 503) return refuse(503, "unavailable", { "Retry-After": "60" });
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
