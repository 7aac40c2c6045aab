/**
 * Walks a file's data beside its schema (the review's texts and buttons, a page's pictures and
 * dated items): each value with the schema that governs it, its path, the field it sits in, and
 * whether it sits in an action.
 * A union's option is the one the data picks (`type: hero`). A path is made only for a value a
 * visitor keeps: a page has thousands of values and keeps a few hundred.
 */
import { childOf, childPlan, fieldPlan, governingOf, type Schema } from './schema-introspection.ts';

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
 * One value of the walk. Made for every value of a page (thousands), so it holds its parent's
 * link and its own segment rather than a link and a closure of its own: a container's link is
 * the only other thing the walk makes.
 */
export class WalkStep {
  /** The field's schema as its parent declares it (wrappers, tags, optional). */
  readonly raw: Schema;
  /** The schema that governs the value (wrappers removed, the union's option). */
  readonly governing: Schema;
  readonly value: unknown;
  /** The field's name (for an item of a list, the list's name). */
  readonly key: string;
  /** Whether the value belongs to an action (a button, a link). */
  readonly inAction: boolean;
  readonly #parent: PathLink | null;
  /** Undefined for the document itself. */
  readonly #segment: PropertyKey | undefined;

  constructor(
    raw: Schema,
    governing: Schema,
    value: unknown,
    parent: PathLink | null,
    segment: PropertyKey | undefined,
    key: string,
    inAction: boolean,
  ) {
    this.raw = raw;
    this.governing = governing;
    this.value = value;
    this.#parent = parent;
    this.#segment = segment;
    this.key = key;
    this.inAction = inAction;
  }

  /** Where the value is; made on the call. */
  path(): readonly PropertyKey[] {
    if (this.#segment === undefined) return [];
    return pathOf({ parent: this.#parent, segment: this.#segment });
  }
}

/**
 * `mayHold`, when given, says of a field's schema whether what the visitor looks for can be in
 * it: the walk leaves out the rest. A visitor that returns false leaves out what the value
 * holds (a picture's own fields).
 */
export function walkData(
  schema: Schema,
  data: unknown,
  visit: (step: WalkStep) => boolean | undefined,
  mayHold?: (raw: Schema) => boolean,
) {
  const step = (
    raw: Schema,
    value: unknown,
    parent: PathLink | null,
    segment: PropertyKey | undefined,
    key: string,
    within: boolean,
  ) => {
    if (mayHold && !mayHold(raw)) return;
    // The plans of schema-introspection.ts: a lookup a value, not one for each question.
    const plan = fieldPlan(raw);
    const governing = governingOf(plan, value);
    if (!governing) return;
    const inAction = within || plan.tag === 'action';
    const descend = visit(new WalkStep(raw, governing, value, parent, segment, key, inAction));
    if (descend === false || typeof value !== 'object' || value === null) return;
    const link = segment === undefined ? null : { parent, segment };
    const children = childPlan(governing);
    if (Array.isArray(value)) {
      const element = childOf(children, 0);
      if (element)
        for (let index = 0; index < value.length; index++)
          step(element, value[index], link, index, key, inAction);
      return;
    }
    for (const childKey of Object.keys(value)) {
      const childRaw = childOf(children, childKey);
      if (childRaw)
        step(
          childRaw,
          (value as Record<string, unknown>)[childKey],
          link,
          childKey,
          childKey,
          inAction,
        );
    }
  };
  step(schema, data, null, undefined, '', false);
}
