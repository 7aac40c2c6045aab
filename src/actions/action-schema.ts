/**
 * The schema of an action, built from the registry: a label, a look, and exactly one kind's key
 * with the fields that go with it. YAML writes an action as a flat map (`to: /pricing`), so the
 * kinds share one strict object; the refinement enforces "exactly one" and runs each kind's own
 * checks, and the parsed value is typed as the union of the kinds (`Action`).
 */
import * as z from 'zod';
import { projectContext } from '../content/context.ts';
import { tagged } from '../content/tags.ts';
import type { ActionBase, ActionKindDefinition, ActionOf, ActionProblem } from './define-action.ts';
import { actionKinds } from './index.ts';

/** An action: the union of every registered kind, told apart by which key it has. */
export type Action = ActionOf<(typeof actionKinds)[number]>;

export type ActionKey = (typeof actionKinds)[number]['key'];

const kinds = actionKinds as readonly ActionKindDefinition[];
export const actionKeys = kinds.map((kind) => kind.key);

/** Fields of a kind besides its key (`prefill` and `scrollTop` go with `modal`). */
const extrasOf = (kind: ActionKindDefinition) =>
  Object.keys(kind.fields).filter((name) => name !== kind.key);

const kindFields = Object.fromEntries([
  ...kinds.map((kind) => [kind.key, (kind.fields[kind.key] as z.ZodType).optional()]),
  ...kinds.flatMap((kind) => extrasOf(kind).map((name) => [name, kind.fields[name]!])),
]) as Record<string, z.ZodType>;

const actionObject = z.strictObject({
  label: z.string().min(1).describe('Text on the button or link'),
  about: z
    .string()
    .optional()
    .describe(
      'What the button is about when its label alone does not say ("Read more"); screen readers hear it after the label',
    ),
  ...kindFields,
  variant: z
    .enum(['primary', 'secondary', 'ghost'])
    .optional()
    .describe('Look of the button (primary by default)'),
});

export const action = tagged(
  actionObject.superRefine((value, ctx) => {
    const record = value as Record<string, unknown>;
    const present = kinds.filter((kind) => record[kind.key] !== undefined);
    if (present.length !== 1) {
      ctx.addIssue({
        code: 'custom',
        params: { problem: 'bad-action' },
        message:
          present.length === 0
            ? `a button needs exactly one action (${actionKeys.join(', ')}); it has none`
            : `a button needs exactly one action; it has ${present.map((kind) => kind.key).join(' and ')}`,
      });
      return;
    }
    const kind = present[0]!;
    for (const other of kinds) {
      const misplaced =
        other === kind ? [] : extrasOf(other).filter((n) => record[n] !== undefined);
      if (misplaced.length === 0) continue;
      ctx.addIssue({
        code: 'custom',
        path: [misplaced[0]!],
        params: { problem: 'bad-action' },
        message: `${extrasOf(other).join(' and ')} only go with ${other.key}`,
      });
    }
    const report = ({ path, problem, message }: ActionProblem) =>
      ctx.addIssue({ code: 'custom', path: path ?? [kind.key], params: { problem }, message });
    kind.check?.(value, report);
    const project = projectContext();
    if (project) kind.checkProject?.(value, project, report);
  }),
  'action',
).describe(
  `A button or link with exactly one action: ${actionKeys.slice(0, -1).join(', ')} or ${actionKeys.at(-1)}`,
) as unknown as z.ZodType<Action, Action>;

export type { ActionBase };
