import type { Challenge } from "altcha-lib";
import { solve, validFields } from "../../server/contact/contact-test-kit";

/**
 * A visitor with a deadline, for the storage-fault specs: every request fails the test's bookkeeping (status 0,
 * "sem resposta") when it has no answer within `timeoutMs`, which is how "answers within a few seconds" is shown
 * without asserting a duration.
 */

export interface Answer {
  name: string;
  status: number;
  id?: string;
  message?: string;
  /** When the visitor stopped waiting (no answer in time). */
  noAnswer?: boolean;
}

export async function submitWithin(origin: string, name: string, timeoutMs: number): Promise<Answer> {
  const signal = () => AbortSignal.timeout(timeoutMs);
  try {
    const page = await (await fetch(`${origin}/contato`, { signal: signal() })).text();
    const formToken = /name="formToken"[^>]*value="([^"]*)"/.exec(page)?.[1] ?? "";
    const challenge = await fetch(`${origin}/api/altcha`, { signal: signal() });
    const altcha = challenge.ok ? await solve((await challenge.json()) as Challenge) : "";
    const reply = await fetch(`${origin}/api/enviar-email-contato`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...validFields(), nomeCompleto: name, formToken, altcha }),
      signal: signal(),
    });
    const body = (await reply.json().catch(() => ({}))) as { id?: string; message?: string };
    return { name, status: reply.status, id: body.id, message: body.message };
  } catch (error) {
    const e = error as Error;
    return { name, status: 0, message: `${e.name}: ${e.message}`, noAnswer: e.name === "TimeoutError" };
  }
}

/** GET /readyz with the same deadline; 0 when it had no answer in time. */
export async function readyz(
  origin: string,
  timeoutMs: number,
): Promise<{ status: number; detail?: string }> {
  try {
    const r = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(timeoutMs) });
    const body = (await r.json().catch(() => ({}))) as { detail?: string };
    return { status: r.status, detail: body.detail };
  } catch {
    return { status: 0 };
  }
}

/** The messages of a pino log (JSON lines), for assertions on what an operator reads. */
export function logMessages(output: string): string[] {
  return output
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => {
      try {
        return String((JSON.parse(l) as { msg?: unknown }).msg ?? "");
      } catch {
        return "";
      }
    });
}
