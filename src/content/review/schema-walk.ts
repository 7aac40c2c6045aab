/**
 * Walks a file's data beside its schema (the one walk the review's text and button finders
 * share): each value with the schema that governs it, its path, the field it sits in, and the
 * action it sits in, if any. A union's option is the one the data picks (`type: hero`).
 */
import { childSchema, governingSchema, tagOf, type Schema } from '../schema-introspection.ts';

export interface WalkStep {
  /** The field's schema as its parent declares it (wrappers, tags, optional). */
  raw: Schema;
  /** The schema that governs the value (wrappers removed, the union's option). */
  governing: Schema;
  value: unknown;
  path: readonly PropertyKey[];
  /** The field's name (for an item of a list, the list's name). */
  key: string;
  /** The path of the action (button, link) this value belongs to, if any. */
  action: readonly PropertyKey[] | null;
}

export function walkData(schema: Schema, data: unknown, visit: (step: WalkStep) => void) {
  const step = (
    raw: Schema,
    value: unknown,
    path: PropertyKey[],
    key: string,
    within: readonly PropertyKey[] | null,
  ) => {
    const governing = governingSchema(raw, value);
    if (!governing) return;
    const action = within ?? (tagOf(raw) === 'action' ? path : null);
    visit({ raw, governing, value, path, key, action });
    if (Array.isArray(value)) {
      const element = childSchema(governing, 0);
      if (element) value.forEach((item, i) => step(element, item, [...path, i], key, action));
    } else if (typeof value === 'object' && value !== null) {
      for (const [childKey, child] of Object.entries(value)) {
        const childRaw = childSchema(governing, childKey);
        if (childRaw) step(childRaw, child, [...path, childKey], childKey, action);
      }
    }
  };
  step(schema, data, [], '', null);
}
