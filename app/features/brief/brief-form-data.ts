/** List fields: a checkbox group posts its name once per ticked box. */
const listFields = new Set(["lines", "forms"]);

/** A posted brief above this size is not a brief (the longest valid one is far below). */
export const briefMaxBodyBytes = 32 * 1024;

/**
 * Reads the posted form into plain values (lists for checkbox groups), or says why it cannot: "tooLarge" before
 * reading a body that announces more than the cap, "malformed" for a body that is not a form.
 */
export async function readBriefForm(
  request: Request,
): Promise<
  { ok: true; fields: Record<string, string | string[]> } | { ok: false; problem: "tooLarge" | "malformed" }
> {
  if (Number(request.headers.get("content-length") ?? 0) > briefMaxBodyBytes)
    return { ok: false, problem: "tooLarge" };
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { ok: false, problem: "malformed" };
  }
  const fields: Record<string, string | string[]> = {};
  for (const [key, value] of form) {
    if (typeof value !== "string") continue;
    if (listFields.has(key)) fields[key] = [...((fields[key] as string[] | undefined) ?? []), value];
    else fields[key] = value;
  }
  return { ok: true, fields };
}
