import type { Challenge } from "altcha-lib";
import { solve, validFields } from "../../../server/contact/contact-test-kit";

export interface Submission {
  status: number;
  id?: string;
  message?: string;
  /** Which instance answered the POST (X-Upstream through the test nginx), when known. */
  upstream?: string | null;
}

/** What a browser with JavaScript does: open /contato (form token), solve a challenge, post the JSON. */
export async function submitContact(origin: string, name: string): Promise<Submission> {
  const page = await (await fetch(`${origin}/contato`)).text();
  const formToken = /name="formToken"[^>]*value="([^"]*)"/.exec(page)?.[1] ?? "";
  const challenge = await fetch(`${origin}/api/altcha`);
  const altcha = challenge.ok ? await solve((await challenge.json()) as Challenge) : "";
  const reply = await fetch(`${origin}/api/enviar-email-contato`, {
    method: "POST",
    // No Origin: through the test nginx the Host loses its port, so a browser-like Origin would not match; the
    // API accepts clients that send none (they are not browsers and gain nothing by it).
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...validFields(), nomeCompleto: name, formToken, altcha }),
  });
  const body = (await reply.json().catch(() => ({}))) as { id?: string; message?: string };
  return {
    status: reply.status,
    id: body.id,
    message: body.message,
    upstream: reply.headers.get("x-upstream"),
  };
}
