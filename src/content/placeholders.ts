/**
 * `{field}` placeholders in a form's texts (title, intro, note, e-mail subject, messages): each
 * is replaced by the value of that field of the form, so one form can name what it is about
 * ("Get “{item}”") when a button opens it with `prefill: { item: … }`. Plain string work, no
 * zod: the browser fills them and the validator checks them with the same pattern.
 */
const PLACEHOLDER = /\{([a-zA-Z][a-zA-Z0-9_]*)\}/g;

/** The field names a text refers to. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

/** The text with every placeholder replaced by its field's value (empty when it has none). */
export function fillPlaceholders(text: string, values: Readonly<Record<string, unknown>>): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    return typeof value === 'string' ? value : value == null ? '' : String(value);
  });
}

/** Where a form's texts may hold placeholders, as paths into the definition. */
export const PLACEHOLDER_TEXTS = [
  ['title'],
  ['intro'],
  ['note'],
  ['email', 'subject'],
  ['messages', 'success'],
  ['messages', 'failure'],
] as const;
