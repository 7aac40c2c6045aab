/**
 * What a visitor has typed, kept in sessionStorage per form so that closing a modal or reloading
 * the page loses nothing; cleared once the form has been sent. Storage can be unavailable
 * (private modes, quotas): then drafts are simply not kept.
 */
const keyOf = (formId: string) => `form-draft:${formId}`;

/** The saved values as stored; each field's type decides what of it fits (initial-values.ts). */
export function readDraft(formId: string): Record<string, unknown> | undefined {
  try {
    const raw = sessionStorage.getItem(keyOf(formId));
    if (!raw) return undefined;
    const data: unknown = JSON.parse(raw);
    return typeof data === 'object' && data !== null && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft(formId: string, values: Record<string, unknown>) {
  try {
    sessionStorage.setItem(keyOf(formId), JSON.stringify(values));
  } catch {
    // Storage is full or blocked; the form still works without a draft.
  }
}

export function clearDraft(formId: string) {
  try {
    sessionStorage.removeItem(keyOf(formId));
  } catch {
    // Nothing to clear.
  }
}
