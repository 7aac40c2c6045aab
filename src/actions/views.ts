/**
 * The browser side of the action registry: every kind's view.tsx, found by convention (as a
 * block's Component.tsx is), so a kind is still one definition + one line in index.ts.
 */
import type { Action } from './action-schema.ts';
import type { ActionView } from './define-view.ts';

const modules = import.meta.glob<{ default: ActionView }>('./*/view.tsx', { eager: true });

export const actionViews: readonly ActionView[] = Object.values(modules).map((m) => m.default);

/** The view of an action: the kind whose key it has. */
export function viewOf(action: Action): ActionView | undefined {
  return actionViews.find(
    (view) => (action as unknown as Record<string, unknown>)[view.key] !== undefined,
  );
}
