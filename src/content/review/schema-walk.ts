/**
 * Walks a file's data beside its schema (the review's text and button finders): each value with
 * the schema that governs it, its path, the field it sits in, and whether it sits in an action.
 * A union's option is the one the data picks (`type: hero`). A path is made only for a value a
 * visitor keeps: a page has thousands of values and keeps a few hundred.
 */
import { childSchema, governingSchema, tagOf, type Schema } from '../schema-introspection.ts';

export interface WalkStep {
  /** The field's schema as its parent declares it (wrappers, tags, optional). */
  raw: Schema;
  /** The schema that governs the value (wrappers removed, the union's option). */
  governing: Schema;
  value: unknown;
  /** Where the value is; made on the call. */
  path(): readonly PropertyKey[];
  /** The field's name (for an item of a list, the list's name). */
  key: string;
  /** Whether the value belongs to an action (a button, a link). */
  inAction: boolean;
}

/** A path as a chain from the leaf up: each step shares its parent's. */
interface PathLink {
  parent: PathLink | null;
  segment: PropertyKey;
}

function pathOf(link: PathLink | null): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at = link; at; at = at.parent) path.push(at.segment);
  return path.reverse();
}

/**
 * `mayHold`, when given, says of a field's schema whether what the visitor looks for can be in
 * it: the walk leaves out the rest.
 */
export function walkData(
  schema: Schema,
  data: unknown,
  visit: (step: WalkStep) => void,
  mayHold?: (raw: Schema) => boolean,
) {
  const step = (
    raw: Schema,
    value: unknown,
    link: PathLink | null,
    key: string,
    within: boolean,
  ) => {
    if (mayHold && !mayHold(raw)) return;
    const governing = governingSchema(raw, value);
    if (!governing) return;
    const inAction = within || tagOf(raw) === 'action';
    visit({ raw, governing, value, path: () => pathOf(link), key, inAction });
    if (Array.isArray(value)) {
      const element = childSchema(governing, 0);
      if (element)
        value.forEach((item, i) =>
          step(element, item, { parent: link, segment: i }, key, inAction),
        );
    } else if (typeof value === 'object' && value !== null) {
      for (const [childKey, child] of Object.entries(value)) {
        const childRaw = childSchema(governing, childKey);
        if (childRaw)
          step(childRaw, child, { parent: link, segment: childKey }, childKey, inAction);
      }
    }
  };
  step(schema, data, null, '', false);
}
