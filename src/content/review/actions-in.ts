/**
 * The buttons and links of a file, wherever its blocks keep them: every value whose schema is
 * tagged `action` (src/content/tags.ts), with its label, what it says it is about, and where it
 * leads (the kind's key and target, from the action registry).
 */
import type { ActionKindDefinition } from '../../actions/define-action.ts';
import { actionKinds } from '../../actions/index.ts';
import { childSchemas, reachTest, tagOf, type Schema } from '../schema-introspection.ts';
import { perDocument } from '../per-document.ts';
import { walkData, type WalkStep } from '../schema-walk.ts';

const kinds = actionKinds as readonly ActionKindDefinition[];

/** Where a button or link sits and where it leads: what the project rules read of it. */
export interface ActionTarget {
  path: readonly PropertyKey[];
  /** The kind's key (`to`, `href`, `modal`…) and its target (`/pricing`). */
  kind: string;
  target: string;
}

export interface FoundAction extends ActionTarget {
  label: string;
  about?: string;
}

/** Whether a field of this schema is a button or link, or can hold one at some depth. */
const holdsActions = reachTest((governing) =>
  childSchemas(governing).some((child) => tagOf(child) === 'action'),
);
const mayHoldActions = (raw: Schema) => tagOf(raw) === 'action' || holdsActions(raw);

/** The buttons and links of `data` (valid under `schema`): a walk of the fields that can hold them. */
export function actionsIn(schema: Schema, data: unknown): FoundAction[] {
  const found: FoundAction[] = [];
  const visit = (step: WalkStep): undefined => {
    const { raw, value } = step;
    if (tagOf(raw) !== 'action' || typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    const kind = kinds.find((k) => typeof record[k.key] === 'string');
    if (!kind || typeof record.label !== 'string') return;
    found.push({
      path: step.path(),
      label: record.label,
      ...(typeof record.about === 'string' ? { about: record.about } : {}),
      kind: kind.key,
      target: record[kind.key] as string,
    });
  };
  walkData(schema, data, visit, mayHoldActions);
  return found;
}

const actionsOfDocument = perDocument((data: unknown, schema: Schema) => actionsIn(schema, data));

/**
 * actionsIn, once per data object: the file rules and the file's digest (file-digest.ts) read
 * the same parse's buttons.
 */
export function actionsOf(schema: Schema, data: unknown): readonly FoundAction[] {
  return actionsOfDocument(data, schema);
}
