/**
 * What a visitor has typed, kept in sessionStorage per form so that closing a modal or reloading
 * the page loses nothing; cleared once the form has been sent. Storage can be unavailable
 * (private modes, quotas): then drafts are simply not kept.
 */
const keyOf = (formId: string) => `form-draft:${formId}`;

export function readDraft(formId: string): Record<string, string> | undefined {
  try {
    const raw = sessionStorage.getItem(keyOf(formId));
    if (!raw) return undefined;
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null) return undefined;
    return Object.fromEntries(
      Object.entries(data).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
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
