import { type ContactField, fieldOrder } from "./contact-form-meta";

/**
 * The contact form's draft in this tab's sessionStorage, so a visitor who follows the privacy-notice link (or any
 * link) and comes back finds what they typed. Only this tab sees it; it is gone when the tab closes and is
 * removed as soon as the message is accepted. Storage can be unavailable (private modes, quotas): then there is
 * simply no draft.
 */
export const DRAFT_KEY = "convale:contato:rascunho";

export type ContactDraft = Partial<Record<ContactField, string>>;

export function readDraft(storage: Pick<Storage, "getItem"> | undefined): ContactDraft {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(DRAFT_KEY) ?? "{}");
    if (!parsed || typeof parsed !== "object") return {};
    const draft: ContactDraft = {};
    for (const field of fieldOrder) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === "string" && value !== "") draft[field] = value;
    }
    return draft;
  } catch {
    return {};
  }
}

export function writeDraft(
  storage: Pick<Storage, "setItem" | "removeItem"> | undefined,
  draft: ContactDraft,
) {
  try {
    const kept = Object.fromEntries(Object.entries(draft).filter(([, value]) => value));
    if (Object.keys(kept).length === 0) storage?.removeItem(DRAFT_KEY);
    else storage?.setItem(DRAFT_KEY, JSON.stringify(kept));
  } catch {
    // No storage: no draft.
  }
}

export function clearDraft(storage: Pick<Storage, "removeItem"> | undefined) {
  try {
    storage?.removeItem(DRAFT_KEY);
  } catch {
    // No storage: nothing to clear.
  }
}
